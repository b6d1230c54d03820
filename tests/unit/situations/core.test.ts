import { describe, expect, it } from 'vitest';
import { changedFields } from '../../../server/situations/core/diff';
import { countFromTotals, listSql, titleQuery } from '../../../server/situations/core/list';
import { invalidInput, situationMessageKeys } from '../../../server/situations/core/messages';
import { combineRights } from '../../../server/situations/core/rightsRule';
import { checkInput, localDay } from '../../../server/situations/core/validate';
import type { SituationInput } from '../../../src/shared/situations/api';

const input = (over: Partial<SituationInput> = {}): SituationInput => ({
  title: 'Weichenstörung Durlach', categoryId: '1', severity: 'major', priority: 'normal', planned: false,
  startAt: '2026-03-10T06:00:00Z', lineIds: [], stationIds: [], sectionIds: [], runIds: [], description: '', ...over,
});

describe('rights rule', () => {
  it('admins hold all; others the union of their rows; view gates the rest', () => {
    expect(combineRights(true, [])).toEqual({ view: true, edit: true, publish: true, close: true });
    expect(combineRights(false, [])).toEqual({ view: false, edit: false, publish: false, close: false });
    const v = { view: true, edit: false, publish: false, close: false };
    const e = { view: false, edit: true, publish: false, close: true };
    expect(combineRights(false, [v, e])).toEqual({ view: true, edit: true, publish: false, close: true });
    expect(combineRights(false, [e])).toEqual({ view: false, edit: false, publish: false, close: false });
  });
});

describe('input checks', () => {
  it('accepts a good input and normalises it', () => {
    const r = checkInput(input({ lineIds: ['S4', 'S4', ' S5 '], subcategoryId: '', reasonDe: '  ' }));
    expect(r.errors).toEqual({});
    expect(r.values).toMatchObject({ lineIds: ['S4', 'S5'], subcategoryId: null, reasonDe: null, startAt: Date.parse('2026-03-10T06:00:00Z') });
  });

  it('names every bad field', () => {
    const r = checkInput(input({ title: ' ', startAt: 'gestern', endAt: 'x', severity: 'huge' as never, priority: 'asap' as never, delayMinutes: -3 }));
    expect(Object.keys(r.errors).sort()).toEqual(['delayMinutes', 'endAt', 'priority', 'severity', 'startAt', 'title']);
    const ends = checkInput(input({ expectedEndAt: '2026-03-10T05:59:59Z', endAt: '2026-03-10T06:00:00Z' }));
    expect(Object.keys(ends.errors)).toEqual(['expectedEndAt']);
  });

  it('the day and year of a start in the operator zone', () => {
    expect(localDay(Date.parse('2026-12-31T23:30:00Z'), 'Europe/Berlin')).toBe('2027-01-01');
    expect(localDay(Date.parse('2026-12-31T22:30:00Z'), 'Europe/Berlin')).toBe('2026-12-31');
    expect(localDay(Date.parse('2026-07-01T22:30:00Z'), 'Europe/Rome')).toBe('2026-07-02');
  });

  it('changed fields ignore the order of lists', () => {
    const a = checkInput(input({ lineIds: ['S4', 'S5'] })).values;
    const b = checkInput(input({ lineIds: ['S5', 'S4'], title: 'Weichenstörung Durlach (2)' })).values;
    expect(changedFields(a, b)).toEqual(['title']);
  });
});

describe('list SQL', () => {
  it('open first, viewable categories only, filters as parameters', () => {
    const q = listSql({
      filter: { states: ['open'], lineIds: ['S4'], q: "50%_'x", from: '2026-01-01T00:00:00Z' }, viewable: ['1', '2'],
      sortField: 'startAt', sortOrder: 'DESC', page: 1, perPage: 25,
    });
    expect(q.order).toBe("(s.state = 'closed') ASC, s.start_at DESC, s.id DESC");
    expect(q.where).toContain('s.category_id = ANY($1::bigint[])');
    expect(q.params).toEqual([['1', '2'], ['open'], ['S4'], '2026-01-01T00:00:00Z', null, '50:* & x:*']);
    expect(q.where).toContain("&& tstzrange($4::timestamptz, $5::timestamptz, '[)')");
    expect(q.where).not.toContain("'x");
  });

  it('a number as search text matches year and sequence', () => {
    const q = listSql({ filter: { q: '2026-0042' }, viewable: ['1'], sortField: 'number', sortOrder: 'ASC', page: 1, perPage: 25 });
    expect(q.params).toContain(2026);
    expect(q.params).toContain(42);
    expect(q.order).toBe("(s.state = 'closed') ASC, s.year ASC, s.seq ASC, s.id ASC");
  });
});

describe('list totals and search words', () => {
  it('counts from the per-category totals only when categories and states are all that is filtered', () => {
    expect(countFromTotals({ filter: { states: ['open'], categoryIds: ['3'] }, viewable: ['1', '3'] })).toEqual({
      sql: 'SELECT coalesce(sum(n), 0)::text AS n FROM situation_counts WHERE category_id = ANY($1::bigint[]) AND category_id = ANY($2::bigint[]) AND state = ANY($3::text[])',
      params: [['1', '3'], ['3'], ['open']],
    });
    expect(countFromTotals({ filter: { lineIds: ['S4'] }, viewable: ['1'] })).toBeNull();
    expect(countFromTotals({ filter: { q: ' ' }, viewable: ['1'] })).not.toBeNull();
  });

  it('search words become a prefix query of letters and digits only', () => {
    expect(titleQuery('Weichenst. Durlach')).toBe('weichenst:* & durlach:*');
    expect(titleQuery("x' | !y & (z)")).toBe('x:* & y:* & z:*');
    expect(titleQuery('Türstörung Brötzingen')).toBe('türstörung:* & brötzingen:*');
    expect(titleQuery(' -- ')).toBeNull();
  });
});

describe('messages', () => {
  it('de and it have the same keys; field errors name the list in the reader language', () => {
    expect(situationMessageKeys('it').sort()).toEqual(situationMessageKeys('de').sort());
    const e = invalidInput('it', { causeId: { key: 'sit.selection.invalid', args: { list: 'cause', day: '2026-07-01' } } });
    expect(e.extensions.code).toBe('BAD_USER_INPUT');
    expect((e.extensions.fieldErrors as Record<string, { message: string }>).causeId.message).toBe('La voce scelta dell’elenco «Causa» non esiste o non è valida il 2026-07-01.');
  });
});
