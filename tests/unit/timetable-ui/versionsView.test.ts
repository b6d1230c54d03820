import { describe, expect, it } from 'vitest';
import type { TimetableVersionView } from '../../../src/shared/operations/types';
import {
  activationDescription,
  activationWarnings,
  activeVersion,
  importedText,
  mayManageTimetable,
  rollbackDescription,
  rollbackState,
  rollbackTargetText,
  sortVersions,
  statText,
  statusChip,
  validityNotes,
  validityText,
} from '../../../src/custom/timetable/versionsView';

const stats = { lines: 8, routes: 16, stops: 120, trips: 5000, stopTimes: 100_000, circulations: 40 };

function version(id: string, patch: Partial<TimetableVersionView> = {}): TimetableVersionView {
  return {
    timeZone: null,
    operatorTimeZone: 'Europe/Berlin',
    zoneDiffers: false,
    serviceSoon: true,
    id,
    name: `Version ${id}`,
    source: 'gtfs',
    status: 'imported',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    importedAt: `2026-03-0${id}T10:00:00.000Z`,
    importedBy: 'planner',
    activatedAt: null,
    stats,
    ...patch,
  };
}

describe('roles', () => {
  it('admins and planners manage timetables; dispatchers and viewers only read', () => {
    expect(mayManageTimetable(['planner'])).toBe(true);
    expect(mayManageTimetable(['viewer', 'admin'])).toBe(true);
    expect(mayManageTimetable(['dispatcher', 'viewer'])).toBe(false);
    expect(mayManageTimetable([])).toBe(false);
  });
});

describe('table content', () => {
  it('lists the newest import first', () => {
    const sorted = sortVersions([version('1'), version('3'), version('2')]);
    expect(sorted.map((v) => v.id)).toEqual(['3', '2', '1']);
  });
  it('compares ids as numbers: 12 versions, "10" before "9" (as text "9" would come first)', () => {
    const ids = Array.from({ length: 12 }, (_, i) => String(i + 1));
    const shuffled = [...ids].sort().map((id) => version(id));
    expect(sortVersions(shuffled).map((v) => v.id)).toEqual([...ids].reverse());
  });
  it('status chips in German and Italian', () => {
    expect(statusChip('active', 'de')).toEqual({ label: 'aktiv', color: 'success' });
    expect(statusChip('imported', 'de')).toEqual({ label: 'importiert', color: 'info' });
    expect(statusChip('retired', 'de')).toEqual({ label: 'abgelöst', color: 'default' });
    expect(statusChip('retired', 'it').label).toBe('sostituita');
  });
  it('validity as calendar days, the same day whatever the time zone', () => {
    expect(validityText(version('1'), 'de')).toBe('01.01.2026 – 31.12.2026');
    // Days in src/ui/format's day format (de 01.01.2026, it 01/01/2026).
    expect(validityText(version('1', { validTo: '2026-06-30' }), 'it')).toBe('01/01/2026 – 30/06/2026');
  });
  it('imported by and at', () => {
    expect(importedText(version('1'), 'de')).toMatch(/^01\.03\.2026, \d\d:\d\d von planner$/);
    expect(importedText(version('1'), 'it')).toMatch(/ da planner$/);
  });
  it('counts with thousands separators; a dash when missing', () => {
    expect(statText(stats, 'stopTimes', 'de')).toBe('100.000');
    expect(statText({}, 'trips', 'de')).toBe('–');
    expect(statText(null, 'lines', 'it')).toBe('–');
  });
});

describe('rollback', () => {
  const versions = [
    version('1', { source: 'demo', status: 'retired', activatedAt: '2026-03-01T10:00:00.000Z', importedAt: '2026-03-01T10:00:00.000Z' }),
    version('2', { status: 'active', activatedAt: '2026-03-03T10:00:00.000Z' }),
    version('3'),
  ];

  it('enabled with the target the server names (not guessed from the list)', () => {
    expect(activeVersion(versions)?.id).toBe('2');
    expect(rollbackState(versions, { targetId: '1', reason: null }, 'de')).toEqual({ enabled: true, target: versions[0], disabledReason: null });
    expect(rollbackState(versions, { targetId: '3', reason: null }, 'de').target?.id).toBe('3');
  });

  it('disabled with the reason, in German and Italian; disabled without a reason while loading', () => {
    expect(rollbackState(versions, { targetId: null, reason: 'noPrevious' }, 'de')).toEqual({
      enabled: false, target: null, disabledReason: 'Zurückrollen nicht möglich: Vor „Version 2“ war keine andere Fahrplanversion aktiv.',
    });
    expect(rollbackState([], { targetId: null, reason: 'nothingActive' }, 'it').disabledReason).toBe(
      "Impossibile tornare alla precedente: nessuna versione dell'orario è attiva.",
    );
    expect(rollbackState(versions, null, 'de')).toEqual({ enabled: false, target: null, disabledReason: null });
  });

  it('the confirmation names the target with its import time, and the version retired', () => {
    expect(rollbackTargetText(versions[0], 'de')).toMatch(/^Zurück zu Version „Version 1“ \(importiert am 01\.03\.2026, \d\d:\d\d\)\.$/);
    expect(rollbackTargetText(versions[0], 'it')).toMatch(/^Ritorno alla versione «Version 1» \(importata il 01\/03\/2026, \d\d:\d\d\)\.$/);
    expect(rollbackDescription(versions[0], versions[1], 'de')).toMatch(/^Zurück zu Version „Version 1“ .*\. Die aktive Version „Version 2“ wird abgelöst\.$/);
    // Target not in the list (should not happen): the general sentence, no wrong name.
    expect(rollbackDescription(null, versions[1], 'de')).toBe(
      'Die aktive Version „Version 2“ wird abgelöst und die Version wieder aktiviert, die vor ihr aktiv war.',
    );
  });
});

describe('activation warnings (issue 11: zone, no service soon)', () => {
  it('an ordinary version: no warning, the usual text', () => {
    expect(activationWarnings(version('1'), 'de')).toEqual([]);
    expect(activationDescription(version('1'), version('2', { name: 'Alt' }), '1', 'de')).toBe(
      'Der Live-Betriebstag wird auf diese Version umgestellt. Die bisher aktive Version „Alt“ wird abgelöst.');
    expect(validityNotes(version('1'), 'de')).toEqual([]);
  });

  it('names both zones and says when there is no trip today or in the next 7 days, de and it', () => {
    const v = version('1', { timeZone: 'America/New_York', zoneDiffers: true, serviceSoon: false, validFrom: '2020-01-01', validTo: '2020-12-31' });
    const de = activationDescription(v, null, '1', 'de').split('\n\n');
    expect(de).toHaveLength(3);
    expect(de[0]).toMatch(/in America\/New_York geplant, die Leitstelle arbeitet in Europe\/Berlin/);
    expect(de[1]).toBe('Achtung, keine Fahrten: Diese Version (gültig 01.01.2020 – 31.12.2020) hat heute und in den nächsten 7 Tagen keine einzige Fahrt. Der Live-Betriebstag bliebe leer.');
    expect(de[2]).toBe('Der Live-Betriebstag wird auf diese Version umgestellt.');
    const it = activationWarnings(v, 'it');
    expect(it[0]).toMatch(/pianificata in America\/New_York, la centrale opera in Europe\/Berlin/);
    expect(it[1]).toMatch(/valida 01\/01\/2020 – 31\/12\/2020\) non ha alcuna corsa oggi né nei prossimi 7 giorni/);
    expect(validityNotes(v, 'de')).toEqual(['keine Fahrten heute und in den nächsten 7 Tagen', 'Zeitzone America/New_York']);
    expect(validityNotes(v, 'it')).toEqual(['nessuna corsa oggi e nei prossimi 7 giorni', 'fuso orario America/New_York']);
  });
});
