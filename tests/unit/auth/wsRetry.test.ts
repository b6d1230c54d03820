import { describe, expect, it } from 'vitest';
import { retryDelayMs, shouldRetry, WS_ACK_TIMEOUT_MS, WS_KEEP_ALIVE_MS, WS_RETRY_ATTEMPTS } from '../../../src/providers/data/wsRetry';

describe('WebSocket retry policy (spec point 9)', () => {
  it('5 attempts, keep-alive and acknowledgement timeout off', () => {
    expect(WS_RETRY_ATTEMPTS).toBe(5);
    expect(WS_KEEP_ALIVE_MS).toBe(0);
    expect(WS_ACK_TIMEOUT_MS).toBe(0);
  });
  it('waits 2^n seconds plus 0.3 to 3 seconds of jitter', () => {
    expect(retryDelayMs(0, () => 0)).toBe(1300);
    expect(retryDelayMs(0, () => 1)).toBe(4000);
    expect(retryDelayMs(3, () => 0.5)).toBe(8000 + 300 + 1350);
    for (let n = 0; n < 5; n += 1) {
      const d = retryDelayMs(n);
      expect(d).toBeGreaterThanOrEqual(2 ** n * 1000 + 300);
      expect(d).toBeLessThanOrEqual(2 ** n * 1000 + 3000);
    }
  });
  it('retries every failure except a refused token (4401)', () => {
    expect(shouldRetry({ code: 1006 })).toBe(true);
    expect(shouldRetry({ code: 4499 })).toBe(true);
    expect(shouldRetry({ code: 4401 })).toBe(false);
    // A refused connection arrives as the socket's error Event (no code), before the close event.
    expect(shouldRetry({ type: 'error' })).toBe(true);
    expect(shouldRetry(new Error('boom'))).toBe(true);
  });
});
