/**
 * Lageberichte verwalten (/lageberichtAdmin, admins): every situation in every state, other
 * users' drafts included (admins hold every right on every category), and the correction of a
 * closed situation from its row. Editing itself happens on the situation's page. Discarding a
 * draft needs Mutation.deleteSituation (src/shared/situations/api.ts), which the server does not
 * offer yet: the page offers no button that cannot work (docs/situation-report/screens.md).
 */
import { Box, Button, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { usePageText } from '../../providers/i18n/usePageText';
import type { SituationListItem } from '../../shared/situations/api';
import { ShellTitle } from '../../shell/ShellTitle';
import { useConfirm } from '../../ui/ConfirmProvider';
import { correctSituation } from './api';
import { situationLink } from './link/link';
import { sitTexts } from './messages';
import { SituationList } from './SituationList';

export default function SituationAdminPage() {
  const { t, lang } = usePageText(sitTexts);
  const { confirm } = useConfirm();
  const notify = useNotify();
  const navigate = useNavigate();

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
          r.state === 'closed' ? <Button size="small" onClick={() => correct(r)}>{t('adminCorrect')}</Button> : null
        )}
      />
    </Box>
  );
}
