/**
 * Form and list extensions of the customer messages (docs/passenger-information.md,
 * docs/generator-extensions.md): the template input fills a FIS message text's placeholders and
 * shows the German, Italian and English result before it is taken into the message (unknown and
 * unfilled placeholders are named, never dropped); the stations of the scope are picked from the
 * stations resource and stored as the comma list of their ids; the list shows their names.
 */
import { Alert, Autocomplete, Box, Button, Chip, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { InputHelperText, useGetList, useGetManyAggregate, useGetOne, useInput, useRecordContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useDeclaration, useLang, type ExtensionMap, type FieldOverrideProps } from '../../generator';
import { FieldInput } from '../../generator/inputs';
import { commaList } from '../../shared/passenger-info/model';
import {
  fillPaxText, formatValues, parseValues, PAX_PLACEHOLDER_HELP, usedPlaceholders, type PaxFillResult, type PaxValues,
} from '../../shared/passenger-info/placeholders';
import type { Lang } from '../../shared/resource/types';
import { messageFormTexts as T } from './messages';

interface FisText {
  id: string;
  textDe: string;
  textIt: string;
  textEn?: string | null;
}

function Preview({ lang, label, result }: { lang: Lang | 'en'; label: string; result: PaxFillResult | null }) {
  if (!result) return null;
  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="caption" color="text.secondary" component="div">{label}</Typography>
      <Typography variant="body2" lang={lang} sx={{ whiteSpace: 'pre-wrap' }}>{result.text}</Typography>
    </Box>
  );
}

/** Fill a FIS text's placeholders and take the texts into the form. */
function TemplateFiller({ template, lang }: { template: FisText; lang: Lang }) {
  const { setValue, getValues } = useFormContext();
  const [values, setValues] = useState<PaxValues>(() => parseValues(getValues('templateValues') as string | null));
  const [applied, setApplied] = useState(false);
  const used = usedPlaceholders(template.textDe, template.textIt, template.textEn);
  const de = fillPaxText(template.textDe, values);
  const it = fillPaxText(template.textIt, values);
  const en = template.textEn ? fillPaxText(template.textEn, values) : null;
  const all = [de, it, ...(en ? [en] : [])];
  const unknown = [...new Set(all.flatMap((r) => r.unknown))];
  const missing = [...new Set(all.flatMap((r) => r.missing))];
  const braces = (names: string[]) => names.map((n) => `{${n}}`).join(', ');
  const apply = () => {
    const opts = { shouldDirty: true, shouldValidate: true } as const;
    setValue('textDe', de.text, opts);
    setValue('textIt', it.text, opts);
    if (en) setValue('textEn', en.text, opts);
    setValue('templateValues', formatValues(values) || null, opts);
    setApplied(true);
  };
  return (
    <Box component="section" aria-label={T.text(lang, 'fillTitle')} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2, maxWidth: 720 }}>
      <Typography variant="subtitle2" component="h3">{T.text(lang, 'fillTitle')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{used.length ? T.text(lang, 'fillHint') : T.text(lang, 'noPlaceholders')}</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1, mb: 1 }}>
        {used.map((name) => (
          <TextField
            key={name}
            size="small"
            label={`{${name}} – ${PAX_PLACEHOLDER_HELP[name][lang]}`}
            value={values[name] ?? ''}
            onChange={(e) => {
              setApplied(false);
              setValues((v) => ({ ...v, [name]: e.target.value }));
            }}
          />
        ))}
      </Box>
      <Preview lang="de" label={T.text(lang, 'previewDe')} result={de} />
      <Preview lang="it" label={T.text(lang, 'previewIt')} result={it} />
      <Preview lang="en" label={T.text(lang, 'previewEn')} result={en} />
      {unknown.length > 0 && <Alert severity="error" sx={{ mb: 1 }}>{T.text(lang, 'unknown', { names: braces(unknown) })}</Alert>}
      {missing.length > 0 && <Alert severity="warning" sx={{ mb: 1 }}>{T.text(lang, 'missing', { names: braces(missing) })}</Alert>}
      {unknown.length + missing.length === 0 && used.length > 0 && <Alert severity="success" sx={{ mb: 1 }}>{T.text(lang, 'complete')}</Alert>}
      <Button variant="outlined" onClick={apply}>{T.text(lang, 'apply')}</Button>
      {applied && <Typography variant="body2" role="status" component="span" sx={{ ml: 2 }}>{T.text(lang, 'applied')}</Typography>}
    </Box>
  );
}

/** Input override of templateId: the generated reference input, then the filler of the chosen text. */
function TemplateInput({ field, lang }: FieldOverrideProps) {
  const { all } = useDeclaration();
  const templateId = useWatch({ name: 'templateId' }) as string | null | undefined;
  const { data } = useGetOne<FisText & { id: string }>('fismessagetext', { id: templateId ?? '' }, { enabled: !!templateId });
  return (
    <>
      <FieldInput field={field} lang={lang} all={all} />
      {templateId && data && String(data.id) === String(templateId) && <TemplateFiller key={templateId} template={data} lang={lang} />}
    </>
  );
}

interface StationOption {
  id: string;
  name: string;
  stationCode?: string | null;
}
const stationLabel = (s: StationOption) => (s.stationCode ? `${s.stationCode} – ${s.name}` : s.name);

/** Input override of stationIds: several stations picked by code or name, stored as "12,15". */
function StationsInput({ field, label }: FieldOverrideProps) {
  const lang = useLang();
  const { field: input, fieldState, isRequired } = useInput({ source: field.name, parse: (v: string) => (v === '' ? null : v) });
  const ids = commaList(input.value);
  const [q, setQ] = useState('');
  const { data: options = [], isPending } = useGetList<StationOption>('bahnhoeffelist', {
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'name', order: 'ASC' },
    filter: q ? { q, q_rank: ['stationCode', 'name'] } : {},
  });
  const { data: chosen = [] } = useGetManyAggregate<StationOption>('bahnhoeffelist', { ids }, { enabled: ids.length > 0 });
  const value = useMemo(() => ids.map((id) => chosen.find((s) => String(s.id) === id) ?? { id, name: id }), [ids.join(','), chosen]);
  return (
    <Autocomplete
      multiple
      sx={{ maxWidth: 720, mb: 1 }}
      options={options}
      value={value}
      loading={isPending}
      loadingText={T.text(lang, 'loading')}
      noOptionsText={T.text(lang, 'stationsNone')}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => String(a.id) === String(b.id)}
      getOptionLabel={stationLabel}
      onInputChange={(_e, text, reason) => reason === 'input' && setQ(text)}
      onChange={(_e, picked) => input.onChange(picked.map((s) => String(s.id)).join(',') || null)}
      onBlur={input.onBlur}
      renderValue={(picked, getItemProps) => picked.map((s, index) => <Chip {...getItemProps({ index })} key={s.id} size="small" label={stationLabel(s)} />)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={isRequired}
          error={!!fieldState.error}
          helperText={<InputHelperText error={fieldState.error?.message} helperText={field.help?.[lang]} />}
        />
      )}
    />
  );
}

/** Display override of stationIds: the stations' codes and names. */
function StationNames() {
  const record = useRecordContext();
  const ids = commaList(record?.stationIds);
  const { data = [] } = useGetManyAggregate<StationOption>('bahnhoeffelist', { ids }, { enabled: ids.length > 0 });
  if (!ids.length) return null;
  return <span>{ids.map((id) => data.find((s) => String(s.id) === id)).map((s, i) => (s ? stationLabel(s) : ids[i])).join(', ')}</span>;
}

export const extensions: ExtensionMap = {
  kundeninformation: {
    inputs: { templateId: TemplateInput, stationIds: StationsInput },
    displays: { stationIds: StationNames },
  },
};
