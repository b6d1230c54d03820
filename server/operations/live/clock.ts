/**
 * The engine's clock: real time by default, with a speed factor, pause and a settable time, so the
 * demo control can fast-forward or freeze the simulation and tests can pin an instant.
 */
export interface Clock {
  /** Simulated epoch ms. */
  now(): number;
  readonly speed: number;
  readonly paused: boolean;
  setSpeed(factor: number): void;
  pause(): void;
  resume(): void;
  /** Jumps to an instant (keeps speed and pause). */
  set(epochMs: number): void;
}

/**
 * simulated = anchorSim + (real - anchorReal) * speed; every change re-anchors, so changing the
 * speed or pausing never makes the simulated time jump.
 */
export function createClock(realNow: () => number = Date.now, start?: number): Clock {
  let anchorReal = realNow();
  let anchorSim = start ?? anchorReal;
  let speed = 1;
  let paused = false;
  const now = () => (paused ? anchorSim : anchorSim + (realNow() - anchorReal) * speed);
  const reanchor = () => {
    anchorSim = now();
    anchorReal = realNow();
  };
  return {
    now,
    get speed() {
      return speed;
    },
    get paused() {
      return paused;
    },
    setSpeed(factor) {
      if (!Number.isFinite(factor) || factor <= 0 || factor > 3600) throw new Error(`clock speed must be in (0, 3600] (got ${factor})`);
      reanchor();
      speed = factor;
    },
    pause() {
      reanchor();
      paused = true;
    },
    resume() {
      reanchor();
      paused = false;
    },
    set(epochMs) {
      anchorSim = epochMs;
      anchorReal = realNow();
    },
  };
}

/** A paused clock at a fixed instant: tests move it with set(). */
export function createFixedClock(epochMs: number): Clock {
  const c = createClock(Date.now, epochMs);
  c.pause();
  return c;
}
