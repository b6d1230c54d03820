import { describe, expect, it } from 'vitest';
import { attributionHandlers, attributionParts } from '../../../src/custom/control-center/attribution';

describe('map credits', () => {
  it('splits at commas outside tags, drops empty and repeated parts', () => {
    expect(attributionParts('&copy; <a href="https://osm.org/c?a=1,b=2">OpenStreetMap</a>, <a href="x">OpenRailwayMap</a> (CC BY-SA 2.0)')).toEqual([
      '&copy; <a href="https://osm.org/c?a=1,b=2">OpenStreetMap</a>',
      '<a href="x">OpenRailwayMap</a> (CC BY-SA 2.0)',
    ]);
    expect(attributionParts('')).toEqual([]);
    expect(attributionParts('A, A,  , B')).toEqual(['A', 'B']);
  });

  it('a part two layers share is shown once and stays until both are off (Leaflet counts references)', () => {
    const counts = new Map<string, number>();
    const control = {
      addAttribution: (t: string) => counts.set(t, (counts.get(t) ?? 0) + 1),
      removeAttribution: (t: string) => counts.set(t, (counts.get(t) ?? 0) - 1),
    };
    const shown = () => [...counts].filter(([, n]) => n > 0).map(([t]) => t);
    const base = attributionHandlers(() => control, '© OSM');
    const signals = attributionHandlers(() => control, '© OSM, ORM');
    base.add();
    signals.add();
    expect(shown()).toEqual(['© OSM', 'ORM']);
    base.remove();
    expect(shown()).toEqual(['© OSM', 'ORM']);
    signals.remove();
    expect(shown()).toEqual([]);
  });
});
