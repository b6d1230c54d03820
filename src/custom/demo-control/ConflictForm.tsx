/** Provoke a conflict: the server picks two opposing trains and delays one onto a single-track meet. */
import WarningAmber from '@mui/icons-material/WarningAmber';
import { usePageText } from '../../providers/i18n/usePageText';
import { provokeConflict, type ProvokedConflict } from './api';
import { InjectionCard, useInjection } from './InjectionCard';
import { demoTexts } from './messages';

export function ConflictForm() {
  const { t } = usePageText(demoTexts);
  const { busy, error, run } = useInjection();
  const submit = () => {
    // The toast names the two trains of the answer.
    let result: ProvokedConflict | null = null;
    void run(
      async () => {
        result = await provokeConflict();
      },
      () => {
        const [train, other] = result?.trainNumbers ?? [];
        return result?.conflictId ? t('conflictDone', { train, other }) : t('conflictAvoided', { train });
      },
    );
  };
  return (
    <InjectionCard
      id="demo-conflict" title={t('conflictTitle')} intro={t('conflictIntro')} submitLabel={t('conflictSubmit')} submitIcon={<WarningAmber />}
      canSubmit busy={busy} onSubmit={submit} error={error}
    >
      {null}
    </InjectionCard>
  );
}
