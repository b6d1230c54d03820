/**
 * The sidebar's tabs with their counts. Memoised on the counts' values: the tab data is fetched
 * again every few seconds and MUI's scrollable tabs measure themselves on each render.
 */
import { memo } from 'react';
import { Badge, Box, Tab, Tabs } from '@mui/material';
import { RUN_TABS, type RunTab, type TabCounts } from '../../../shared/operations/tabs';
import { usePageText } from '../../../providers/i18n/usePageText';
import { sidebarTexts } from './messages';

interface TabBarProps {
  tab: RunTab;
  /** Null while the first answer is awaited; `conflicts` goes on the control tab's label. */
  counts: (TabCounts & { conflicts?: number }) | null;
  onTab: (tab: RunTab) => void;
}

const sameCounts = (a: TabBarProps['counts'], b: TabBarProps['counts']) =>
  a === b || (!!a && !!b && a.conflicts === b.conflicts && RUN_TABS.every((t) => a[t] === b[t]));
const sameBar = (a: TabBarProps, b: TabBarProps) => a.tab === b.tab && a.onTab === b.onTab && sameCounts(a.counts, b.counts);

export const TabBar = memo(function TabBar({ tab, counts, onTab }: TabBarProps) {
  const { t, lang } = usePageText(sidebarTexts);
  const alarm = (counts?.control ?? 0) > 0;
  const conflicts = counts?.conflicts ?? 0;
  return (
    <Tabs
      value={tab}
      onChange={(_e, v: RunTab) => onTab(v)}
      variant="scrollable"
      scrollButtons="auto"
      aria-label={t('tabsLabel')}
      sx={{ minHeight: 40, borderBottom: 1, borderColor: 'divider' }}
    >
      {RUN_TABS.map((name) => (
        <Tab
          key={name}
          value={name}
          id={`cc-tab-${name}`}
          aria-controls="cc-tab-panel"
          title={sidebarTexts.label(lang, 'tabHint', name)}
          data-tab={name}
          sx={{ minHeight: 40, minWidth: 0, px: 1.25, textTransform: 'none' }}
          label={
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <span>{sidebarTexts.label(lang, 'tab', name)}</span>
              <Badge
                component="span"
                data-count={name}
                badgeContent={counts ? counts[name] : '…'}
                max={99999}
                showZero
                color={name === 'control' && alarm ? 'error' : 'default'}
                // The badge sets its own text colour: inherited from a selected tab (primary) it falls under
                // 4.5:1 on the grey badge while the click's ripple still shades the tab.
                sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none', ...(name === 'control' && alarm ? {} : { bgcolor: 'action.selected', color: 'text.primary' }) } }}
              />
              {name === 'control' && conflicts > 0 && (
                <Box component="span" data-conflicts={conflicts} sx={{ color: 'error.main', fontSize: '0.75rem', whiteSpace: 'nowrap' }}>
                  {t('conflicts', { count: conflicts })}
                </Box>
              )}
            </Box>
          }
        />
      ))}
    </Tabs>
  );
}, sameBar);
