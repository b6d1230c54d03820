/**
 * The list's toolbar: operating day (date picker), line and status filters, train-number search,
 * and the last-updated indicator (column chooser and export are the table's).
 */
import { memo, useEffect, useState, type ReactNode } from 'react';
import { Box, Checkbox, FormControl, InputLabel, ListItemText, MenuItem } from '@mui/material';
import { LazySelect } from '../../ui/inputs/LazySelect';
import { PlainTextField } from '../../ui/inputs';
import { RUN_STATUSES, type RunStatus } from '../../shared/operations/types';
import type { Lang } from '../../shared/resource/types';
import { LazyDatePicker } from '../../ui/LazyDatePicker';
import { dayDate, isoDay } from '../../ui/format';
import { readableTextColor } from './lineColors';
import { withChange, type ListParams } from './listParams';
import { circTexts } from './messages';
import { runLabels } from './runLabelTexts';
import type { LineOption } from './options';

/** Toolbar fields sit side by side: the theme's full-width default is turned off here. */
const FIELD_WIDTH = { width: 180 } as const;
const SEARCH_DEBOUNCE_MS = 350;

export interface ToolbarProps {
  params: ListParams;
  /** The day shown (the URL's or the server's current one). */
  day: string | null;
  lines: LineOption[];
  lang: Lang;
  onParams: (next: ListParams) => void;
  children?: ReactNode;
}

export function CirculationToolbar({ children, ...filters }: ToolbarProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, py: 1 }}>
      <ToolbarFilters {...filters} />
      <Box sx={{ flexGrow: 1 }} />
      {children}
    </Box>
  );
}

/** The filters, rendered again only when the list's state changes, not with every live update. */
const ToolbarFilters = memo(function ToolbarFilters({ params, day, lines, lang, onParams }: Omit<ToolbarProps, 'children'>) {
  return (
    <>
      <Box sx={{ width: 170 }}>
        <LazyDatePicker
          label={circTexts.text(lang, 'filterDay')}
          value={dayDate(day)}
          onChange={(value) => {
            if (value instanceof Date && !Number.isNaN(value.getTime())) onParams(withChange(params, { day: isoDay(value) }));
          }}
        />
      </Box>
      <LineFilter params={params} lines={lines} lang={lang} onParams={onParams} />
      <StatusFilter params={params} lang={lang} onParams={onParams} />
      <SearchBox params={params} lang={lang} onParams={onParams} />
    </>
  );
});

function LineFilter({ params, lines, lang, onParams }: Omit<ToolbarProps, 'day' | 'children'>) {
  const id = 'circulation-lines';
  const byId = new Map(lines.map((l) => [l.id, l]));
  return (
    <FormControl size="small" fullWidth={false} sx={FIELD_WIDTH}>
      <InputLabel id={`${id}-label`}>{circTexts.text(lang, 'filterLines')}</InputLabel>
      <LazySelect<string[]>
        labelId={`${id}-label`}
        id={id}
        multiple
        value={params.lineIds}
        label={circTexts.text(lang, 'filterLines')}
        onChange={(e) => onParams(withChange(params, { lineIds: typeof e.target.value === 'string' ? e.target.value.split(',') : e.target.value }))}
        renderValue={(ids) => ids.map((i) => byId.get(i)?.lineNumber ?? i).join(', ')}
      >
        {lines.map((line) => (
          <MenuItem key={line.id} value={line.id} dense>
            <Checkbox size="small" checked={params.lineIds.includes(line.id)} sx={{ p: 0.5 }} />
            <Box
              component="span"
              sx={{ bgcolor: line.color, color: readableTextColor(line.color, line.textColor), px: 1, borderRadius: 1, fontWeight: 600, fontSize: 13, mr: 1 }}
            >
              {line.lineNumber}
            </Box>
          </MenuItem>
        ))}
      </LazySelect>
    </FormControl>
  );
}

function StatusFilter({ params, lang, onParams }: Omit<ToolbarProps, 'day' | 'children' | 'lines'>) {
  const id = 'circulation-status';
  return (
    <FormControl size="small" fullWidth={false} sx={FIELD_WIDTH}>
      <InputLabel id={`${id}-label`}>{circTexts.text(lang, 'filterStatuses')}</InputLabel>
      <LazySelect<RunStatus[]>
        labelId={`${id}-label`}
        id={id}
        multiple
        value={params.statuses}
        label={circTexts.text(lang, 'filterStatuses')}
        onChange={(e) => {
          const v = e.target.value;
          onParams(withChange(params, { statuses: (typeof v === 'string' ? v.split(',') : v) as RunStatus[] }));
        }}
        renderValue={(values) => values.map((s) => runLabels.label(lang, 'status', s)).join(', ')}
      >
        {RUN_STATUSES.map((status) => (
          <MenuItem key={status} value={status} dense>
            <Checkbox size="small" checked={params.statuses.includes(status)} sx={{ p: 0.5 }} />
            <ListItemText primary={runLabels.label(lang, 'status', status)} />
          </MenuItem>
        ))}
      </LazySelect>
    </FormControl>
  );
}

function SearchBox({ params, lang, onParams }: Omit<ToolbarProps, 'day' | 'children' | 'lines'>) {
  const [text, setText] = useState(params.q);
  // Follow outside changes (back button, reset) without fighting the user's typing.
  useEffect(() => setText(params.q), [params.q]);
  useEffect(() => {
    if (text === params.q) return undefined;
    const timer = window.setTimeout(() => onParams(withChange(params, { q: text })), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, params, onParams]);
  return (
    <PlainTextField
      size="small"
      type="search"
      label={circTexts.text(lang, 'search')}
      value={text}
      onChange={(e) => setText(e.target.value)}
      fullWidth={false}
      sx={{ width: 200 }}
    />
  );
}
