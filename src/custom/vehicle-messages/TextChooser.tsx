import { Box, FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { PlainTextField } from '../../ui/inputs';
import { LazyAutocomplete } from '../../ui/LazyAutocomplete';
import type { Lang } from '../../shared/resource/types';
import { FREE_TEXT_MAX, SUPPLEMENT_MAX } from '../../shared/vehicle-messages/types';
import { usePageText } from '../../providers/i18n/usePageText';
import { QueryError } from '../../ui/states';
import type { PredefinedText } from './api';
import { categoryLabel, vmTexts } from './messages';
import type { usePredefinedTexts } from './usePredefinedTexts';

export interface TextValue {
  source: 'predefined' | 'free';
  textId: string | null;
  supplement: string;
  freeText: string;
}

interface Props {
  value: TextValue;
  onChange: (next: TextValue) => void;
  texts: ReturnType<typeof usePredefinedTexts>;
  showErrors: boolean;
}

const textOf = (t: PredefinedText, lang: Lang) => (lang === 'it' ? t.textIt || t.textDe : t.textDe);

/** The message text: a predefined text (in the user's language, with an optional supplement) or a free text with a limit. */
export function TextChooser({ value, onChange, texts: loaded, showErrors }: Props) {
  const { t: tx, lang } = usePageText(vmTexts);
  const { texts } = loaded;
  const chosen = texts.find((t) => t.id === value.textId) ?? null;
  const set = (patch: Partial<TextValue>) => onChange({ ...value, ...patch });
  const sorted = [...texts].sort((a, b) => categoryLabel(lang, a.category).localeCompare(categoryLabel(lang, b.category)) || a.code.localeCompare(b.code));
  return (
    <Stack spacing={1.5}>
      <RadioGroup row aria-label={tx('textSource')} value={value.source} onChange={(e) => set({ source: e.target.value as TextValue['source'] })}>
        <FormControlLabel value="predefined" control={<Radio size="small" />} label={tx('predefined')} />
        <FormControlLabel value="free" control={<Radio size="small" />} label={tx('free')} />
      </RadioGroup>
      {value.source === 'predefined' ? (
        <>
          {loaded.error ? <QueryError error={loaded.error} title={tx('textsFailed')} onRetry={() => void loaded.refetch()} /> : null}
          <LazyAutocomplete<PredefinedText>
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
            noOptionsText={texts.length ? tx('noOptions') : tx('noTexts')}
            renderOption={({ key, ...rest }, t) => (
              <li key={key} {...rest}>
                <Box>
                  <Typography variant="body2">{textOf(t, lang)}</Typography>
                  <Typography variant="caption" color="text.secondary">{t.code}</Typography>
                </Box>
              </li>
            )}
            renderInput={(params) => (
              <PlainTextField
                {...params}
                required
                label={tx('pickText')}
                placeholder={tx('pickTextHint')}
                error={showErrors && !chosen}
                helperText={showErrors && !chosen ? tx('missingText') : chosen ? tx(chosen.requiresAck === false ? 'ackNotRequired' : 'ackRequired') : ' '}
              />
            )}
          />
          <PlainTextField
            size="small"
            label={tx('supplement')}
            helperText={tx('supplementHint')}
            value={value.supplement}
            onChange={(e) => set({ supplement: e.target.value.slice(0, SUPPLEMENT_MAX) })}
            slotProps={{ htmlInput: { maxLength: SUPPLEMENT_MAX } }}
          />
        </>
      ) : (
        <PlainTextField
          size="small"
          required
          multiline
          minRows={2}
          label={tx('freeText')}
          value={value.freeText}
          onChange={(e) => set({ freeText: e.target.value.slice(0, FREE_TEXT_MAX) })}
          error={showErrors && !value.freeText.trim()}
          helperText={
            showErrors && !value.freeText.trim()
              ? tx('missingText')
              : `${tx('charCount', { count: value.freeText.length, max: FREE_TEXT_MAX })} · ${tx('ackRequired')}`
          }
          slotProps={{ htmlInput: { maxLength: FREE_TEXT_MAX } }}
        />
      )}
    </Stack>
  );
}
