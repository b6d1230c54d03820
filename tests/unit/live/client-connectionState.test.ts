import { describe, expect, it } from 'vitest';
import {
  bannerOf,
  classifySinkError,
  INITIAL_CONNECTION_STATE,
  LOST_RETRY_BASE_MS,
  lostRetryDelayMs,
  nextConnectionState,
  retryPlan,
  secondsUntil,
  type ConnectionEvent,
  type ConnectionState,
} from '../../../src/providers/live/connectionState';

/** Runs events from a state; returns the final state and whether any step asked for a resync. */
function run(events: ConnectionEvent[], from: ConnectionState = INITIAL_CONNECTION_STATE) {
  let state = from;
  const resyncs: boolean[] = [];
  for (const e of events) {
    const t = nextConnectionState(state, e);
    state = t.state;
    resyncs.push(t.resync);
  }
  return { state, resyncs };
}

const connected = run([{ type: 'connecting' }, { type: 'connected' }]).state;

describe('live connection state machine', () => {
  it('idle → connecting → connected, without a resync the first time', () => {
    const { state, resyncs } = run([{ type: 'connecting' }, { type: 'connected' }]);
    expect(state).toMatchObject({ phase: 'connected', everConnected: true, retry: 0, nextAttemptAt: null });
    expect(resyncs).toEqual([false, false]);
    expect(run([{ type: 'connecting' }]).state.phase).toBe('connecting');
  });

  it('a dropped connection goes to reconnecting with retry n of 5 and its planned time', () => {
    let { state } = run([{ type: 'closed', code: 1006 }], connected);
    expect(state).toMatchObject({ phase: 'reconnecting', retry: 0, maxRetries: 5, lastCloseCode: 1006 });
    state = run([{ type: 'retryScheduled', retry: 1, at: 5_000 }], state).state;
    expect(state).toMatchObject({ phase: 'reconnecting', retry: 1, nextAttemptAt: 5_000 });
    // The attempt runs: no planned time; it fails: still reconnecting, same retry until the next is planned.
    state = run([{ type: 'connecting' }], state).state;
    expect(state).toMatchObject({ phase: 'reconnecting', retry: 1, nextAttemptAt: null });
    state = run([{ type: 'closed', code: 1006 }, { type: 'retryScheduled', retry: 2, at: 9_000 }], state).state;
    expect(state).toMatchObject({ phase: 'reconnecting', retry: 2, nextAttemptAt: 9_000 });
  });

  it('retries spent → lost with the next try planned; a later connection asks for a resync', () => {
    const down = run([{ type: 'closed', code: 1006 }, { type: 'retryScheduled', retry: 5, at: 1 }, { type: 'connecting' }, { type: 'closed', code: 1006 }], connected).state;
    let state = run([{ type: 'gaveUp', nextAttemptAt: 40_000 }], down).state;
    expect(state).toMatchObject({ phase: 'lost', nextAttemptAt: 40_000, retry: 5 });
    // Lost stays lost through its own tries and their failures.
    state = run([{ type: 'connecting' }, { type: 'closed', code: 1006 }, { type: 'retryScheduled', retry: 1, at: 2 }], state).state;
    expect(state).toMatchObject({ phase: 'lost', nextAttemptAt: null });
    const back = nextConnectionState(state, { type: 'connected' });
    expect(back.state).toMatchObject({ phase: 'connected', retry: 0, nextAttemptAt: null });
    expect(back.resync).toBe(true);
  });

  it('a reconnect after a break resyncs, also when the very first connection failed', () => {
    const again = run([{ type: 'closed', code: 1006 }, { type: 'connecting' }, { type: 'connected' }], connected);
    expect(again.resyncs.at(-1)).toBe(true);
    const firstFailed = run([{ type: 'connecting' }, { type: 'closed', code: 1006 }, { type: 'connecting' }, { type: 'connected' }]);
    expect(firstFailed.resyncs.at(-1)).toBe(true);
  });

  it('close 1000 is normal (idle, no banner); 4401 hands over to the login page (idle)', () => {
    const normal = run([{ type: 'closed', code: 1000 }], connected).state;
    expect(normal.phase).toBe('idle');
    expect(bannerOf(normal)).toBeNull();
    expect(run([{ type: 'closed', code: 4401 }], connected).state.phase).toBe('idle');
  });

  it('our own close after a token refresh (4205) is a quiet reconnect, not an outage', () => {
    const state = run([{ type: 'closed', code: 4205 }], connected).state;
    expect(state.phase).toBe('connecting');
    expect(bannerOf(state)).toBeNull();
    expect(retryPlan(state, 0)).toEqual({ delayMs: 0, retry: null });
  });

  it('4499 Terminated is retried like a dropped connection', () => {
    expect(run([{ type: 'closed', code: 4499 }], connected).state.phase).toBe('reconnecting');
  });

  it('stopped returns to the initial state', () => {
    const lost = run([{ type: 'closed', code: 1006 }, { type: 'gaveUp', nextAttemptAt: 1 }], connected).state;
    expect(run([{ type: 'stopped' }], lost).state).toEqual(INITIAL_CONNECTION_STATE);
  });
});

describe('retry waits', () => {
  const reconnecting = run([{ type: 'closed', code: 1006 }], connected).state;

  it('reconnecting: the spec policy, 5 retries of 2^n s + 0.3–3 s jitter, announced 1..5', () => {
    const waits = [0, 1, 2, 3, 4].map((n) => retryPlan(reconnecting, n, () => 0));
    expect(waits).toEqual([
      { delayMs: 1_300, retry: 1 },
      { delayMs: 2_300, retry: 2 },
      { delayMs: 4_300, retry: 3 },
      { delayMs: 8_300, retry: 4 },
      { delayMs: 16_300, retry: 5 },
    ]);
    expect(retryPlan(reconnecting, 4, () => 1).delayMs).toBe(16_000 + 3_000);
  });

  it('no wait of its own in the lost phase (the lost schedule has waited) nor past the 5 retries', () => {
    const lost = run([{ type: 'gaveUp', nextAttemptAt: 1 }], reconnecting).state;
    expect(retryPlan(lost, 5)).toEqual({ delayMs: 0, retry: null });
    expect(retryPlan(lost, 2)).toEqual({ delayMs: 0, retry: null });
    expect(retryPlan(reconnecting, 5)).toEqual({ delayMs: 0, retry: null });
  });

  it('the lost phase tries every 30 s plus 0.3–3 s jitter', () => {
    expect(LOST_RETRY_BASE_MS).toBe(30_000);
    expect(lostRetryDelayMs(() => 0)).toBe(30_300);
    expect(lostRetryDelayMs(() => 1)).toBe(33_000);
    for (let i = 0; i < 20; i += 1) {
      const d = lostRetryDelayMs();
      expect(d).toBeGreaterThanOrEqual(30_300);
      expect(d).toBeLessThanOrEqual(33_000);
    }
  });
});

describe('banner and helpers', () => {
  it('lost always shows; reconnecting only after a connection existed', () => {
    const lost = run([{ type: 'closed', code: 1006 }, { type: 'gaveUp', nextAttemptAt: 7_000 }], connected).state;
    expect(bannerOf(lost)).toEqual({ kind: 'lost', nextAttemptAt: 7_000 });
    const reconnecting = run([{ type: 'closed', code: 1006 }, { type: 'retryScheduled', retry: 3, at: 9 }], connected).state;
    expect(bannerOf(reconnecting)).toEqual({ kind: 'reconnecting', retry: 3, maxRetries: 5, nextAttemptAt: 9 });
    const firstTry = run([{ type: 'connecting' }, { type: 'closed', code: 1006 }, { type: 'retryScheduled', retry: 1, at: 9 }]).state;
    expect(firstTry.phase).toBe('reconnecting');
    expect(bannerOf(firstTry)).toBeNull();
    expect(bannerOf(connected)).toBeNull();
  });

  it('seconds until the next try, rounded up, never negative', () => {
    expect(secondsUntil(null, 0)).toBeNull();
    expect(secondsUntil(25_000, 0)).toBe(25);
    expect(secondsUntil(24_001, 0)).toBe(25);
    expect(secondsUntil(1_000, 5_000)).toBe(0);
  });

  it('classifies what a subscription sink was given', () => {
    expect(classifySinkError([{ message: 'Forbidden' }])).toBe('graphql');
    expect(classifySinkError({ code: 4401, reason: 'Unauthorized' })).toBe('unauthorized');
    expect(classifySinkError({ code: 1000, reason: 'Normal Closure' })).toBe('normal');
    expect(classifySinkError({ code: 1006, reason: '' })).toBe('connection');
    expect(classifySinkError({ type: 'error' })).toBe('connection');
    expect(classifySinkError(new Error('socket hang up'))).toBe('connection');
  });
});
