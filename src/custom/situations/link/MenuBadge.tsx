/**
 * The open-situation count beside the menu entry "Lagebericht": open + stable situations the user
 * may view (Query.situationCounts), loaded again on every situationsChanged. A chunk of its own,
 * loaded by the menu after the shell, so the shell's first load carries no situation code. Drawn
 * without MUI, like the menu around it (issue 15).
 */
import { useMemo } from 'react';
import { usePageText } from '../../../providers/i18n/usePageText';
import { pageKey, useLiveCache, usePageQuery } from '../../../providers/query';
import type { SituationCounts } from '../../../shared/situations/api';
import { fetchCounts } from '../api';
import { applyToList, SITUATIONS_CHANGED_SUBSCRIPTION } from '../live';
import { sitLinkTexts } from './messages';

const KEY = pageKey('situations', 'counts');
/** White on the theme's error red (#D32F2F, 4.98:1). */
const BADGE = {
  marginLeft: 8, minWidth: 22, height: 20, padding: '0 6px', borderRadius: 10, backgroundColor: '#D32F2F', color: '#fff',
  fontSize: 12, fontWeight: 700, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0,
} as const;

export default function MenuBadge() {
  const { t } = usePageText(sitLinkTexts);
  const query = usePageQuery<SituationCounts>(KEY, fetchCounts, { staleTime: 30_000 });
  const apply = useMemo(() => applyToList<SituationCounts>(), []);
  useLiveCache(KEY, SITUATIONS_CHANGED_SUBSCRIPTION, {}, apply);
  const count = query.data ? query.data.open + query.data.stable : 0;
  if (count === 0) return null;
  return (
    <span
      data-testid="situation-badge"
      aria-label={t('badge', { count })}
      title={t('badge', { count })}
      role="status"
      style={BADGE}
    >
      {count}
    </span>
  );
}
