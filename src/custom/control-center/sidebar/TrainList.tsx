/**
 * The compact list of a tab's trains: train number, line chip, delay, next station; checkboxes in
 * multiple selection. The tab is fetched again every few seconds while the map beside it needs
 * its frames, so:
 *  - an entry re-renders only when what it shows changes (rowDisplayKey);
 *  - an entry is plain elements styled by class names (sidebar.css), not a tree of MUI
 *    components: about 10 React fibers an entry instead of about 50, so less work per change and
 *    less memory (React keeps a second copy of every fiber that has re-rendered once);
 *  - the browser skips layout and paint of entries scrolled out of view (content-visibility).
 * Every entry stays in the document: the list remains searchable and complete for screen readers.
 */
import { memo, useCallback, useRef } from 'react';
import type { Lang } from '../../../shared/resource/types';
import { readableTextColor } from '../../circulation/lineColors';
import { DELAY_COLORS, delayClass } from '../../circulation/delayClass';
import { formatDelay } from '../../../ui/format';
import { runLabels } from '../../circulation/runLabelTexts';
import type { TabRun } from './api';
import './sidebar.css';
import { sidebarTexts } from './messages';
import { rowDisplayKey } from './rowDisplay';
import type { Selection } from './selection';

const FLAGGED_STATUSES = new Set(['cancelled', 'diverted', 'outOfService']);

export function TrainList({ rows, lang, multi, selection, onToggle, onOpen, label }: {
  rows: readonly TabRun[];
  lang: Lang;
  multi: boolean;
  selection: Selection;
  onToggle: (id: string) => void;
  onOpen: (row: TabRun) => void;
  label: string;
}) {
  // Entries skip re-rendering, so they hand back an id and the list looks up the current row.
  const latest = useRef(rows);
  latest.current = rows;
  const open = useCallback((id: string) => {
    const row = latest.current.find((r) => r.id === id);
    if (row) onOpen(row);
  }, [onOpen]);
  return (
    <ul aria-label={label} data-testid="sidebar-list" className="sb-list">
      {rows.map((r) => (
        <TrainEntry
          key={r.id}
          row={r}
          shown={rowDisplayKey(r)}
          lang={lang}
          multi={multi}
          selected={multi && selection.includes(r.id)}
          onToggle={onToggle}
          onOpen={open}
        />
      ))}
    </ul>
  );
}

interface EntryProps {
  row: TabRun;
  /** rowDisplayKey(row): the entry re-renders when this (not the row object) changes. */
  shown: string;
  lang: Lang;
  multi: boolean;
  selected: boolean;
  onToggle: (id: string) => void;
  onOpen: (id: string) => void;
}

const sameEntry = (a: EntryProps, b: EntryProps) =>
  a.shown === b.shown && a.lang === b.lang && a.multi === b.multi && a.selected === b.selected && a.onToggle === b.onToggle && a.onOpen === b.onOpen;

const TrainEntry = memo(function TrainEntry({ row: r, lang, multi, selected, onToggle, onOpen }: EntryProps) {
  const lineBg = r.lineColor || '#E0E0E0';
  const cls = delayClass(r.delayS);
  return (
    <li className="sb-entry" data-run-id={r.id}>
      {multi && (
        <input
          type="checkbox"
          className="sb-check"
          id={`sb-select-${r.id}`}
          checked={selected}
          onChange={() => onToggle(r.id)}
          aria-label={sidebarTexts.text(lang, 'select', { train: r.trainNumber })}
        />
      )}
      <button type="button" className="sb-open" onClick={() => onOpen(r.id)} aria-label={sidebarTexts.text(lang, 'show', { train: r.trainNumber })}>
        <span className="sb-line1">
          <span className="sb-chip" style={{ backgroundColor: lineBg, color: readableTextColor(lineBg, r.lineTextColor || '#000000') }}>{r.lineNumber}</span>
          <span className="sb-train">{r.trainNumber}</span>
          <span className="sb-delay" title={runLabels.label(lang, 'delayClass', cls)} data-delay-class={cls} style={{ color: DELAY_COLORS[cls], fontWeight: cls === 'onTime' ? 400 : 600 }}>
            {formatDelay(r.delayS)}
          </span>
        </span>
        <span className="sb-where">{r.nextStation ? sidebarTexts.text(lang, 'next', { station: r.nextStation }) : r.location || r.destination}</span>
        {FLAGGED_STATUSES.has(r.status) && <span className="sb-status" data-status={r.status}>{runLabels.label(lang, 'status', r.status)}</span>}
      </button>
    </li>
  );
}, sameEntry);
