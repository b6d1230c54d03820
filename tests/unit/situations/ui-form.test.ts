/** The situation screens' pure form logic: operator-zone times, checks, input, notes, uploads. */
import { describe, expect, it } from 'vitest';
import { emptyForm, formChanged, keepUntouchedTimes, formFromSituation, parseDelay, toInput, validateForm, withCategory } from '../../../src/custom/situations/form';
import { checkNote } from '../../../src/custom/situations/noteForm';
import { checkAttachment, messageOf } from '../../../src/custom/situations/uploadAttachment';
import { fromZonedInput, toZonedInput } from '../../../src/custom/situations/zonedInput';
import type { Situation } from '../../../src/shared/situations/api';
import { ATTACHMENT_MAX_BYTES } from '../../../src/shared/situations/model';

const BERLIN = 'Europe/Berlin';
const ROME = 'Europe/Rome';

describe('operator-zone date-time fields', () => {
  it('shows an instant as the wall clock of the zone, not the browser', () => {
    expect(toZonedInput('2026-11-25T13:05:00Z', BERLIN)).toBe('2026-11-25T14:05');
    expect(toZonedInput('2026-07-01T13:05:00Z', BERLIN)).toBe('2026-07-01T15:05');
    expect(toZonedInput('2026-11-25T13:05:00Z', 'America/New_York')).toBe('2026-11-25T08:05');
    expect(toZonedInput(null, BERLIN)).toBe('');
    expect(toZonedInput('nonsense', BERLIN)).toBe('');
  });

  it('reads a wall clock of the zone as the instant, across summer and winter time', () => {
    expect(fromZonedInput('2026-11-25T14:05', BERLIN)).toBe('2026-11-25T13:05:00.000Z');
    expect(fromZonedInput('2026-07-01T15:05', ROME)).toBe('2026-07-01T13:05:00.000Z');
    // The hour skipped in spring moves later; the hour repeated in autumn is standard time.
    expect(fromZonedInput('2026-03-29T02:30', BERLIN)).toBe('2026-03-29T01:30:00.000Z');
    expect(fromZonedInput('2026-10-25T02:30', BERLIN)).toBe('2026-10-25T01:30:00.000Z');
  });

  it('round-trips and refuses malformed values', () => {
    for (const iso of ['2026-01-01T00:00:00.000Z', '2026-06-30T22:59:00.000Z', '2026-12-31T23:00:00.000Z']) {
      expect(fromZonedInput(toZonedInput(iso, BERLIN), BERLIN)).toBe(iso);
    }
    expect(fromZonedInput('', BERLIN)).toBeNull();
    expect(fromZonedInput('2026-02-31T10:00', BERLIN)).toBeNull();
    expect(fromZonedInput('2026-13-01T10:00', BERLIN)).toBeNull();
    expect(fromZonedInput('25.11.2026 14:05', BERLIN)).toBeNull();
  });
});

const NOW = Date.parse('2026-11-25T13:00:00Z');

function filled() {
  return {
    ...emptyForm(NOW, null, BERLIN),
    title: ' Signalstörung Durlach ',
    categoryId: '1',
    expectedEndAt: '2026-11-25T16:00',
  };
}

describe('situation form', () => {
  it('starts now in the operator zone, prefilled from a preset', () => {
    const f = emptyForm(NOW, { runIds: ['2026-11-25:T1'], lineIds: ['S4'], stationIds: [], startAt: '2026-11-25T12:30:00Z' }, BERLIN);
    expect(f.startAt).toBe('2026-11-25T13:30');
    expect(f.runIds).toEqual(['2026-11-25:T1']);
    expect(f.lineIds).toEqual(['S4']);
    expect(emptyForm(NOW, null, BERLIN).startAt).toBe('2026-11-25T14:00');
  });

  it('asks for title, category and start, and ends not before the start', () => {
    const empty = { ...emptyForm(NOW, null, BERLIN), startAt: '' };
    expect(validateForm(empty, BERLIN)).toEqual({ title: 'err.titleRequired', categoryId: 'err.categoryRequired', startAt: 'err.startRequired' });
    expect(validateForm(filled(), BERLIN)).toEqual({});
    expect(validateForm({ ...filled(), expectedEndAt: '2026-11-25T13:59' }, BERLIN)).toEqual({ expectedEndAt: 'err.expectedBeforeStart' });
    expect(validateForm({ ...filled(), endAt: '2026-11-24T23:00' }, BERLIN)).toEqual({ endAt: 'err.endBeforeStart' });
    expect(validateForm({ ...filled(), endAt: 'x' }, BERLIN)).toEqual({ endAt: 'err.dateInvalid' });
  });

  it('takes delay minutes as whole numbers up to a day', () => {
    expect(parseDelay('')).toBeNull();
    expect(parseDelay(' 15 ')).toBe(15);
    expect(parseDelay('1440')).toBe(1440);
    expect(parseDelay('1441')).toBeUndefined();
    expect(parseDelay('-3')).toBeUndefined();
    expect(parseDelay('2,5')).toBeUndefined();
    expect(validateForm({ ...filled(), delayMinutes: 'zehn' }, BERLIN)).toEqual({ delayMinutes: 'err.delayInvalid' });
  });

  it('sends instants, nulls for empty choices and trimmed text', () => {
    const input = toInput({ ...filled(), delayMinutes: '10', reasonIt: '  ', reasonDe: ' Signalstörung ' }, BERLIN);
    expect(input).toMatchObject({
      title: 'Signalstörung Durlach', categoryId: '1', subcategoryId: null, causeId: null, startAt: '2026-11-25T13:00:00.000Z',
      expectedEndAt: '2026-11-25T15:00:00.000Z', endAt: null, delayMinutes: 10, reasonDe: 'Signalstörung', reasonIt: null,
    });
  });

  it('reads a situation back unchanged, and tells input from the saved state', () => {
    const s = {
      ...toInput(filled(), BERLIN), id: '7', number: '2026-0007', version: 3, state: 'open', correctionOf: null, categoryName: 'Betrieb',
      subcategoryName: null, measures: [], attachments: [], rights: { view: true, edit: true, publish: true, close: true },
      createdBy: 'a', createdAt: '', updatedBy: 'a', updatedAt: '', stateChangedBy: 'a', stateChangedAt: '',
    } as Situation;
    const f = formFromSituation(s, BERLIN);
    expect(f.title).toBe('Signalstörung Durlach');
    expect(f.expectedEndAt).toBe('2026-11-25T16:00');
    expect(formChanged(f, formFromSituation(s, BERLIN))).toBe(false);
    expect(formChanged({ ...f, description: 'x' }, f)).toBe(true);
  });

  it('keeps the saved instants (with seconds) of times the user did not touch', () => {
    const saved = { startAt: '2026-11-25T13:05:42.123Z', expectedEndAt: '2026-11-25T15:00:30.000Z', endAt: null };
    const base = { ...filled(), startAt: toZonedInput(saved.startAt, BERLIN), expectedEndAt: toZonedInput(saved.expectedEndAt, BERLIN) };
    const form = { ...base, title: 'Neuer Titel', expectedEndAt: '2026-11-25T17:00' };
    const out = keepUntouchedTimes(toInput(form, BERLIN), form, base, saved);
    expect(out.startAt).toBe('2026-11-25T13:05:42.123Z');
    expect(out.expectedEndAt).toBe('2026-11-25T16:00:00.000Z');
    expect(out.endAt).toBeNull();
    expect(out.title).toBe('Neuer Titel');
  });

  it('drops a subcategory of another category', () => {
    const f = { ...filled(), subcategoryId: '11' };
    const of = (id: string) => ({ '11': '1', '21': '2' })[id];
    expect(withCategory(f, '1', of).subcategoryId).toBe('11');
    expect(withCategory(f, '2', of).subcategoryId).toBe('');
  });
});

describe('manual timeline entry', () => {
  it('needs a text and an event time not in the future', () => {
    expect(checkNote('', '2026-11-25T13:00', NOW, BERLIN).errors).toEqual({ text: 'err.noteRequired' });
    expect(checkNote('Polizei vor Ort', '2026-11-25T12:40', NOW, BERLIN)).toEqual({ errors: {}, at: '2026-11-25T11:40:00.000Z' });
    expect(checkNote('x', '2026-11-25T15:00', NOW, BERLIN).errors).toEqual({ eventAt: 'err.noteFuture' });
    expect(checkNote('x', '', NOW, BERLIN).errors).toEqual({ eventAt: 'err.dateInvalid' });
  });
});

describe('attachment check before upload', () => {
  it('takes images and PDF up to the limit', () => {
    expect(checkAttachment({ type: 'application/pdf', size: 1000 })).toBeNull();
    expect(checkAttachment({ type: 'image/png', size: ATTACHMENT_MAX_BYTES })).toBeNull();
    expect(checkAttachment({ type: 'image/png', size: ATTACHMENT_MAX_BYTES + 1 })).toBe('tooLarge');
    expect(checkAttachment({ type: 'application/zip', size: 10 })).toBe('wrongType');
    expect(checkAttachment({ type: '', size: 10 })).toBe('wrongType');
  });
  it('reads the server refusal in either body shape', () => {
    expect(messageOf('{"errors":[{"message":"Die Datei ist zu groß"}]}', 413)).toBe('Die Datei ist zu groß');
    expect(messageOf('{"message":"Nicht erlaubt"}', 403)).toBe('Nicht erlaubt');
    expect(messageOf('<html>', 502)).toBe('HTTP 502');
  });
});
