/**
 * The situation's fields: what (title, category → subcategory, cause, effect, source, location from
 * the selection lists valid at the start, severity, priority, planned), when (start, expected end,
 * end in the operator's zone), where (PlacesFields: lines, stations, sections, runs, map, impact)
 * and the internal description with delay minutes and reason (de/it) for the public texts.
 * Read-only for closed situations and users without the edit right.
 */
import { useMemo } from 'react';
import { Box, Checkbox, FormControlLabel, Paper, Stack, Typography } from '@mui/material';
import { PlainTextField } from '../../ui/inputs';
import type { Lang } from '../../shared/resource/types';
import { PRIORITIES, SELECTION_LISTS, SEVERITIES, type SelectionList } from '../../shared/situations/model';
import { withCategory, type FormErrors, type SituationForm as Form } from './form';
import { FormSelect } from './FormSelect';
import { sitTexts, type SitText } from './messages';
import { PlacesFields } from './PlacesFields';
import { selectionOptions, subcategoryOptions } from './selectionOptions';
import { useCategories, useSelectionEntries, useSubcategories } from './useReferenceData';
import { fromZonedInput, toZonedInput } from './zonedInput';
import { formatTimeOfDay, operatorZone, zoneDiffers } from '../../ui/format';

const LIST_FIELD: Record<SelectionList, 'causeId' | 'effectId' | 'locationId' | 'sourceId'> = {
  cause: 'causeId', effect: 'effectId', location: 'locationId', source: 'sourceId',
};
const LIST_LABEL: Record<SelectionList, SitText> = { cause: 'fCause', effect: 'fEffect', location: 'fLocation', source: 'fSource' };

export interface FormProps {
  form: Form;
  onForm: (next: Form) => void;
  /** Client checks (keys) and the server's field messages (already translated). */
  errors: FormErrors;
  serverErrors: Record<string, string>;
  readOnly: boolean;
  lang: Lang;
  /** The situation's id (impact preview and runs), null while new. */
  situationId: string | null;
}

/** The operator-zone day of the start (YYYY-MM-DD) for the lists' validity; null while unreadable. */
function startDay(start: string): string | null {
  const at = fromZonedInput(start);
  if (!at) return null;
  return toZonedInput(at, operatorZone()).slice(0, 10);
}

export function SituationForm(props: FormProps) {
  const { form, onForm, errors, serverErrors, readOnly, lang } = props;
  const t = (k: SitText) => sitTexts.text(lang, k);
  const err = (field: keyof Form) => (errors[field] ? t(errors[field]!) : serverErrors[field] ?? null);
  const set = <K extends keyof Form>(field: K, value: Form[K]) => onForm({ ...form, [field]: value });
  const categories = useCategories(lang);
  const subcategories = useSubcategories();
  const entries = useSelectionEntries();
  const day = startDay(form.startAt);
  const subOptions = useMemo(() => subcategoryOptions(subcategories.rows, form.categoryId, lang), [subcategories.rows, form.categoryId, lang]);
  const severityOptions = SEVERITIES.map((v) => ({ value: v, label: sitTexts.label(lang, 'severity', v) }));
  const priorityOptions = PRIORITIES.map((v) => ({ value: v, label: sitTexts.label(lang, 'priority', v) }));
  const textField = (field: 'startAt' | 'expectedEndAt' | 'endAt', label: SitText, required = false) => (
    <PlainTextField
      size="small" type="datetime-local" id={`sit-${field}`} label={t(label)} value={form[field]} required={required}
      onChange={(e) => set(field, e.target.value)} error={!!err(field)} helperText={err(field) ?? undefined}
      slotProps={{ inputLabel: { shrink: true }, input: { readOnly } }}
    />
  );

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" component="section" aria-labelledby="sit-what" sx={{ p: 2 }}>
        <Typography id="sit-what" component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>{t('sectionWhat')}</Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <PlainTextField
            size="small" id="sit-title" label={t('fTitle')} value={form.title} required sx={{ gridColumn: '1 / -1' }}
            onChange={(e) => set('title', e.target.value)} error={!!err('title')} helperText={err('title') ?? undefined}
            slotProps={{ input: { readOnly }, htmlInput: { maxLength: 200 } }}
          />
          <FormSelect id="sit-category" label={t('fCategory')} options={categories.options} value={form.categoryId} required readOnly={readOnly}
            emptyLabel={null} error={err('categoryId')}
            onChange={(v) => onForm(withCategory(form, v, (sid) => subcategories.rows.find((r) => String(r.id) === sid)?.categoryId?.toString()))} />
          <FormSelect id="sit-subcategory" label={t('fSubcategory')} options={subOptions} value={form.subcategoryId} readOnly={readOnly}
            emptyLabel={t('none')} error={err('subcategoryId')}
            onChange={(v) => {
              // A subcategory brings its default severity (the user may change it afterwards).
              const sev = subcategories.rows.find((r) => String(r.id) === v)?.severity;
              onForm({ ...form, subcategoryId: v, severity: (SEVERITIES as readonly string[]).includes(sev ?? '') ? (sev as Form['severity']) : form.severity });
            }} />
          {SELECTION_LISTS.map((list) => (
            <FormSelect key={list} id={`sit-${list}`} label={t(LIST_LABEL[list])} readOnly={readOnly} emptyLabel={t('none')}
              options={selectionOptions(entries.rows, list, day, lang, form[LIST_FIELD[list]])}
              value={form[LIST_FIELD[list]]} error={err(LIST_FIELD[list])}
              helperText={entries.error ? t('listUnavailable') : null}
              onChange={(v) => set(LIST_FIELD[list], v)} />
          ))}
          <FormSelect id="sit-severity" label={t('fSeverity')} options={severityOptions} value={form.severity} emptyLabel={null} readOnly={readOnly}
            onChange={(v) => set('severity', v as Form['severity'])} />
          <FormSelect id="sit-priority" label={t('fPriority')} options={priorityOptions} value={form.priority} emptyLabel={null} readOnly={readOnly}
            onChange={(v) => set('priority', v as Form['priority'])} />
          <FormControlLabel
            control={<Checkbox checked={form.planned} onChange={(e) => !readOnly && set('planned', e.target.checked)} disabled={readOnly} />}
            label={t('fPlanned')}
          />
        </Box>
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="sit-when" sx={{ p: 2 }}>
        <Typography id="sit-when" component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>{t('sectionWhen')}</Typography>
        {/* The fields hold the operator's wall-clock time; say so when the browser's zone differs. */}
        {zoneDiffers(operatorZone(), new Date()) && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="zone-hint">
            {sitTexts.text(lang, 'zoneHint', { now: formatTimeOfDay(Date.now(), lang, { seconds: false, withZone: 'always' }) })}
          </Typography>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
          {textField('startAt', 'fStart', true)}
          {textField('expectedEndAt', 'fExpectedEnd')}
          {textField('endAt', 'fEnd')}
        </Box>
      </Paper>
      <PlacesFields {...props} />
      <Paper variant="outlined" component="section" aria-labelledby="sit-texts" sx={{ p: 2 }}>
        <Typography id="sit-texts" component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>{t('sectionTexts')}</Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
          <PlainTextField
            size="small" id="sit-description" label={t('fDescription')} value={form.description} multiline minRows={3} sx={{ gridColumn: '1 / -1' }}
            onChange={(e) => set('description', e.target.value)} error={!!err('description')} helperText={err('description') ?? undefined}
            slotProps={{ input: { readOnly } }}
          />
          <PlainTextField
            size="small" id="sit-delay" label={t('fDelay')} value={form.delayMinutes}
            onChange={(e) => set('delayMinutes', e.target.value)} error={!!err('delayMinutes')} helperText={err('delayMinutes') ?? t('fDelayHelp')}
            slotProps={{ input: { readOnly }, htmlInput: { inputMode: 'numeric' } }}
          />
          <PlainTextField
            size="small" id="sit-reason-de" label={t('fReasonDe')} value={form.reasonDe} helperText={err('reasonDe') ?? t('fReasonHelp')} error={!!err('reasonDe')}
            onChange={(e) => set('reasonDe', e.target.value)} slotProps={{ input: { readOnly }, htmlInput: { maxLength: 500, lang: 'de' } }}
          />
          <PlainTextField
            size="small" id="sit-reason-it" label={t('fReasonIt')} value={form.reasonIt} helperText={err('reasonIt') ?? t('fReasonHelp')} error={!!err('reasonIt')}
            onChange={(e) => set('reasonIt', e.target.value)} slotProps={{ input: { readOnly }, htmlInput: { maxLength: 500, lang: 'it' } }}
          />
        </Box>
      </Paper>
    </Stack>
  );
}
