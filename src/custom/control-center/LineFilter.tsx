/** Multi-select of the network's lines, each shown as a chip in its colour. Empty = all lines. */
import { Box, FormControl, InputLabel } from '@mui/material';
import { CheckMark } from '../../ui/inputs/CheckMark';
import { LazySelect, SelectOption } from '../../ui/inputs/LazySelect';
import { readableTextColor } from '../circulation/lineColors';
import type { NetworkLine } from './network';
import { usePageText } from '../../providers/i18n/usePageText';
import { ccTexts } from './messages';

export function LineFilter({ lines, value, onChange }: { lines: readonly NetworkLine[]; value: string[]; onChange(ids: string[]): void }) {
  const { t } = usePageText(ccTexts);
  const id = 'control-center-lines';
  const byId = new Map(lines.map((l) => [l.id, l]));
  return (
    <FormControl size="small" fullWidth={false} sx={{ width: 200 }}>
      <InputLabel id={`${id}-label`} shrink>
        {t('lines')}
      </InputLabel>
      <LazySelect<string[]>
        labelId={`${id}-label`}
        id={id}
        multiple
        displayEmpty
        value={value}
        label={t('lines')}
        onChange={(e) => onChange(typeof e.target.value === 'string' ? e.target.value.split(',') : e.target.value)}
        renderValue={(ids) => (ids.length ? ids.map((i) => byId.get(i)?.lineNumber ?? i).join(', ') : t('allLines'))}
      >
        {lines.map((line) => (
          <SelectOption key={line.id} value={line.id} dense>
            <CheckMark checked={value.includes(line.id)} />
            <Box
              component="span"
              sx={{ bgcolor: line.color, color: readableTextColor(line.color, line.textColor), px: 1, borderRadius: 1, fontWeight: 600, fontSize: 13, mr: 1 }}
            >
              {line.lineNumber}
            </Box>
            <Box component="span" sx={{ fontSize: 13 }}>
              {line.name}
            </Box>
          </SelectOption>
        ))}
      </LazySelect>
    </FormControl>
  );
}
