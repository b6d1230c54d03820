/**
 * A call of the realm's admin API behind a confirmation: the dialog stays open with the failure
 * in the user's language when the call fails, and resolves with whether it was done.
 */
import { useCallback } from 'react';
import { usePageText } from '../../providers/i18n/usePageText';
import { useConfirm } from '../../ui';
import { adminErrorText } from './adminErrors';
import { userTexts } from './messages';

export interface ConfirmedCall {
  title: string;
  description: string;
  confirmText: string;
  call: () => Promise<unknown>;
}

export function useConfirmedCall(): (options: ConfirmedCall) => Promise<boolean> {
  const { confirm } = useConfirm();
  const { t, lang } = usePageText(userTexts);
  return useCallback(
    async ({ title, description, confirmText, call }: ConfirmedCall) => {
      const { confirmed } = await confirm({
        title,
        description,
        confirmText,
        cancelText: t('cancel'),
        onConfirm: async () => {
          try {
            await call();
          } catch (e) {
            throw new Error(adminErrorText(e, lang));
          }
        },
      });
      return confirmed;
    },
    [confirm, t, lang],
  );
}
