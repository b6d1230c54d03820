/** The situation screens' pure rules: list address, state buttons, timeline texts, live rules, links, options. */
import { describe, expect, it } from 'vitest';
import { applyToList, applyToSituation } from '../../../src/custom/situations/live';
import { newSituationLink, parseNewSituationPreset, situationLink } from '../../../src/custom/situations/link/link';
import { listFilter, listSearch, parseListParams, periodValid, withFilter } from '../../../src/custom/situations/listParams';
import { selectionOptions, subcategoryOptions } from '../../../src/custom/situations/selectionOptions';
import { mayEdit, stateActions } from '../../../src/custom/situations/stateActions';
import { timelineText } from '../../../src/custom/situations/timelineText';
import { REFETCH } from '../../../src/providers/query';
import type { TimelineEntry } from '../../../src/shared/situations/api';

const ALL = { view: true, edit: true, publish: true, close: true };
const EDIT = { ...ALL, close: false };
const VIEW = { view: true, edit: false, publish: false, close: false };

describe('list address', () => {
  it('round-trips filters, sort and paging and drops unknown values', () => {
    const search = '?state=open&state=stable&state=bogus&category=3&line=S4&station=8000191&severity=critical&severity=huge&from=2026-11-25T00%3A00&q=Durlach&sort=severity&order=ASC&page=2&perPage=50';
    const p = parseListParams(search);
    expect(p).toMatchObject({
      states: ['open', 'stable'], categoryIds: ['3'], lineIds: ['S4'], stationIds: ['8000191'], severities: ['critical'],
      from: '2026-11-25T00:00', to: '', q: 'Durlach', sortField: 'severity', sortOrder: 'ASC', page: 2, perPage: 50,
    });
    expect(parseListParams(listSearch(p))).toEqual(p);
    expect(parseListParams('')).toMatchObject({ states: [], page: 1, perPage: 25, sortField: 'startAt', sortOrder: 'DESC' });
    expect(listSearch(parseListParams(''))).toBe('');
    expect(parseListParams('?perPage=1000&page=-1')).toMatchObject({ perPage: 25, page: 1 });
  });

  it('goes back to the first page when a filter changes', () => {
    expect(withFilter(parseListParams('?page=3'), { q: 'x' }).page).toBe(1);
  });

  it('builds the query filter with instants and nulls for no choice', () => {
    const toInstant = (v: string) => (v === 'bad' ? null : `${v}:00Z`);
    expect(listFilter(parseListParams('?state=open&from=2026-11-25T10:00'), toInstant)).toEqual({
      states: ['open'], categoryIds: null, lineIds: null, stationIds: null, severities: null, from: '2026-11-25T10:00:00Z', to: null, q: null,
    });
    expect(periodValid(parseListParams('?from=2026-11-25T10:00&to=2026-11-25T09:00'), toInstant)).toBe(false);
    expect(periodValid(parseListParams('?from=bad'), toInstant)).toBe(false);
    expect(periodValid(parseListParams('?from=2026-11-25T10:00&to=2026-11-25T10:00'), toInstant)).toBe(true);
  });
});

describe('state buttons', () => {
  const labels = (s: Parameters<typeof stateActions>[0], r = ALL) => stateActions(s, r).map((a) => a.label);
  it('offer the model transitions the rights allow', () => {
    expect(labels('draft')).toEqual(['action.open']);
    expect(labels('open')).toEqual(['action.stable', 'action.closed']);
    expect(labels('stable')).toEqual(['action.reopen', 'action.closed']);
    expect(labels('closed')).toEqual(['correct']);
    expect(labels('open', EDIT)).toEqual(['action.stable']);
    expect(labels('open', VIEW)).toEqual([]);
    expect(labels('closed', VIEW)).toEqual([]);
  });
  it('confirm the irreversible ones', () => {
    const confirmed = (s: Parameters<typeof stateActions>[0]) => stateActions(s, ALL).filter((a) => a.confirm).map((a) => a.to ?? a.kind);
    expect(confirmed('draft')).toEqual(['open']);
    expect(confirmed('stable')).toEqual(['closed']);
    expect(confirmed('closed')).toEqual(['correct']);
  });
  it('edit only open-ended situations with the edit right', () => {
    expect(mayEdit({ state: 'open', rights: ALL })).toBe(true);
    expect(mayEdit({ state: 'closed', rights: ALL })).toBe(false);
    expect(mayEdit({ state: 'draft', rights: VIEW })).toBe(false);
  });
});

const entry = (over: Partial<TimelineEntry>): TimelineEntry => ({
  id: '1', situationId: '7', kind: 'note', eventAt: '2026-11-25T12:00:00Z', createdAt: '2026-11-25T12:00:00Z', createdBy: 'disponent',
  text: 'Server-Text', data: null, ...over,
});

describe('timeline texts', () => {
  it('translate automatic entries from kind and data, not from the German text', () => {
    const state = entry({ kind: 'state', text: 'Zustand Entwurf → offen', data: { from: 'draft', to: 'open' } });
    expect(timelineText(state, 'de')).toBe('Zustand Entwurf → Offen');
    expect(timelineText(state, 'it')).toBe('Stato Bozza → Aperta');
    const measure = entry({ kind: 'measureTaken', data: { type: 'delay', runId: '2026-11-25:T1', trainNumber: '85012' } });
    expect(timelineText(measure, 'it')).toBe('Misura Ritardo presa per il treno 85012');
    const updated = entry({ kind: 'updated', data: { fields: ['title', 'lineIds'] } });
    expect(timelineText(updated, 'it')).toBe('Modificato: Titolo, Linee');
    expect(timelineText(entry({ kind: 'textPublished', data: { channel: 'announcement', textDe: 'S4 fällt aus', textIt: 'La S4 è soppressa' } }), 'it'))
      .toBe('Testo ai passeggeri pubblicato (Annuncio): La S4 è soppressa');
    const sent = entry({ kind: 'notificationSent', data: { chainName: 'Störung erheblich', target: 'Leitstelle', recipients: [{ name: 'Leitstelle Nord', channels: ['email', 'inApp'] }] } });
    expect(timelineText(sent, 'it')).toBe('Catena di notifica «Störung erheblich»: notificato Leitstelle Nord (e-mail, applicazione)');
    expect(timelineText({ ...sent, data: { chainName: 'X', target: 'Rolle dispatcher', recipients: [] } }, 'de')).toBe('Meldekette „X“: niemand erreichbar (Rolle dispatcher)');
    expect(timelineText(entry({ kind: 'chainFinished', data: { chainName: 'X', acknowledged: false } }), 'it')).toBe('Catena di notifica «X» conclusa (non confermata)');
    expect(timelineText(entry({ kind: 'checklistItem', data: { done: true, textDe: 'Polizei informieren', textIt: 'Informare la polizia', progress: { done: 1, total: 4 } } }), 'it'))
      .toBe('Eseguito: Informare la polizia (1 / 4)');
    expect(timelineText(entry({ kind: 'export', data: { format: 'pdf', fileName: 'lage-2026-0001.pdf' } }), 'de')).toBe('Exportiert (PDF): lage-2026-0001.pdf');
    expect(timelineText(entry({ kind: 'state', data: { from: 'open', to: 'closed', comment: 'Strecke frei' } }), 'it')).toBe('Stato Aperta → Chiusa: Strecke frei');
    expect(timelineText(entry({ kind: 'correction', data: { correctionOf: '3', number: '2026-0003' } }), 'it')).toBe('Correzione di 2026-0003');
    expect(timelineText(entry({ kind: 'correction', data: { correctedBy: '9', number: '2026-0009' } }), 'de')).toBe('Korrigiert durch 2026-0009');
  });
  it('show manual entries as written and fall back to the server text when data lacks a value', () => {
    expect(timelineText(entry({ kind: 'note', text: 'Polizei vor Ort' }), 'it')).toBe('Polizei vor Ort');
    expect(timelineText(entry({ kind: 'chainStarted', text: 'Meldekette X gestartet', data: {} }), 'it')).toBe('Meldekette X gestartet');
  });
});

describe('live rules', () => {
  const ev = (ids: string[]) => ({ situationsChanged: { ids } });
  it('reload a loaded list on any change, one situation only when named', () => {
    expect(applyToList<number>()(1, ev(['9']))).toBe(REFETCH);
    expect(applyToList<number>()(undefined, ev(['9']))).toBeUndefined();
    expect(applyToSituation<number>('7')(1, ev(['7', '8']))).toBe(REFETCH);
    expect(applyToSituation<number>('7')(1, ev(['8']))).toBeUndefined();
    expect(applyToSituation<number>('7')(1, { situationsChanged: null })).toBeUndefined();
  });
});

describe('links', () => {
  it('prefill a new situation from run, line and time', () => {
    const link = newSituationLink({ runIds: ['2026-11-25:T 1'], lineIds: ['S4'], startAt: '2026-11-25T12:00:00.000Z' });
    expect(link.startsWith('/lagebericht/neu?')).toBe(true);
    expect(parseNewSituationPreset(link.split('?')[1])).toEqual({ runIds: ['2026-11-25:T 1'], lineIds: ['S4'], stationIds: [], startAt: '2026-11-25T12:00:00.000Z' });
    expect(parseNewSituationPreset('?start=x').startAt).toBeNull();
    expect(situationLink('12')).toBe('/lagebericht/12');
  });
});

describe('select options', () => {
  const rows = [
    { id: 1, list: 'cause', nameDe: 'Unfall', nameIt: 'Incidente', sortOrder: 2, active: true, validFrom: null, validTo: null },
    { id: 2, list: 'cause', nameDe: 'Technik', nameIt: 'Guasto tecnico', sortOrder: 1, active: true, validFrom: '2026-01-01', validTo: '2026-06-30' },
    { id: 3, list: 'cause', nameDe: 'Alt', nameIt: 'Vecchio', sortOrder: 0, active: false },
    { id: 4, list: 'effect', nameDe: 'Ausfall', nameIt: 'Soppressione' },
  ];
  it('offer entries of the list valid on the start day, in order, in the reader language', () => {
    expect(selectionOptions(rows, 'cause', '2026-03-01', 'it')).toEqual([{ value: '2', label: 'Guasto tecnico' }, { value: '1', label: 'Incidente' }]);
    expect(selectionOptions(rows, 'cause', '2026-11-25', 'de')).toEqual([{ value: '1', label: 'Unfall' }]);
    // A chosen entry that is no longer valid stays visible.
    expect(selectionOptions(rows, 'cause', '2026-11-25', 'de', '3').map((o) => o.value)).toEqual(['3', '1']);
  });
  it('offer the subcategories of the chosen category', () => {
    const subs = [{ id: 5, categoryId: 1, name: 'Signalstörung', nameIt: 'Guasto al segnale' }, { id: 6, categoryId: 2, name: 'Tür' }];
    expect(subcategoryOptions(subs, '1', 'it')).toEqual([{ value: '5', label: 'Guasto al segnale' }]);
    expect(subcategoryOptions(subs, '', 'de')).toEqual([]);
  });
});
