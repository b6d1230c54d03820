import { describe, expect, it } from 'vitest';
import { createTrainFeed } from '../../../src/custom/control-center/trainFeed';
import type { PositionBatch, RunPosition } from '../../../src/shared/operations/types';

const pos = (id: string, lat = 49): RunPosition => ({ id, lineId: 'L1', lat, lon: 8.4, bearing: 0, delayS: 0, moving: true, status: 'inService' });
const batch = (...positions: RunPosition[]): PositionBatch => ({ operatingDay: '2026-03-02', publishedAt: 0, positions });

describe('train feed', () => {
  it('hands every batch to the listeners, the latest at once to a new one, and finds positions of the latest', () => {
    const feed = createTrainFeed();
    const seen: number[] = [];
    const stop = feed.subscribe((b) => seen.push(b.batch.positions.length));
    expect(feed.position('a')).toBeNull();
    feed.push(batch(pos('a'), pos('b')), 10);
    expect(feed.position('b')?.lat).toBe(49);
    feed.push(batch(pos('b', 49.5)), 20);
    expect(feed.position('a')).toBeNull();
    expect(feed.position('b')?.lat).toBe(49.5);
    expect(seen).toEqual([2, 1]);

    const late: number[] = [];
    feed.subscribe((b) => late.push(b.receivedAt));
    expect(late).toEqual([20]);
    stop();
    feed.push(batch(), 30);
    expect(seen).toEqual([2, 1]);
    expect(late).toEqual([20, 30]);
  });
});
