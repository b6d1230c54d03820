/**
 * The sidebar's tabs with their counts. Memoised on the counts' values: the tab data is fetched
 * again every few seconds and MUI's scrollable tabs measure themselves on each render.
 */
import { memo } from 'react';
import { Badge, Box, Tab, Tabs } from '@mui/material';
import { RUN_TABS, type RunTab, type TabCounts } from '../../../shared/operations/tabs';
import type { Lang } from '../../../shared/resource/types';
import { sbText, TAB_HINTS, TAB_LABELS } from './messages';

interface TabBarProps {
  lang: Lang;
  tab: RunTab;
  /** Null while the first answer is awaited. */
  counts: TabCounts | null;
  onTab: (tab: RunTab) => void;
}

const sameCounts = (a: TabCounts | null, b: TabCounts | null) => a === b || (!!a && !!b && RUN_TABS.every((t) => a[t] === b[t]));
const sameBar = (a: TabBarProps, b: TabBarProps) => a.lang === b.lang && a.tab === b.tab && a.onTab === b.onTab && sameCounts(a.counts, b.counts);

export const TabBar = memo(function TabBar({ lang, tab, counts, onTab }: TabBarProps) {
  const alarm = (counts?.control ?? 0) > 0;
  return (
    <Tabs
      value={tab}
      onChange={(_e, v: RunTab) => onTab(v)}
      variant="scrollable"
      scrollButtons="auto"
      aria-label={sbText(lang, 'tabsLabel')}
      sx={{ minHeight: 40, borderBottom: 1, borderColor: 'divider' }}
    >
      {RUN_TABS.map((t) => (
        <Tab
          key={t}
          value={t}
          id={`cc-tab-${t}`}
          aria-controls="cc-tab-panel"
          title={TAB_HINTS[lang][t]}
          data-tab={t}
          sx={{ minHeight: 40, minWidth: 0, px: 1.25, textTransform: 'none' }}
          label={
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <span>{TAB_LABELS[lang][t]}</span>
              <Badge
                component="span"
                data-count={t}
                badgeContent={counts ? counts[t] : '…'}
                max={99999}
                showZero
                color={t === 'control' && alarm ? 'error' : 'default'}
                sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none', bgcolor: t === 'control' && alarm ? undefined : 'action.selected' } }}
              />
            </Box>
          }
        />
      ))}
    </Tabs>
  );
}, sameBar);
