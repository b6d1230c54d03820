import {
  Alert, Autocomplete, Box, FormControlLabel, Radio, RadioGroup, Stack, TextField, Typography,
} from '@mui/material';
import type { Lang } from '../../shared/resource/types';
import { FREE_TEXT_MAX, SUPPLEMENT_MAX } from '../../shared/vehicle-messages/types';
import { errorMessage } from '../../ui/errorMessage';
import type { PredefinedText } from './api';
import { categoryLabel, vmText } from './messages';

export interface TextValue {
  source: 'predefined' | 'free';
  textId: string | null;
  supplement: string;
  freeText: string;
}

interface Props {
  value: TextValue;
  onChange: (next: TextValue) => void;
  texts: PredefinedText[];
  textsError: unknown;
  lang: Lang;
  showErrors: boolean;
}

const textOf = (t: PredefinedText, lang: Lang) => (lang === 'it' ? t.textIt || t.textDe : t.textDe);

/** The message text: a predefined text (in the user's language, with an optional supplement) or a free text with a limit. */
export function TextChooser({ value, onChange, texts, textsError, lang, showErrors }: Props) {
  const chosen = texts.find((t) => t.id === value.textId) ?? null;
  const set = (patch: Partial<TextValue>) => onChange({ ...value, ...patch });
  const sorted = [...texts].sort((a, b) => categoryLabel(lang, a.category).localeCompare(categoryLabel(lang, b.category)) || a.code.localeCompare(b.code));
  return (
    <Stack spacing={1.5}>
      <RadioGroup row aria-label={vmText(lang, 'textSource')} value={value.source} onChange={(e) => set({ source: e.target.value as TextValue['source'] })}>
        <FormControlLabel value="predefined" control={<Radio size="small" />} label={vmText(lang, 'predefined')} />
        <FormControlLabel value="free" control={<Radio size="small" />} label={vmText(lang, 'free')} />
      </RadioGroup>
      {value.source === 'predefined' ? (
        <>
          {textsError ? <Alert severity="error">{vmText(lang, 'textsFailed', { error: errorMessage(textsError) ?? '' })}</Alert> : null}
          <Autocomplete<PredefinedText>
            size="small"
            options={sorted}
            value={chosen}
            groupBy={(t) => categoryLabel(lang, t.category)}
            getOptionLabel={(t) => textOf(t, lang)}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            filterOptions={(opts, state) => {
              const q = state.inputValue.trim().toLowerCase();
              return q ? opts.filter((t) => t.code.toLowerCase().includes(q) || textOf(t, lang).toLowerCase().includes(q)) : opts;
            }}
            onChange={(_e, t) => set({ textId: t?.id ?? null })}
            noOptionsText={texts.length ? vmText(lang, 'noOptions') : vmText(lang, 'noTexts')}
            renderOption={({ key, ...rest }, t) => (
              <li key={key} {...rest}>
                <Box>
                  <Typography variant="body2">{textOf(t, lang)}</Typography>
                  <Typography variant="caption" color="text.secondary">{t.code}</Typography>
                </Box>
              </li>
            )}
            renderInput={(params) => (
              <TextField
                {...params}
                required
                label={vmText(lang, 'pickText')}
                placeholder={vmText(lang, 'pickTextHint')}
                error={showErrors && !chosen}
                helperText={showErrors && !chosen ? vmText(lang, 'missingText') : chosen ? vmText(lang, chosen.requiresAck === false ? 'ackNotRequired' : 'ackRequired') : ' '}
              />
            )}
          />
          <TextField
            size="small"
            label={vmText(lang, 'supplement')}
            helperText={vmText(lang, 'supplementHint')}
            value={value.supplement}
            onChange={(e) => set({ supplement: e.target.value.slice(0, SUPPLEMENT_MAX) })}
            slotProps={{ htmlInput: { maxLength: SUPPLEMENT_MAX } }}
          />
        </>
      ) : (
        <TextField
          size="small"
          required
          multiline
          minRows={2}
          label={vmText(lang, 'freeText')}
          value={value.freeText}
          onChange={(e) => set({ freeText: e.target.value.slice(0, FREE_TEXT_MAX) })}
          error={showErrors && !value.freeText.trim()}
          helperText={
            showErrors && !value.freeText.trim()
              ? vmText(lang, 'missingText')
              : `${vmText(lang, 'charCount', { count: value.freeText.length, max: FREE_TEXT_MAX })} · ${vmText(lang, 'ackRequired')}`
          }
          slotProps={{ htmlInput: { maxLength: FREE_TEXT_MAX } }}
        />
      )}
    </Stack>
  );
}
