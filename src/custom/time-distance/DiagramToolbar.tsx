/**
 * The diagram's toolbar: corridor picker, view settings (spacing, orientation, stations), the
 * view history and "back to now", train search, the late mark, and export.
 */
import { Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { Box, Button, IconButton, InputAdornment, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { PlainTextField } from '../../ui/inputs';
import { lazyChoiceMenu, preloadChoiceMenu } from '../../ui/lazyChoiceMenu';
import { useLazyMenu } from '../../ui/useLazyMenu';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DownloadIcon from '@mui/icons-material/Download';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SearchIcon from '@mui/icons-material/Search';
import type { Lang } from '../../shared/resource/types';
import type { Orientation, Spacing } from './chart/types';
import { tdTexts, type TdText } from './messages';

export const MAX_LATE_MARK_MIN = 120;

/** Whole minutes 0..120, else null. */
export function parseLateMark(text: string): number | null {
  if (!/^\s*\d{1,3}\s*$/.test(text)) return null;
  const n = Number(text);
  return n <= MAX_LATE_MARK_MIN ? n : null;
}

export interface DiagramToolbarProps {
  lang: Lang;
  corridor: ReactNode;
  stations: ReactNode;
  spacing: Spacing;
  orientation: Orientation;
  onSpacing: (s: Spacing) => void;
  onOrientation: (o: Orientation) => void;
  canBack: boolean;
  canForward: boolean;
  following: boolean;
  onBack: () => void;
  onForward: () => void;
  onBackToNow: () => void;
  onSearch: (text: string) => void;
  lateMarkMin: number;
  onLateMark: (min: number) => void;
  canExport: boolean;
  onExport: (format: 'png' | 'pdf') => void;
}

export function DiagramToolbar(p: DiagramToolbarProps) {
  const t = (k: TdText) => tdTexts.text(p.lang, k);
  const [search, setSearch] = useState('');
  const [lateText, setLateText] = useState(String(p.lateMarkMin));
  const lateInvalid = parseLateMark(lateText) === null;
  const exportButton = useRef<HTMLButtonElement>(null);
  const exportMenuId = useId();
  const exportMenu = useLazyMenu(preloadChoiceMenu);
  const exportAs = (format: 'png' | 'pdf') => {
    exportMenu.hide();
    p.onExport(format);
  };
  return (
    <Box role="toolbar" aria-label={t('title')} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1 }}>
      {p.corridor}
      <ToggleButtonGroup size="small" exclusive value={p.spacing} onChange={(_e, v: Spacing | null) => v && p.onSpacing(v)} aria-label={t('spacing')}>
        <ToggleButton value="proportional">{t('spacing.proportional')}</ToggleButton>
        <ToggleButton value="equal">{t('spacing.equal')}</ToggleButton>
      </ToggleButtonGroup>
      <ToggleButtonGroup size="small" exclusive value={p.orientation} onChange={(_e, v: Orientation | null) => v && p.onOrientation(v)} aria-label={t('orientation')}>
        <ToggleButton value="timeVertical">{t('orientation.timeVertical')}</ToggleButton>
        <ToggleButton value="timeHorizontal">{t('orientation.timeHorizontal')}</ToggleButton>
      </ToggleButtonGroup>
      {p.stations}
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <IconButton size="small" aria-label={t('viewBack')} title={t('viewBack')} disabled={!p.canBack} onClick={p.onBack}>
          <ArrowBackIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={t('viewForward')} title={t('viewForward')} disabled={!p.canForward} onClick={p.onForward}>
          <ArrowForwardIcon fontSize="small" />
        </IconButton>
        <Button size="small" startIcon={<ScheduleIcon />} onClick={p.onBackToNow} disabled={p.following} title={p.following ? t('following') : undefined}>
          {p.following ? t('following') : t('backToNow')}
        </Button>
      </Box>
      <PlainTextField
        size="small"
        sx={{ width: 170 }}
        label={t('trainSearch')}
        title={t('trainSearchHint')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        onKeyDown={(e) => { if (e.key === 'Enter') p.onSearch(search); }}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton size="small" edge="end" aria-label={t('trainSearch')} onClick={() => p.onSearch(search)}>
                  <SearchIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <PlainTextField
        size="small"
        sx={{ width: 110 }}
        label={t('lateMark')}
        value={lateText}
        error={lateInvalid}
        helperText={lateInvalid ? t('lateMarkInvalid') : undefined}
        onChange={(e) => {
          setLateText(e.target.value);
          const n = parseLateMark(e.target.value);
          if (n !== null) p.onLateMark(n);
        }}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <Button
        ref={exportButton}
        size="small"
        startIcon={<DownloadIcon />}
        disabled={!p.canExport}
        aria-haspopup="menu"
        aria-expanded={exportMenu.open}
        aria-controls={exportMenu.open ? exportMenuId : undefined}
        {...exportMenu.buttonProps}
        onClick={exportMenu.show}
      >
        {t('export')}
      </Button>
      {exportMenu.mounted && (
        <Suspense fallback={null}>
          <lazyChoiceMenu.Component
            id={exportMenuId}
            anchor={exportButton.current}
            open={exportMenu.open}
            label={t('export')}
            choices={[
              { value: 'png', label: t('exportPng'), onPick: () => exportAs('png') },
              { value: 'pdf', label: t('exportPdf'), onPick: () => exportAs('pdf') },
            ]}
            onClose={exportMenu.hide}
          />
        </Suspense>
      )}
    </Box>
  );
}
