/**
 * The situation form's state (pure): what the fields hold (text as typed), made from a situation
 * or a preset, checked the way the server checks it (de/it keys of messages.ts), and turned into
 * the mutation's SituationInput. Times are wall-clock values of the operator's zone (zonedInput.ts).
 */
import type { Situation, SituationInput } from '../../shared/situations/api';
import type { Priority, Severity } from '../../shared/situations/model';
import type { NewSituationPreset } from './link/link';
import type { SitText } from './messages';
import { fromZonedInput, toZonedInput } from './zonedInput';

export interface SituationForm {
  title: string;
  categoryId: string;
  subcategoryId: string;
  causeId: string;
  effectId: string;
  sourceId: string;
  locationId: string;
  severity: Severity;
  priority: Priority;
  planned: boolean;
  startAt: string;
  expectedEndAt: string;
  endAt: string;
  lineIds: string[];
  stationIds: string[];
  sectionIds: string[];
  runIds: string[];
  description: string;
  delayMinutes: string;
  reasonDe: string;
  reasonIt: string;
}

export type FormErrors = Partial<Record<keyof SituationForm, SitText>>;

/** As the server (server/situations/core/validate.ts): a day. */
export const MAX_DELAY_MINUTES = 1440;

export function emptyForm(now: number, preset: NewSituationPreset | null, zone?: string): SituationForm {
  return {
    title: '', categoryId: '', subcategoryId: '', causeId: '', effectId: '', sourceId: '', locationId: '',
    severity: 'minor', priority: 'normal', planned: false,
    startAt: toZonedInput(preset?.startAt ?? new Date(now).toISOString(), zone),
    expectedEndAt: '', endAt: '',
    lineIds: preset?.lineIds ?? [], stationIds: preset?.stationIds ?? [], sectionIds: [], runIds: preset?.runIds ?? [],
    description: '', delayMinutes: '', reasonDe: '', reasonIt: '',
  };
}

export function formFromSituation(s: Situation, zone?: string): SituationForm {
  return {
    title: s.title,
    categoryId: s.categoryId,
    subcategoryId: s.subcategoryId ?? '',
    causeId: s.causeId ?? '',
    effectId: s.effectId ?? '',
    sourceId: s.sourceId ?? '',
    locationId: s.locationId ?? '',
    severity: s.severity,
    priority: s.priority,
    planned: s.planned,
    startAt: toZonedInput(s.startAt, zone),
    expectedEndAt: toZonedInput(s.expectedEndAt, zone),
    endAt: toZonedInput(s.endAt, zone),
    lineIds: [...s.lineIds],
    stationIds: [...s.stationIds],
    sectionIds: [...s.sectionIds],
    runIds: [...s.runIds],
    description: s.description,
    delayMinutes: s.delayMinutes === null || s.delayMinutes === undefined ? '' : String(s.delayMinutes),
    reasonDe: s.reasonDe ?? '',
    reasonIt: s.reasonIt ?? '',
  };
}

/** Whole minutes 0..1440, or null for an empty field; undefined when the text is not such a number. */
export function parseDelay(text: string): number | null | undefined {
  const t = text.trim();
  if (!t) return null;
  if (!/^\d{1,4}$/.test(t)) return undefined;
  const n = Number(t);
  return n <= MAX_DELAY_MINUTES ? n : undefined;
}

export function validateForm(f: SituationForm, zone?: string): FormErrors {
  const errors: FormErrors = {};
  if (!f.title.trim()) errors.title = 'err.titleRequired';
  if (!f.categoryId) errors.categoryId = 'err.categoryRequired';
  const start = f.startAt ? fromZonedInput(f.startAt, zone) : null;
  if (!f.startAt) errors.startAt = 'err.startRequired';
  else if (!start) errors.startAt = 'err.dateInvalid';
  for (const [field, message] of [['expectedEndAt', 'err.expectedBeforeStart'], ['endAt', 'err.endBeforeStart']] as const) {
    if (!f[field]) continue;
    const at = fromZonedInput(f[field], zone);
    if (!at) errors[field] = 'err.dateInvalid';
    else if (start && Date.parse(at) < Date.parse(start)) errors[field] = message;
  }
  if (parseDelay(f.delayMinutes) === undefined) errors.delayMinutes = 'err.delayInvalid';
  return errors;
}

const orNull = (s: string) => (s.trim() ? s.trim() : null);

/** The mutation's input; call after validateForm found nothing. */
export function toInput(f: SituationForm, zone?: string): SituationInput {
  return {
    title: f.title.trim(),
    categoryId: f.categoryId,
    subcategoryId: orNull(f.subcategoryId),
    causeId: orNull(f.causeId),
    effectId: orNull(f.effectId),
    sourceId: orNull(f.sourceId),
    locationId: orNull(f.locationId),
    severity: f.severity,
    priority: f.priority,
    planned: f.planned,
    startAt: fromZonedInput(f.startAt, zone) ?? '',
    expectedEndAt: f.expectedEndAt ? fromZonedInput(f.expectedEndAt, zone) : null,
    endAt: f.endAt ? fromZonedInput(f.endAt, zone) : null,
    lineIds: f.lineIds,
    stationIds: f.stationIds,
    sectionIds: f.sectionIds,
    runIds: f.runIds,
    description: f.description,
    delayMinutes: parseDelay(f.delayMinutes) ?? null,
    reasonDe: orNull(f.reasonDe),
    reasonIt: orNull(f.reasonIt),
  };
}

const TIME_FIELDS = ['startAt', 'expectedEndAt', 'endAt'] as const;

/**
 * The fields show minutes; a time the user did not touch keeps the saved instant (with its
 * seconds), so saving another field does not record the times as changed.
 */
export function keepUntouchedTimes(input: SituationInput, form: SituationForm, base: SituationForm, saved: Pick<Situation, (typeof TIME_FIELDS)[number]>): SituationInput {
  const out = { ...input };
  for (const f of TIME_FIELDS) {
    if (form[f] === base[f]) {
      if (f === 'startAt') out.startAt = saved.startAt;
      else out[f] = saved[f] ?? null;
    }
  }
  return out;
}

/** True when the fields differ from what they were made from (to warn before a reload drops them). */
export function formChanged(a: SituationForm, b: SituationForm): boolean {
  return JSON.stringify(a) !== JSON.stringify(b);
}

/** Choosing another category drops a subcategory of the previous one. */
export function withCategory(f: SituationForm, categoryId: string, subcategoryCategory: (id: string) => string | undefined): SituationForm {
  const keep = f.subcategoryId && subcategoryCategory(f.subcategoryId) === categoryId;
  return { ...f, categoryId, subcategoryId: keep ? f.subcategoryId : '' };
}
