/**
 * Activate and roll back, each through a confirmation dialog (src/ui/ConfirmProvider). A failure
 * (message from the server, in the user's language) stays in the dialog; success shows a toast.
 */
import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import type { TimetableVersionView } from '../../shared/operations/types';
import { usePageText } from '../../providers/i18n/usePageText';
import { useConfirm } from '../../ui/ConfirmProvider';
import { timetableTexts } from './messages';
import { useVersionActions } from './useTimetableVersions';
import type { RollbackTargetInfo } from './timetableApi';
import { activationDescription, activationWarnings, activeVersion, rollbackDescription, rollbackState } from './versionsView';

export interface VersionCommands {
  /** Asks, then activates; resolves true when it was activated. */
  askActivate(version: TimetableVersionView): Promise<boolean>;
  askRollback(): Promise<boolean>;
}

/** rollbackInfo: where the server says a rollback goes now (null while loading). */
export function useVersionCommands(versions: readonly TimetableVersionView[], rollbackInfo: RollbackTargetInfo | null): VersionCommands {
  const { t, lang } = usePageText(timetableTexts);
  const notify = useNotify();
  const { confirm } = useConfirm();
  const { activate, rollback } = useVersionActions();

  const askActivate = useCallback(
    async (version: TimetableVersionView) => {
      const current = activeVersion(versions);
      // Another clock or no service soon: the dialog says so and asks to activate anyway.
      const warned = activationWarnings(version, lang).length > 0;
      const { confirmed } = await confirm({
        title: t('activateTitle', { name: version.name }),
        description: activationDescription(version, current, version.id, lang),
        confirmText: warned ? t('activateAnyway') : t('activate'),
        onConfirm: async () => {
          // The confirmation of another clock names the version's zone, as the server requires.
          const activated = await activate(version.id, version.zoneDiffers ? version.timeZone : null);
          notify(t('activateDone', { name: activated.name }), { type: 'success' });
        },
      });
      return confirmed;
    },
    [activate, confirm, lang, notify, versions],
  );

  const askRollback = useCallback(async () => {
    const current = activeVersion(versions);
    const { target } = rollbackState(versions, rollbackInfo, lang);
    const { confirmed } = await confirm({
      title: t('rollbackTitle'),
      description: rollbackDescription(target, current, lang),
      confirmText: t('rollback'),
      onConfirm: async () => {
        // The named target goes along: if it changed meanwhile, the server refuses (shown in the dialog).
        const restored = await rollback(target?.id ?? null);
        notify(t('rollbackDone', { name: restored.name }), { type: 'success' });
      },
    });
    return confirmed;
  }, [confirm, lang, notify, rollback, rollbackInfo, versions]);

  return { askActivate, askRollback };
}
