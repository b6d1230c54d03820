import { describe, expect, it } from 'vitest';
import { readGtfsFeed } from '../../../server/operations/gtfs';
import { feedToTimetable } from '../../../server/operations/timetable/feedToTimetable';
import { packTimetable, unpackTimetable } from '../../../server/operations/timetable/transfer';
import { generateGtfsFeed } from '../../support/gtfsFeed';

async function timetable() {
  const read = await readGtfsFeed(generateGtfsFeed({ stopTimes: 500 }));
  if (!read.ok) throw new Error('feed refused');
  return feedToTimetable(read.feed, { name: 'Übergabe' });
}

describe('packTimetable / unpackTimetable (the reader thread → main thread message)', () => {
  it('gives back an equal timetable after a real structured clone with transfer', async () => {
    const data = await timetable();
    const expected = structuredClone(data);
    const { message, transfer } = packTimetable(data);
    const received = structuredClone(message, { transfer });
    expect(unpackTimetable(received)).toEqual(expected);
  });

  it('moves the typed columns (no copy) and sends text columns as distinct values plus an index', async () => {
    const data = await timetable();
    data.stopTimes.platform[3] = null;
    const arrival = data.stopTimes.arrival;
    const { message, transfer } = packTimetable(data);
    expect(transfer).toContain(arrival.buffer);
    const received = structuredClone(message, { transfer });
    // Transferred: the sender's array is detached.
    expect(arrival.length).toBe(0);
    const platforms = received.texts.platform;
    expect(platforms.index).toHaveLength(500);
    expect(platforms.values.length).toBeLessThanOrEqual(4);
    expect(platforms.values).toContain(null);
    expect(unpackTimetable(received).stopTimes.platform[3]).toBeNull();
  });

  it('carries a stop-time column it does not know (a later addition to TimetableData)', async () => {
    const data = await timetable();
    const extra = { ...data, stopTimes: { ...data.stopTimes, pickup: new Uint8Array(500).fill(1), note: Array.from({ length: 500 }, (_, i) => (i % 2 ? 'a' : 'b')) } };
    const { message, transfer } = packTimetable(extra);
    const back = unpackTimetable(structuredClone(message, { transfer })).stopTimes as unknown as Record<string, unknown>;
    expect(back.pickup).toEqual(new Uint8Array(500).fill(1));
    expect((back.note as string[]).slice(0, 3)).toEqual(['b', 'a', 'b']);
  });
});
