/**
 * Lageberichte verwalten (/lageberichtAdmin, admins): every situation in every state, other
 * users' drafts included (admins hold every right on every category), with the two things only
 * administration does: discard a draft (deleted with its timeline and attachments) and open the
 * correction of a closed situation. Editing itself happens on the situation's page.
 */
import { Box, Button, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { usePageText } from '../../providers/i18n/usePageText';
import { pageKey } from '../../providers/query';
import type { SituationListItem } from '../../shared/situations/api';
import { ShellTitle } from '../../shell/ShellTitle';
import { useConfirm } from '../../ui/ConfirmProvider';
import { correctSituation, deleteSituation } from './api';
import { situationLink } from './link/link';
import { sitTexts } from './messages';
import { SituationList } from './SituationList';
import { SIT_PAGE } from './useReferenceData';

export default function SituationAdminPage() {
  const { t, lang } = usePageText(sitTexts);
  const { confirm } = useConfirm();
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useQueryClient();

  const discard = (r: SituationListItem) =>
    void confirm({
      title: t('confirmDiscardTitle', { number: r.number }),
      description: t('confirmDiscard', { title: r.title }),
      confirmText: t('adminDiscard'),
      cancelText: t('cancel'),
      onConfirm: async () => {
        await deleteSituation(r.id);
        notify(t('discarded', { number: r.number }), { type: 'success' });
        void client.invalidateQueries({ queryKey: pageKey(SIT_PAGE) });
      },
    });

  const correct = (r: SituationListItem) =>
    void confirm({
      title: t('confirmCorrectTitle'),
      description: t('confirmCorrect', { number: r.number }),
      confirmText: t('adminCorrect'),
      cancelText: t('cancel'),
      onConfirm: async () => {
        const created = await correctSituation(r.id);
        notify(t('correctionCreated', { number: created.number }), { type: 'success' });
        navigate(situationLink(created.id));
      },
    });

  return (
    <Box sx={{ py: 1 }}>
      <ShellTitle title={t('adminTitle')} />
      <Typography component="h1" variant="h5">{t('adminTitle')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 900 }}>{t('adminIntro')}</Typography>
      <SituationList
        lang={lang}
        tableId="situations.admin"
        showNew={false}
        rowActions={(r) => (
          <>
            {r.state === 'draft' && <Button size="small" color="error" onClick={() => discard(r)}>{t('adminDiscard')}</Button>}
            {r.state === 'closed' && <Button size="small" onClick={() => correct(r)}>{t('adminCorrect')}</Button>}
          </>
        )}
      />
    </Box>
  );
}
