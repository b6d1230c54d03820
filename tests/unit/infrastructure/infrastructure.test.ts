import { describe, expect, it } from 'vitest';
import { isCrossingStation, normalizeLineNumber, parseLineNumbers, sectionKey, trackServesLine, type Infrastructure, type StationTrackInfo } from '../../../server/operations/conflicts/infrastructure';
import { declarationProblems } from '../../../server/resources/check';
import { uniqueTogetherIndex } from '../../../server/resources/ddl';
import { demoSections } from '../../../server/seeds/track-sections';
import { DEMO_LINES, TRAM_STOPS } from '../../../server/operations/demo-network/network';
import { validateRecord } from '../../../src/shared/resource/validate';
import sections from '../../../src/resources/track-sections/resource';
import tracks from '../../../src/resources/station-tracks/resource';
import stations from '../../../src/resources/stations/resource';

describe('sectionKey', () => {
  it('is the same in both directions, smaller id (string order) first', () => {
    expect(sectionKey('12', '7')).toBe('12|7');
    expect(sectionKey('7', '12')).toBe('12|7');
    expect(sectionKey('a', 'b')).toBe(sectionKey('b', 'a'));
  });
});

describe('line numbers of a station track', () => {
  it('are split at commas and normalised', () => {
    expect(parseLineNumbers('S4, RB 47 ,s5')).toEqual(['S4', 'RB47', 'S5']);
    expect(parseLineNumbers('')).toEqual([]);
    expect(parseLineNumbers(null)).toEqual([]);
    expect(normalizeLineNumber(' rb  47')).toBe('RB47');
  });

  it('a track serves the lines it names, or any line when it names none', () => {
    const t = (lineNumbers: string[]): StationTrackInfo => ({ track: '1', lineIds: [], lineNumbers, direction: 'both', minTurnaroundS: null });
    expect(trackServesLine(t(['S4', 'RB47']), 'RB 47')).toBe(true);
    expect(trackServesLine(t(['S4']), 'S5')).toBe(false);
    expect(trackServesLine(t([]), 'S5')).toBe(true);
  });
});

describe('crossing stations', () => {
  const track = (n: string): StationTrackInfo => ({ track: n, lineIds: [], lineNumbers: [], direction: 'both', minTurnaroundS: null });
  const infra: Infrastructure = { sections: new Map(), stationTracks: new Map([['1', [track('1')]], ['2', [track('1'), track('2')]]]), defaultMinTurnaroundS: 180 };
  it('are stations with two or more tracks, or with none declared', () => {
    expect(isCrossingStation(infra, '1')).toBe(false);
    expect(isCrossingStation(infra, '2')).toBe(true);
    expect(isCrossingStation(infra, '3')).toBe(true);
  });
});

describe('demo sections', () => {
  const all = demoSections();
  it('cover every pair of consecutive stations of every demo line exactly once', () => {
    const keys = all.map((s) => [s.from, s.to].sort().join('-'));
    expect(new Set(keys).size).toBe(keys.length);
    for (const line of DEMO_LINES) {
      for (let i = 0; i + 1 < line.stations.length; i++) {
        const pair = [line.stations[i], line.stations[i + 1]];
        // A tram stop has no station record to refer to: no section (the engine's default applies).
        if (pair.some((c) => c in TRAM_STOPS)) expect(keys).not.toContain(pair.sort().join('-'));
        else expect(keys, `${line.lineNumber} ${line.stations[i]}`).toContain(pair.sort().join('-'));
      }
    }
  });

  it('are single track (180 s) on the Hohenlohe part only; Murgtal and Kraichgau double track for want of their crossing stations', () => {
    const single = all.filter((s) => s.tracks === 1);
    expect(single.map((s) => [s.from, s.to].sort().join('-'))).toEqual(expect.arrayContaining(['TAF-TESU', 'TOE-TOEW']));
    expect(single.every((s) => s.minHeadwayS === 180 && s.lines.every((l) => l === 'S4'))).toBe(true);
    // One section of about an hour each (their crossing stations are not in the station data): declared double track, said so.
    for (const pair of ['RRA-TFS', 'RBT-TH']) {
      const s = all.find((x) => [x.from, x.to].sort().join('-') === pair)!;
      expect(s, pair).toMatchObject({ tracks: 2, minHeadwayS: 120 });
      expect(s.remarks, pair).toMatch(/eingleisig.*Kreuzungsbahnhöfen/);
    }
    // Double track: 120 s everywhere (Karlsruhe Hbf – Durlach is the main line only: the S4 runs via Marktplatz).
    expect(all.filter((s) => s.tracks === 2 && s.minHeadwayS !== 120)).toEqual([]);
    expect(all.find((s) => s.from === 'RK' && s.to === 'RKDU')?.lines).toEqual(['S31', 'RB 47']);
  });
});

describe('record rules of the declarations', () => {
  const defaults = { tracks: 2, minHeadwayS: 120 };
  it('refuses a section from a station to itself, in both languages', () => {
    const r = validateRecord(sections, { ...defaults, fromStationId: '5', toStationId: '5' }, 'create');
    expect(r.errors).toEqual({
      toStationId: { message: 'validation.custom', args: { de: 'Muss ein anderer Bahnhof als „Von Bahnhof“ sein', it: 'Deve essere una stazione diversa da «Da stazione»' } },
    });
    expect(validateRecord(sections, { ...defaults, fromStationId: '5', toStationId: '6' }, 'create').errors).toEqual({});
    // Number and string ids from forms compare as the same record.
    expect(Object.keys(validateRecord(sections, { ...defaults, fromStationId: 5, toStationId: '5' }, 'create').errors)).toEqual(['toStationId']);
  });

  it('checks the format of track numbers and line lists', () => {
    const ok = validateRecord(tracks, { stationId: '1', track: '2a', lineNumbers: 'S4, RB 47', direction: 'both' }, 'create');
    expect(ok.errors).toEqual({});
    const bad = validateRecord(tracks, { stationId: '1', track: 'eins', lineNumbers: 'S4;S5', direction: 'both' }, 'create');
    expect(Object.keys(bad.errors).sort()).toEqual(['lineNumbers', 'track']);
  });

  it('declaration checks name unknown uniqueTogether fields and a notEqual to a non-reference', () => {
    const broken = {
      ...sections,
      uniqueTogether: [{ fields: ['fromStationId', 'nowhere'], anyOrder: true, message: { de: 'x', it: 'x' } }],
      fields: sections.fields.map((f) => (f.name === 'toStationId' && f.type === 'reference' ? { ...f, notEqual: { field: 'tracks', message: { de: 'x', it: 'x' } } } : f)),
    };
    expect(declarationProblems([stations, broken])).toEqual([
      'resource "TrackSection": uniqueTogether names unknown field "nowhere"',
      'resource "TrackSection": field "toStationId" notEqual must name another reference field (got "tracks")',
    ]);
    expect(declarationProblems([stations, sections, tracks])).toEqual([]);
  });

  it('indexes an any-order pair as (least, greatest)', () => {
    expect(uniqueTogetherIndex(sections, sections.uniqueTogether![0])).toBe(
      'CREATE UNIQUE INDEX IF NOT EXISTS "track_sections_from_station_id_to_station_id_key" ON "track_sections" ((least("from_station_id", "to_station_id")), (greatest("from_station_id", "to_station_id")))',
    );
    expect(uniqueTogetherIndex(tracks, tracks.uniqueTogether![0])).toBe('CREATE UNIQUE INDEX IF NOT EXISTS "station_tracks_station_id_track_key" ON "station_tracks" ("station_id", "track")');
  });
});
