/** Multi-select of the network's lines, each shown as a chip in its colour. Empty = all lines. */
import { Box, Checkbox, FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import type { Lang } from '../../shared/resource/types';
import { readableTextColor } from '../circulation/format';
import { ccText } from './messages';
import type { NetworkLine } from './network';

export function LineFilter({ lines, value, lang, onChange }: { lines: readonly NetworkLine[]; value: string[]; lang: Lang; onChange(ids: string[]): void }) {
  const id = 'control-center-lines';
  const byId = new Map(lines.map((l) => [l.id, l]));
  return (
    <FormControl size="small" fullWidth={false} sx={{ width: 200 }}>
      <InputLabel id={`${id}-label`} shrink>
        {ccText(lang, 'lines')}
      </InputLabel>
      <Select<string[]>
        labelId={`${id}-label`}
        id={id}
        multiple
        displayEmpty
        value={value}
        label={ccText(lang, 'lines')}
        onChange={(e) => onChange(typeof e.target.value === 'string' ? e.target.value.split(',') : e.target.value)}
        renderValue={(ids) => (ids.length ? ids.map((i) => byId.get(i)?.lineNumber ?? i).join(', ') : ccText(lang, 'allLines'))}
      >
        {lines.map((line) => (
          <MenuItem key={line.id} value={line.id} dense>
            <Checkbox size="small" checked={value.includes(line.id)} sx={{ p: 0.5 }} />
            <Box
              component="span"
              sx={{ bgcolor: line.color, color: readableTextColor(line.color, line.textColor), px: 1, borderRadius: 1, fontWeight: 600, fontSize: 13, mr: 1 }}
            >
              {line.lineNumber}
            </Box>
            <Box component="span" sx={{ fontSize: 13 }}>
              {line.name}
            </Box>
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
