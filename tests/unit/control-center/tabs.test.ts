/** Sidebar tab definitions (src/shared/operations/tabs.ts) and the multiple selection. */
import { describe, expect, it } from 'vitest';
import { attentionReasons, countTabs, inTab, PREVIEW_WINDOW_S, RUN_TABS, STALE_POSITION_MS, type TabRow } from '../../../src/shared/operations/tabs';
import { DELAY_THRESHOLD_S, EARLY_THRESHOLD_S } from '../../../src/shared/operations/types';
import { allState, prune, toggle, toggleAll } from '../../../src/custom/control-center/sidebar/selection';
import { effectiveLineIds, lineValues, NO_LINE } from '../../../src/custom/control-center/filters';
import { contactProblems } from '../../../src/shared/operations/contacts';
import { viewStateProblem } from '../../../src/shared/operations/mapViews';

const NOW_MS = Date.parse('2026-03-02T10:00:00Z');
const clock = { nowMs: NOW_MS, nowS: 10 * 3600 };
const row = (o: Partial<TabRow> = {}): TabRow => ({
  delayS: 0, status: 'inService', phase: 'running', lat: 49, updatedAt: new Date(NOW_MS - 5000).toISOString(), measure: null, plannedDeparture: 9 * 3600, ...o,
});

describe('tabs', () => {
  it('puts a run on the control tab for each reason, and only then', () => {
    expect(attentionReasons(row(), clock)).toEqual([]);
    expect(attentionReasons(row({ delayS: DELAY_THRESHOLD_S }), clock)).toEqual(['delay']);
    expect(attentionReasons(row({ delayS: DELAY_THRESHOLD_S - 1 }), clock)).toEqual([]);
    expect(attentionReasons(row({ lat: null }), clock)).toEqual(['noPosition']);
    expect(attentionReasons(row({ updatedAt: new Date(NOW_MS - STALE_POSITION_MS - 1).toISOString() }), clock)).toEqual(['noPosition']);
    expect(attentionReasons(row({ updatedAt: new Date(NOW_MS - STALE_POSITION_MS).toISOString() }), clock)).toEqual([]);
    // Not running: no position is expected.
    expect(attentionReasons(row({ phase: 'planned', lat: null }), clock)).toEqual([]);
    const measure = { id: '1', type: 'delay' as const, rerouteKind: null, reasonId: 'r', reasonName: 'x', comment: '', createdBy: 'a', createdAt: '' };
    expect(attentionReasons(row({ measure }), clock)).toEqual(['measure']);
    for (const status of ['cancelled', 'diverted', 'outOfService'] as const) expect(attentionReasons(row({ status }), clock)).toEqual(['status']);
    expect(inTab(row({ status: 'delayed', delayS: 400 }), 'control', clock)).toBe(true);
  });

  it('active, delayed, early and preview follow their thresholds', () => {
    expect(inTab(row(), 'active', clock)).toBe(true);
    expect(inTab(row({ phase: 'finished' }), 'active', clock)).toBe(false);
    expect(inTab(row({ delayS: EARLY_THRESHOLD_S }), 'early', clock)).toBe(true);
    expect(inTab(row({ delayS: EARLY_THRESHOLD_S + 1 }), 'early', clock)).toBe(false);
    const planned = (dep: number, o: Partial<TabRow> = {}) => row({ phase: 'planned', plannedDeparture: dep, ...o });
    expect(inTab(planned(clock.nowS + PREVIEW_WINDOW_S), 'preview', clock)).toBe(true);
    expect(inTab(planned(clock.nowS + PREVIEW_WINDOW_S + 1), 'preview', clock)).toBe(false);
    // A late start counts from its forecast; a cancelled one never.
    expect(inTab(planned(clock.nowS + PREVIEW_WINDOW_S - 60, { delayS: 120 }), 'preview', clock)).toBe(false);
    expect(inTab(planned(clock.nowS + 60, { status: 'cancelled' }), 'preview', clock)).toBe(false);
    expect(inTab(row({ plannedDeparture: clock.nowS + 60 }), 'preview', clock)).toBe(false);
  });

  it('counts each tab as its predicate does', () => {
    const rows = [row(), row({ delayS: 600 }), row({ phase: 'planned', plannedDeparture: clock.nowS + 600 }), row({ delayS: -120, phase: 'finished' })];
    const counts = countTabs(rows, clock);
    for (const tab of RUN_TABS) expect(counts[tab]).toBe(rows.filter((r) => inTab(r, tab, clock)).length);
    expect(counts).toEqual({ control: 1, all: 4, active: 2, delayed: 1, early: 1, preview: 1 });
  });
});

describe('selection', () => {
  it('toggles one, all and prunes what left the list', () => {
    expect(toggle([], 'a')).toEqual(['a']);
    expect(toggle(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleAll(['x'], ['a', 'b'])).toEqual(['x', 'a', 'b']);
    expect(toggleAll(['x', 'a', 'b'], ['a', 'b'])).toEqual(['x']);
    expect(toggleAll([], [])).toEqual([]);
    expect(allState(['a'], ['a', 'b'])).toBe('some');
    expect(allState(['a', 'b'], ['a', 'b'])).toBe('all');
    expect(allState(['c'], ['a', 'b'])).toBe('none');
    const sel = ['a', 'b'];
    expect(prune(sel, ['a', 'b', 'c'])).toBe(sel);
    expect(prune(sel, ['b'])).toEqual(['b']);
  });
});

describe('network and product filters', () => {
  const lines = [
    { id: 'L1', network: 'KVV', product: 'sBahn' },
    { id: 'L2', network: 'KVV', product: 'tram' },
    { id: 'L3', network: 'SAD', product: 'sBahn' },
  ];
  it('narrow the line filter and show nothing when nothing is left', () => {
    expect(effectiveLineIds({ lineIds: [], warningOnly: false }, lines)).toEqual([]);
    expect(effectiveLineIds({ lineIds: ['L2'], warningOnly: false }, lines)).toEqual(['L2']);
    expect(effectiveLineIds({ lineIds: [], warningOnly: false, networks: ['KVV'] }, lines)).toEqual(['L1', 'L2']);
    expect(effectiveLineIds({ lineIds: [], warningOnly: false, networks: ['KVV'], products: ['sBahn'] }, lines)).toEqual(['L1']);
    expect(effectiveLineIds({ lineIds: ['L3'], warningOnly: false, networks: ['KVV'] }, lines)).toEqual([NO_LINE]);
    expect(lineValues(lines, 'network')).toEqual(['KVV', 'SAD']);
  });
});

describe('contact and view validation', () => {
  it('names every problem of a follow-up contact', () => {
    expect(contactProblems({ name: 'A', role: 'driver', phone: '+49 (721) 555-1', note: '' })).toEqual([]);
    expect(contactProblems({ name: ' ', role: 'pilot', phone: 'abc', note: 'x'.repeat(1001) })).toEqual(['nameRequired', 'badRole', 'badPhone', 'noteTooLong']);
    expect(contactProblems({ name: 'A', role: 'other', phone: '', note: '' })).toEqual([]);
  });
  it('accepts a well-formed view state only', () => {
    const ok = { filters: { lineIds: [], networks: [], products: [], warningOnly: false }, center: { lat: 49, lon: 8 }, zoom: 10 };
    expect(viewStateProblem(ok)).toBeNull();
    expect(viewStateProblem({ ...ok, center: null, zoom: null })).toBeNull();
    expect(viewStateProblem({ ...ok, zoom: 40 })).toBe('zoom');
    expect(viewStateProblem({ ...ok, center: { lat: 99, lon: 8 } })).toBe('center');
    expect(viewStateProblem({ ...ok, filters: { ...ok.filters, lineIds: [1] } })).toBe('filters.lineIds');
    expect(viewStateProblem(null)).toBe('state');
  });
});
