/**
 * Lagebericht (/lagebericht, issue 13 items 1–4, docs/situation-report/screens.md): the list of
 * situations, a situation (/lagebericht/:id) and a new one (/lagebericht/neu), as nested routes
 * of one page chunk. The situation's page (its form, sections and dialogs) is a chunk of its own,
 * fetched at the first interaction with the list, so the list does not load it.
 */
import { Suspense } from 'react';
import { Box, Typography } from '@mui/material';
import { Route, Routes } from 'react-router-dom';
import { usePageText } from '../../providers/i18n/usePageText';
import { ShellTitle } from '../../shell/ShellTitle';
import { NEW_SEGMENT } from './link/link';
import { sitTexts } from './messages';
import { QueryLoading } from '../../ui/states';
import { preloadable, preloadAtFirstInteraction } from '../../ui/preloadable';
import { SituationList } from './SituationList';

const situationPage = preloadable(() => import('./SituationPage').then((m) => m.SituationPage));
const SituationPage = situationPage.Component;

export default function SituationsPage() {
  preloadAtFirstInteraction(situationPage);
  return (
    <Suspense fallback={<QueryLoading />}>
      <Routes>
        <Route index element={<ListScreen />} />
        <Route path={NEW_SEGMENT} element={<SituationPage id={null} />} />
        <Route path=":id" element={<SituationPage />} />
      </Routes>
    </Suspense>
  );
}

function ListScreen() {
  const { t, lang } = usePageText(sitTexts);
  return (
    <Box sx={{ py: 1 }}>
      <ShellTitle title={t('title')} />
      <Typography component="h1" variant="h5">{t('title')}</Typography>
      <SituationList lang={lang} tableId="situations.list" />
    </Box>
  );
}
