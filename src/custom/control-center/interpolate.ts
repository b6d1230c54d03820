/**
 * Smooth train movement between position updates (pure). Positions arrive about once a second;
 * each train slides from where it is drawn when a batch arrives to the batch's position over the
 * expected interval, so the picture runs one interval behind the engine and never jumps back.
 */
import type { RunPosition, RunStatus } from '../../shared/operations/types';

export interface TrainTrack {
  id: string;
  lineId: string;
  delayS: number;
  status: RunStatus;
  moving: boolean;
  fromLat: number;
  fromLon: number;
  fromBearing: number;
  toLat: number;
  toLon: number;
  toBearing: number;
  /** Time (ms, the caller's clock) the slide started, and its length. */
  t0: number;
  duration: number;
  /** The batch the train was last in. */
  seen: number;
}

export interface Sample {
  lat: number;
  lon: number;
  bearing: number;
}

/** Assumed interval before two batches have been seen (the engine ticks once a second). */
export const DEFAULT_INTERVAL_MS = 1000;
export const MIN_INTERVAL_MS = 250;
export const MAX_INTERVAL_MS = 3000;
/** A train further than this from where it is drawn (about 5 km) is put there, not slid there. */
export const JUMP_DEGREES = 0.05;

export interface TrackStore {
  tracks: Map<string, TrainTrack>;
  generation: number;
  lastBatchAt: number | null;
  /** Expected time to the next batch, smoothed. */
  interval: number;
}

export function createTrackStore(): TrackStore {
  return { tracks: new Map(), generation: 0, lastBatchAt: null, interval: DEFAULT_INTERVAL_MS };
}

const clamp = (v: number, lo: number, hi: number) => (v < lo ? lo : v > hi ? hi : v);

/** Share of the slide done at `now`, 0..1. */
export function progress(track: Pick<TrainTrack, 't0' | 'duration'>, now: number): number {
  if (track.duration <= 0) return 1;
  return clamp((now - track.t0) / track.duration, 0, 1);
}

/** Angle between a and b (degrees) at fraction f, the short way round (350° → 10° passes 0°). */
export function lerpAngle(a: number, b: number, f: number): number {
  const d = ((((b - a) % 360) + 540) % 360) - 180;
  return (((a + d * f) % 360) + 360) % 360;
}

/** Where the train is drawn at `now`; written into `out` (no allocation per train and frame). */
export function sampleTrack(track: TrainTrack, now: number, out: Sample): Sample {
  const f = progress(track, now);
  out.lat = track.fromLat + (track.toLat - track.fromLat) * f;
  out.lon = track.fromLon + (track.toLon - track.fromLon) * f;
  out.bearing = lerpAngle(track.fromBearing, track.toBearing, f);
  return out;
}

/** Still sliding at `now` (something to animate). */
export function isSliding(track: TrainTrack, now: number): boolean {
  if (progress(track, now) >= 1) return false;
  return track.fromLat !== track.toLat || track.fromLon !== track.toLon || track.fromBearing !== track.toBearing;
}

/** The next interval estimate from the time between two batches (smoothed, clamped). */
export function nextInterval(previous: number, observed: number): number {
  const o = clamp(observed, MIN_INTERVAL_MS, MAX_INTERVAL_MS);
  return clamp(previous * 0.6 + o * 0.4, MIN_INTERVAL_MS, MAX_INTERVAL_MS);
}

const scratch: Sample = { lat: 0, lon: 0, bearing: 0 };

/**
 * Takes a batch in: known trains slide from their drawn position to the new one, new trains
 * appear where they are, trains not in the batch (arrived, or filtered out) are dropped.
 */
export function applyBatch(store: TrackStore, positions: readonly RunPosition[], now: number): { added: number; removed: number } {
  if (store.lastBatchAt !== null) store.interval = nextInterval(store.interval, now - store.lastBatchAt);
  store.lastBatchAt = now;
  const gen = ++store.generation;
  let added = 0;
  for (const p of positions) {
    let track = store.tracks.get(p.id);
    if (!track) {
      track = {
        id: p.id, lineId: p.lineId, delayS: p.delayS, status: p.status, moving: p.moving,
        fromLat: p.lat, fromLon: p.lon, fromBearing: p.bearing, toLat: p.lat, toLon: p.lon, toBearing: p.bearing,
        t0: now, duration: 0, seen: gen,
      };
      store.tracks.set(p.id, track);
      added += 1;
      continue;
    }
    sampleTrack(track, now, scratch);
    const jump = Math.abs(scratch.lat - p.lat) > JUMP_DEGREES || Math.abs(scratch.lon - p.lon) > JUMP_DEGREES;
    track.fromLat = jump ? p.lat : scratch.lat;
    track.fromLon = jump ? p.lon : scratch.lon;
    track.fromBearing = jump ? p.bearing : scratch.bearing;
    track.toLat = p.lat;
    track.toLon = p.lon;
    track.toBearing = p.bearing;
    track.t0 = now;
    track.duration = store.interval;
    track.lineId = p.lineId;
    track.delayS = p.delayS;
    track.status = p.status;
    track.moving = p.moving;
    track.seen = gen;
  }
  let removed = 0;
  for (const [id, track] of store.tracks) {
    if (track.seen !== gen) {
      store.tracks.delete(id);
      removed += 1;
    }
  }
  return { added, removed };
}

/** The longest slide of the current batch, in Mercator world units (0..1 of the world's width). */
export function longestSlide(tracks: Iterable<TrainTrack>, project: { x(lon: number): number; y(lat: number): number }): number {
  let longest = 0;
  for (const t of tracks) {
    const d = Math.hypot(project.x(t.toLon) - project.x(t.fromLon), project.y(t.toLat) - project.y(t.fromLat));
    if (d > longest) longest = d;
  }
  return longest;
}

/**
 * Whether an animation frame should be painted: yes once the fastest train has moved `minStepPx`
 * on screen since the last paint, and once more when the slides end (so trains land exactly);
 * wait in between; idle when the slides have ended and were painted.
 */
export function frameDue(
  store: Pick<TrackStore, 'lastBatchAt' | 'interval'>,
  paintedAt: number,
  now: number,
  slidePx: number,
  minStepPx: number,
): 'paint' | 'wait' | 'idle' {
  const end = (store.lastBatchAt ?? -Infinity) + store.interval;
  if (paintedAt >= end) return 'idle';
  if (now >= end) return 'paint';
  return (slidePx * (now - paintedAt)) / store.interval >= minStepPx ? 'paint' : 'wait';
}
