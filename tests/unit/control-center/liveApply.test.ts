/** The control centre's live merge rules: the sidebar's tab and the popup's run. */
import { describe, expect, it } from 'vitest';
import { REFETCH } from '../../../src/providers/query';
import type { RunDetail } from '../../../src/custom/circulation/api';
import { applyRunChange } from '../../../src/custom/control-center/popup/runLive';
import type { TabData } from '../../../src/custom/control-center/sidebar/api';
import { sidebarTexts } from '../../../src/custom/control-center/sidebar/messages';
import { applyTabChange } from '../../../src/custom/control-center/sidebar/tabLive';

const change = (o: { reset?: boolean; runs?: unknown[] }) => ({ operatingDay: '2026-11-25', publishedAt: 1, reset: o.reset ?? false, runs: (o.runs ?? []) as RunDetail[] });

describe('sidebar tab: applyTabChange', () => {
  const cached = { tab: 'active', rows: [], total: 0 } as unknown as TabData;
  it('loads the tab again when runs of its lines changed or the day was reset', () => {
    expect(applyTabChange(cached, { runsChanged: change({ runs: [{ id: 'd:T1' }] }) })).toBe(REFETCH);
    expect(applyTabChange(cached, { runsChanged: change({ reset: true }) })).toBe(REFETCH);
    expect(applyTabChange(undefined, { runsChanged: change({ runs: [{ id: 'd:T1' }] }) })).toBe(REFETCH);
  });
  it('leaves the tab alone for an empty event or none', () => {
    expect(applyTabChange(cached, { runsChanged: change({}) })).toBeUndefined();
    expect(applyTabChange(cached, { runsChanged: null })).toBeUndefined();
  });
});

describe('popup run: applyRunChange', () => {
  const apply = applyRunChange('d:T1');
  const old = { id: 'd:T1', delayS: 0, stops: [] } as unknown as RunDetail;
  it('takes the run from an event that carries it with its stops', () => {
    const next = { id: 'd:T1', delayS: 240, stops: [{ stopId: 's1' }] };
    expect(apply(old, { runsChanged: change({ runs: [{ id: 'd:T2', stops: [] }, next] }) })).toBe(next);
  });
  it('loads again after a reset, or when the run is named without its stops', () => {
    expect(apply(old, { runsChanged: change({ reset: true }) })).toBe(REFETCH);
    expect(apply(old, { runsChanged: change({ runs: [{ id: 'd:T1' }] }) })).toBe(REFETCH);
  });
  it('ignores events about other runs', () => {
    expect(apply(old, { runsChanged: change({ runs: [{ id: 'd:T2', stops: [] }] }) })).toBeUndefined();
    expect(apply(old, { runsChanged: null })).toBeUndefined();
  });
});

describe('sidebar texts', () => {
  it('name one train in the singular and several in the plural', () => {
    expect(sidebarTexts.text('de', 'bulkDelayTitle', { count: 1 })).toBe('Verspätung für 1 Zug');
    expect(sidebarTexts.text('de', 'bulkDelayTitle', { count: 3 })).toBe('Verspätung für 3 Züge');
    expect(sidebarTexts.text('it', 'bulkCancelTitle', { count: 1 })).toBe('Soppressione per 1 treno');
    expect(sidebarTexts.text('it', 'selected', { count: 1 })).toBe('1 selezionato');
    expect(sidebarTexts.text('it', 'selected', { count: 4 })).toBe('4 selezionati');
    expect(sidebarTexts.label('it', 'tab', 'delayed')).toBe('In ritardo');
  });
});
