import { describe, expect, it } from 'vitest';
import type { RunPosition } from '../../../src/shared/operations/types';
import {
  applyBatch, createTrackStore, DEFAULT_INTERVAL_MS, frameDue, isSliding, JUMP_DEGREES, lerpAngle, longestSlide, MAX_INTERVAL_MS, MIN_INTERVAL_MS,
  nextInterval, progress, sampleTrack, type Sample,
} from '../../../src/custom/control-center/interpolate';

const pos = (id: string, lat: number, lon: number, bearing = 90, extra: Partial<RunPosition> = {}): RunPosition => ({
  id, lineId: 'L1', lat, lon, bearing, delayS: 0, moving: true, status: 'inService', ...extra,
});
const at = (store: ReturnType<typeof createTrackStore>, id: string, now: number): Sample =>
  sampleTrack(store.tracks.get(id)!, now, { lat: 0, lon: 0, bearing: 0 });

describe('lerpAngle', () => {
  it('goes the short way round', () => {
    expect(lerpAngle(0, 90, 0.5)).toBeCloseTo(45);
    expect(lerpAngle(350, 10, 0.5)).toBeCloseTo(0);
    expect(lerpAngle(10, 350, 0.25)).toBeCloseTo(5);
    expect(lerpAngle(270, 90, 0)).toBeCloseTo(270);
    expect(lerpAngle(270, 90, 1)).toBeCloseTo(90);
    expect(lerpAngle(-30, 30, 0.5)).toBeCloseTo(0);
  });
});

describe('progress', () => {
  it('runs from 0 to 1 over the duration and stays there', () => {
    const t = { t0: 1000, duration: 1000 };
    expect(progress(t, 500)).toBe(0);
    expect(progress(t, 1000)).toBe(0);
    expect(progress(t, 1250)).toBe(0.25);
    expect(progress(t, 2000)).toBe(1);
    expect(progress(t, 9000)).toBe(1);
    expect(progress({ t0: 0, duration: 0 }, 0)).toBe(1);
  });
});

describe('applyBatch', () => {
  it('places a new train where it is, then slides it to the next position over the interval', () => {
    const store = createTrackStore();
    expect(applyBatch(store, [pos('a', 49, 8.4)], 0)).toEqual({ added: 1, removed: 0 });
    expect(at(store, 'a', 0)).toEqual({ lat: 49, lon: 8.4, bearing: 90 });
    expect(isSliding(store.tracks.get('a')!, 0)).toBe(false);

    applyBatch(store, [pos('a', 49, 8.41, 90)], 1000);
    expect(store.interval).toBeCloseTo(DEFAULT_INTERVAL_MS);
    const half = at(store, 'a', 1000 + store.interval / 2);
    expect(half.lat).toBeCloseTo(49);
    expect(half.lon).toBeCloseTo(8.405, 6);
    expect(isSliding(store.tracks.get('a')!, 1500)).toBe(true);
    expect(at(store, 'a', 2000 + 5000).lon).toBeCloseTo(8.41, 9);
    expect(isSliding(store.tracks.get('a')!, 7000)).toBe(false);
  });

  it('starts the next slide from where the train is drawn, so an early batch never makes it jump back', () => {
    const store = createTrackStore();
    applyBatch(store, [pos('a', 49, 8.4)], 0);
    applyBatch(store, [pos('a', 49, 8.41)], 1000);
    // The next batch comes after a quarter of the slide: the train is at 8.4025 then.
    applyBatch(store, [pos('a', 49, 8.42)], 1250);
    expect(at(store, 'a', 1250).lon).toBeCloseTo(8.4025, 6);
    const later = at(store, 'a', 1250 + store.interval);
    expect(later.lon).toBeCloseTo(8.42, 9);
  });

  it('moves a train that jumped far (a reset, a long gap) without sliding it across the map', () => {
    const store = createTrackStore();
    applyBatch(store, [pos('a', 49, 8.4)], 0);
    applyBatch(store, [pos('a', 49, 8.4 + JUMP_DEGREES * 2)], 1000);
    expect(at(store, 'a', 1000).lon).toBeCloseTo(8.4 + JUMP_DEGREES * 2, 9);
    expect(isSliding(store.tracks.get('a')!, 1000)).toBe(false);
  });

  it('drops trains that are not in the batch and keeps status and delay current', () => {
    const store = createTrackStore();
    applyBatch(store, [pos('a', 49, 8.4), pos('b', 49.1, 8.5)], 0);
    const r = applyBatch(store, [pos('b', 49.1, 8.5, 0, { delayS: 240, status: 'delayed', lineId: 'L2' })], 1000);
    expect(r).toEqual({ added: 0, removed: 1 });
    expect([...store.tracks.keys()]).toEqual(['b']);
    expect(store.tracks.get('b')).toMatchObject({ delayS: 240, status: 'delayed', lineId: 'L2' });
  });

  it('turns the arrow the short way while sliding', () => {
    const store = createTrackStore();
    applyBatch(store, [pos('a', 49, 8.4, 350)], 0);
    applyBatch(store, [pos('a', 49, 8.4, 10)], 1000);
    expect(at(store, 'a', 1000 + store.interval / 2).bearing).toBeCloseTo(0, 6);
  });
});

describe('nextInterval', () => {
  it('follows the observed time between batches, smoothed and clamped', () => {
    expect(nextInterval(1000, 1000)).toBe(1000);
    expect(nextInterval(1000, 2000)).toBeCloseTo(1400);
    expect(nextInterval(1000, 60_000)).toBeLessThanOrEqual(MAX_INTERVAL_MS);
    expect(nextInterval(MIN_INTERVAL_MS, 0)).toBe(MIN_INTERVAL_MS);
    let v = 1000;
    for (let i = 0; i < 30; i++) v = nextInterval(v, 500);
    expect(v).toBeCloseTo(500, 0);
  });
});

describe('frames while trains slide', () => {
  it('paints once the fastest train moved far enough, once more when the slides end, then idles', () => {
    const store = { lastBatchAt: 1000, interval: 1000 };
    // The longest slide covers 2 px over the interval: 0.2 px after 100 ms.
    expect(frameDue(store, 1000, 1050, 2, 0.2)).toBe('wait');
    expect(frameDue(store, 1000, 1100, 2, 0.2)).toBe('paint');
    expect(frameDue(store, 1100, 1150, 2, 0.2)).toBe('wait');
    // Fast on screen (zoomed in): every frame.
    expect(frameDue(store, 1000, 1016, 40, 0.2)).toBe('paint');
    // The end of the slide is always painted, and nothing after it.
    expect(frameDue(store, 1900, 2001, 0.01, 0.2)).toBe('paint');
    expect(frameDue(store, 2001, 2100, 2, 0.2)).toBe('idle');
    expect(frameDue({ lastBatchAt: null, interval: 1000 }, -Infinity, 5, 2, 0.2)).toBe('idle');
  });

  it('the longest slide of a batch, in projected units', () => {
    const store = createTrackStore();
    applyBatch(store, [pos('a', 49, 8.4), pos('b', 49, 8.5)], 0);
    applyBatch(store, [pos('a', 49, 8.401), pos('b', 49, 8.503)], 1000);
    const identity = { x: (lon: number) => lon, y: (lat: number) => lat };
    expect(longestSlide(store.tracks.values(), identity)).toBeCloseTo(0.003, 9);
  });
});
