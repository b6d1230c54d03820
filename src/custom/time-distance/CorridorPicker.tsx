/**
 * The corridor picker: a line of the day or a saved corridor (own and shared) in one select;
 * "from train" builds the corridor from the selected train's path; save (name, shared) and
 * delete (own corridors only).
 */
import { Suspense, useState } from 'react';
import { Box, Button, FormControl, IconButton, InputLabel, ListSubheader, MenuItem } from '@mui/material';
import { LazySelect } from '../../ui/inputs/LazySelect';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import RouteIcon from '@mui/icons-material/Route';
import type { Lang } from '../../shared/resource/types';
import type { LineOption } from '../circulation/options';
import { tdTexts } from './messages';
import type { PageParams } from './pageParams';
import { preloadable, preloadAtFirstInteraction } from '../../ui/preloadable';

/** The dialog "save corridor" opens: fetched at the first interaction, not with the page. */
const saveDialog = preloadable(() => import('./SaveCorridorDialog').then((m) => m.SaveCorridorDialog));

export interface CorridorChoice {
  id: string;
  name: string;
  shared: boolean;
  /** The signed-in user may delete it (owner or admin). */
  mine: boolean;
}

export interface CorridorPickerProps {
  lang: Lang;
  params: PageParams;
  lines: readonly LineOption[];
  corridors: readonly CorridorChoice[];
  /** Name of the corridor built from a train's path, when that is shown. */
  pathName: string | null;
  selectedTrain: string | null;
  onLine: (lineId: string) => void;
  onCorridor: (corridorId: string) => void;
  onFromTrain: () => void;
  /** Saves the corridor shown under a name; null while nothing is shown. */
  onSave: ((name: string, shared: boolean) => Promise<void>) | null;
  onDelete: (c: CorridorChoice) => void;
}

export function CorridorPicker(props: CorridorPickerProps) {
  if (props.onSave) preloadAtFirstInteraction(saveDialog);
  const { lang, params, lines, corridors, pathName, selectedTrain } = props;
  const t = (k: Parameters<typeof tdTexts.text>[1], a?: Record<string, string>) => tdTexts.text(lang, k, a);
  const [saving, setSaving] = useState(false);
  const value = params.corridorId ? `c:${params.corridorId}` : params.lineId ? `l:${params.lineId}` : params.pathRunId ? 'p' : '';
  const current = params.corridorId ? corridors.find((c) => c.id === params.corridorId) : undefined;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <FormControl size="small" sx={{ width: 220 }}>
        <InputLabel id="td-corridor-label">{t('corridor')}</InputLabel>
        <LazySelect
          labelId="td-corridor-label"
          id="td-corridor"
          label={t('corridor')}
          value={value}
          onChange={(e) => {
            const v = e.target.value;
            if (v.startsWith('l:')) props.onLine(v.slice(2));
            else if (v.startsWith('c:')) props.onCorridor(v.slice(2));
          }}
        >
          {pathName && <MenuItem value="p">{pathName}</MenuItem>}
          <ListSubheader>{t('corridorLines')}</ListSubheader>
          {lines.map((l) => (
            <MenuItem key={l.id} value={`l:${l.id}`}>
              <Box component="span" sx={{ display: 'inline-block', width: 10, height: 10, mr: 1, bgcolor: l.color, border: 1, borderColor: 'divider' }} />
              {l.lineNumber}
            </MenuItem>
          ))}
          {corridors.length > 0 && <ListSubheader>{t('corridorSaved')}</ListSubheader>}
          {corridors.map((c) => (
            <MenuItem key={c.id} value={`c:${c.id}`}>
              {c.shared && !c.mine ? `${c.name} (${t('corridorShared')})` : c.name}
            </MenuItem>
          ))}
        </LazySelect>
      </FormControl>
      <Button
        size="small"
        startIcon={<RouteIcon />}
        disabled={!selectedTrain}
        title={t('corridorFromTrainHint')}
        onClick={props.onFromTrain}
      >
        {t('corridorFromTrain')}
      </Button>
      <IconButton size="small" aria-label={t('saveCorridor')} title={t('saveCorridor')} disabled={!props.onSave} onClick={() => setSaving(true)}>
        <SaveIcon fontSize="small" />
      </IconButton>
      {current?.mine && (
        <IconButton size="small" aria-label={t('deleteCorridor')} title={t('deleteCorridor')} onClick={() => props.onDelete(current)}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      )}
      {saving && props.onSave && (
        <Suspense fallback={null}>
          <saveDialog.Component lang={lang} onSave={props.onSave} onClose={() => setSaving(false)} />
        </Suspense>
      )}
    </Box>
  );
}
