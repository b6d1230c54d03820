/**
 * The sidebar's tabs with their counts: a plain tab list (WAI-ARIA tabs: the arrow keys, Home and
 * End move the focus, Enter or Space or a click chooses), drawn like MUI's tabs with the app's
 * theme but without them (sidebar.css): MUI's Tabs, Tab and Badge were about 6 KB gzip of the
 * control centre's JavaScript, and its scrollable tabs measured themselves on every render while
 * the counts change every few seconds (issue 15). Memoised on the counts' values.
 */
import { memo, useEffect, useRef, type KeyboardEvent, type WheelEvent } from 'react';
import { RUN_TABS, type RunTab, type TabCounts } from '../../../shared/operations/tabs';
import { usePageText } from '../../../providers/i18n/usePageText';
import { sidebarTexts } from './messages';
import { tabKeyTarget } from './tabKeys';
import './sidebar.css';

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
  const list = useRef<HTMLDivElement>(null);
  const alarm = (counts?.control ?? 0) > 0;
  const conflicts = counts?.conflicts ?? 0;
  // The chosen tab scrolled into view when the bar is narrower than its tabs.
  useEffect(() => {
    list.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tab]);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const next = tabKeyTarget(e.key, tabs.indexOf(document.activeElement as HTMLButtonElement), tabs.length);
    if (next === null) return;
    e.preventDefault();
    tabs[next].focus();
  };
  // A mouse wheel scrolls the row of tabs sideways (the tabs are wider than the sidebar).
  const onWheel = (e: WheelEvent<HTMLDivElement>) => {
    const el = list.current;
    if (el && e.deltaY !== 0 && e.deltaX === 0 && el.scrollWidth > el.clientWidth) el.scrollLeft += e.deltaY;
  };
  return (
    <div ref={list} role="tablist" aria-label={t('tabsLabel')} className="sb-tabs" onKeyDown={onKeyDown} onWheel={onWheel}>
      {RUN_TABS.map((name) => {
        const selected = name === tab;
        return (
          <button
            key={name}
            type="button"
            role="tab"
            id={`cc-tab-${name}`}
            aria-controls="cc-tab-panel"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            title={sidebarTexts.label(lang, 'tabHint', name)}
            data-tab={name}
            className="sb-tab"
            onClick={() => onTab(name)}
          >
            <span>{sidebarTexts.label(lang, 'tab', name)}</span>
            <span className={`sb-count${name === 'control' && alarm ? ' sb-count-alarm' : ''}`} data-count={name}>
              {counts ? counts[name] : '…'}
            </span>
            {name === 'control' && conflicts > 0 && (
              <span className="sb-conflicts" data-conflicts={conflicts}>
                {t('conflicts', { count: conflicts })}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}, sameBar);
