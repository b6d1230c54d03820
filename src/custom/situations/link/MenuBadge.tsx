/**
 * The open-situation count beside the menu entry "Lagebericht": open + stable situations the user
 * may view (Query.situationCounts), loaded again on every situationsChanged. A chunk of its own,
 * loaded by the menu after the shell, so the shell's first load carries no situation code.
 */
import { useMemo } from 'react';
import { Box } from '@mui/material';
import { usePageText } from '../../../providers/i18n/usePageText';
import { pageKey, useLiveCache, usePageQuery } from '../../../providers/query';
import type { SituationCounts } from '../../../shared/situations/api';
import { fetchCounts } from '../api';
import { applyToList, SITUATIONS_CHANGED_SUBSCRIPTION } from '../live';
import { sitLinkTexts } from './messages';

const KEY = pageKey('situations', 'counts');

export default function MenuBadge() {
  const { t } = usePageText(sitLinkTexts);
  const query = usePageQuery<SituationCounts>(KEY, fetchCounts, { staleTime: 30_000 });
  const apply = useMemo(() => applyToList<SituationCounts>(), []);
  useLiveCache(KEY, SITUATIONS_CHANGED_SUBSCRIPTION, {}, apply);
  const count = query.data ? query.data.open + query.data.stable : 0;
  if (count === 0) return null;
  return (
    <Box
      component="span"
      data-testid="situation-badge"
      aria-label={t('badge', { count })}
      title={t('badge', { count })}
      role="status"
      sx={{ ml: 1, minWidth: 22, height: 20, px: 0.75, borderRadius: 10, bgcolor: 'error.main', color: 'error.contrastText', fontSize: 12, fontWeight: 700, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0 }}
    >
      {count}
    </Box>
  );
}
