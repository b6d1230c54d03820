import { describe, expect, it } from 'vitest';
import configs from '../../../src/resources/connection-configs/resource';
import walkTimes from '../../../src/resources/connection-walk-times/resource';
import { validateRecord } from '../../../src/shared/resource/validate';
import { declarationProblems } from '../../../server/resources/check';
import { validateUpdate } from '../../../server/resources/validation';
import { loadDeclarations } from '../../../server/resources/load';

/** A valid line-to-line connection at a station. */
const base = {
  name: 'Karlsruhe Hbf: RB 47 → S7',
  stationId: '1',
  feederKind: 'lineDirection', feederLineId: '10', feederDirection: '1',
  departingKind: 'line', departingLineId: '11',
  maxAutoHoldMin: 3, maxManualHoldMin: 10, priority: 2,
};

const errorsOf = (data: Record<string, unknown>) => validateRecord(configs, data, 'create').errors;

describe('ConnectionConfig validation (browser and server)', () => {
  it('accepts a complete line connection and fills nothing it was not given', () => {
    expect(errorsOf(base)).toEqual({});
  });

  it('a trip side needs its trip id, in German and Italian', () => {
    const errors = errorsOf({ ...base, departingKind: 'trip', departingLineId: null });
    expect(Object.keys(errors)).toEqual(['departingTripId']);
    expect(errors.departingTripId).toEqual({
      message: 'validation.custom',
      args: { de: 'Abbringer „Einzelne Fahrt“ braucht eine Fahrt (trip_id)', it: 'In partenza «Singola corsa» richiede una corsa (trip_id)' },
    });
    expect(errorsOf({ ...base, departingKind: 'trip', departingLineId: null, departingTripId: 'T-84013' })).toEqual({});
  });

  it('a line+direction side needs line and direction; a line side its line', () => {
    const errors = errorsOf({ ...base, feederLineId: '', feederDirection: null });
    expect(Object.keys(errors).sort()).toEqual(['feederDirection', 'feederLineId']);
    expect(errors.feederLineId.args).toMatchObject({ de: 'Zubringer: Linie angeben' });
    expect(errorsOf({ ...base, departingLineId: null }).departingLineId.args).toMatchObject({ it: 'In partenza: indicare la linea' });
    // A direction outside 0/1 is refused by the enum.
    expect(errorsOf({ ...base, feederDirection: '2' }).feederDirection.message).toBe('validation.enum.oneOf');
  });

  it('needs a station or both stop ids', () => {
    expect(errorsOf({ ...base, stationId: null }).stationId.args).toMatchObject({ de: 'Bahnhof angeben oder beide Halte-IDs (Zubringer und Abbringer)' });
    expect(errorsOf({ ...base, stationId: null, feederStopId: 'de:08212:90:1' }).stationId).toBeDefined();
    expect(errorsOf({ ...base, stationId: null, feederStopId: 'de:08212:90:1', departingStopId: 'de:08212:90:3' })).toEqual({});
  });

  it('maximum automatic hold at most the manual one; priority 1–5; validTo not before validFrom', () => {
    const e = errorsOf({ ...base, maxAutoHoldMin: 6, maxManualHoldMin: 5 });
    expect(e.maxAutoHoldMin.args).toEqual({ de: 'Darf nicht größer sein als die maximale manuelle Wartezeit', it: 'Non può superare l’attesa manuale massima' });
    expect(errorsOf({ ...base, maxAutoHoldMin: 5, maxManualHoldMin: 5 })).toEqual({});
    expect(errorsOf({ ...base, priority: 0 }).priority).toEqual({ message: 'validation.number.min', args: { min: 1 } });
    expect(errorsOf({ ...base, priority: 6 }).priority).toEqual({ message: 'validation.number.max', args: { max: 5 } });
    expect(errorsOf({ ...base, validFrom: '2026-12-13', validTo: '2026-12-12' }).validTo.message).toBe('validation.date.min');
    expect(errorsOf({ ...base, days: ['mo', 'xx'] }).days.message).toBe('validation.enum.oneOf');
  });

  it('source and timetable version are read-only: the API cannot set them', () => {
    const { values } = validateRecord(configs, { ...base, source: 'gtfs', timetableVersionId: '7' }, 'create');
    expect(values).not.toHaveProperty('source');
    expect(values).not.toHaveProperty('timetableVersionId');
  });

  it('an update sees the stored record: changing the side kind to trip without a trip id is refused', () => {
    const stored = { ...base, id: '5', departingTripId: null };
    const r = validateUpdate(configs, stored, { departingKind: 'trip' });
    expect(Object.keys(r.errors)).toEqual(['departingTripId']);
    expect(validateUpdate(configs, stored, { name: 'Neu' }).errors).toEqual({});
    // Lowering the manual maximum below the stored automatic one reports the automatic field.
    expect(Object.keys(validateUpdate(configs, stored, { maxManualHoldMin: 2 }).errors)).toEqual(['maxAutoHoldMin']);
  });

  it('a partial client-side update check skips rules whose fields it was not given', () => {
    expect(validateRecord(configs, { departingKind: 'trip' }, 'update').errors).toEqual({});
  });
});

describe('ConnectionWalkTime validation', () => {
  it('platforms come in pairs; walk time required, 0–3600 s', () => {
    const ok = { stationId: '1', walkTimeS: 180 };
    expect(validateRecord(walkTimes, ok, 'create').errors).toEqual({});
    expect(validateRecord(walkTimes, { ...ok, fromPlatform: '1', toPlatform: '3' }, 'create').errors).toEqual({});
    expect(validateRecord(walkTimes, { ...ok, fromPlatform: '1' }, 'create').errors.toPlatform.args).toEqual({ de: 'Mit „Von Gleis“ auch „Nach Gleis“ angeben', it: 'Con «Dal binario» indicare anche «Al binario»' });
    expect(Object.keys(validateRecord(walkTimes, { ...ok, toPlatform: '3' }, 'create').errors)).toEqual(['fromPlatform']);
    expect(validateRecord(walkTimes, { stationId: '1' }, 'create').errors.walkTimeS).toEqual({ message: 'validation.required' });
    expect(validateRecord(walkTimes, { ...ok, walkTimeS: 3601 }, 'create').errors.walkTimeS).toEqual({ message: 'validation.number.max', args: { max: 3600 } });
  });
});

describe('declaration checks of record rules', () => {
  it('the declared resources pass, and a rule naming an unknown field or kind is a start-up problem', async () => {
    const decls = await loadDeclarations();
    expect(declarationProblems(decls)).toEqual([]);
    const broken = { ...configs, rules: [{ kind: 'atMost' as const, field: 'maxAutoHoldMin', other: 'nope', message: { de: 'x', it: 'x' } }] };
    expect(declarationProblems(decls.map((d) => (d.name === configs.name ? broken : d)))).toEqual([
      'resource "ConnectionConfig": rules (atMost) names unknown field "nope"',
    ]);
    const unknownKind = { ...configs, rules: [{ kind: 'sometimes', field: 'name', message: { de: 'x', it: 'x' } }] } as unknown as typeof configs;
    expect(declarationProblems(decls.map((d) => (d.name === configs.name ? unknownKind : d)))).toEqual([
      'resource "ConnectionConfig": rules: unknown kind "sometimes"',
    ]);
  });
});
