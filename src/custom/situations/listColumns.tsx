/** Columns of the situation list (shared table, docs/tables.md): values as the user reads them. */
import type { Lang } from '../../shared/resource/types';
import type { SituationListItem } from '../../shared/situations/api';
import { formatDateTime } from '../../ui/format';
import type { TableColumn } from '../../ui/table';
import { sitTexts } from './messages';
import { SeverityChip, StateChip } from './StateChip';

/** Column id → the server's sort field (server-side list: the server sorts, open situations first). */
export const SORT_FIELD_OF: Readonly<Record<string, string>> = {
  number: 'number', title: 'title', state: 'state', severity: 'severity', priority: 'priority', start: 'startAt', updated: 'updatedAt',
};

export function listColumns(lang: Lang, lineName: (id: string) => string): TableColumn<SituationListItem>[] {
  const t = (k: Parameters<typeof sitTexts.text>[1]) => sitTexts.text(lang, k);
  const time = (iso: string | null) => (iso ? formatDateTime(iso, lang) : null);
  return [
    { id: 'number', header: t('colNumber'), value: (r) => r.number, hideable: false, minWidth: 96 },
    { id: 'title', header: t('colTitle'), value: (r) => r.title, wrap: true, minWidth: 200, maxWidth: 360, hideable: false },
    { id: 'state', header: t('colState'), value: (r) => sitTexts.label(lang, 'state', r.state), render: (r) => <StateChip state={r.state} lang={lang} /> },
    { id: 'category', sortable: false, header: t('colCategory'), value: (r) => (r.subcategoryName ? `${r.categoryName} › ${r.subcategoryName}` : r.categoryName), wrap: true, maxWidth: 260 },
    { id: 'severity', header: t('colSeverity'), value: (r) => sitTexts.label(lang, 'severity', r.severity), render: (r) => <SeverityChip severity={r.severity} lang={lang} /> },
    { id: 'priority', header: t('colPriority'), value: (r) => sitTexts.label(lang, 'priority', r.priority) },
    { id: 'lines', sortable: false, header: t('colLines'), value: (r) => r.lineIds.map(lineName).join(', '), wrap: true, maxWidth: 160 },
    { id: 'start', header: t('colStart'), value: (r) => time(r.startAt) },
    { id: 'expectedEnd', sortable: false, header: t('colExpectedEnd'), value: (r) => time(r.expectedEndAt) },
    { id: 'updated', header: t('colUpdated'), value: (r) => time(r.updatedAt) },
  ];
}
