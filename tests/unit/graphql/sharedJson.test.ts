import { describe, expect, it } from 'vitest';
import { expandSharedJson, SharedJson, sharedJsonToken } from '../../../server/graphql/sharedJson';

/** What graphql-ws sends: the execution result with the scalar's token, stringified. */
const message = (positions: unknown) => JSON.stringify({ id: '1', type: 'next', payload: { data: { trainPositions: { publishedAt: 1, positions } } } });

describe('shared JSON for subscription payloads', () => {
  it('puts the value JSON back in place of the token, byte for byte as JSON.stringify would', () => {
    const positions = [{ id: 'a', lat: 49.1, lon: 8.4, status: 'delayed', name: 'Quote " and \\ and ü' }];
    const sent = expandSharedJson(message(sharedJsonToken(new SharedJson(positions))));
    expect(sent).toBe(message(positions));
    expect(JSON.parse(sent).payload.data.trainPositions.positions).toEqual(positions);
  });

  it('serialises one array once, however many subscribers send it, and different arrays apart', () => {
    const shared = [{ id: 'x' }];
    const token = sharedJsonToken(new SharedJson(shared));
    expect(sharedJsonToken(new SharedJson(shared))).toBe(token);
    shared.push({ id: 'changed after the first serialisation' });
    expect(expandSharedJson(message(token))).toBe(message([{ id: 'x' }]));
    const other = [{ id: 'y' }];
    expect(sharedJsonToken(new SharedJson(other))).not.toBe(token);
  });

  it('leaves messages without a token untouched, including ones that merely mention the word', () => {
    const text = JSON.stringify({ type: 'next', payload: { data: { note: 'sharedjson:1' } } });
    expect(expandSharedJson(text)).toBe(text);
  });

  it('keeps only recent batches: an evicted token becomes null rather than a stale batch', () => {
    const first = sharedJsonToken(new SharedJson([1]));
    for (let i = 0; i < 20; i++) sharedJsonToken(new SharedJson([i]));
    expect(JSON.parse(expandSharedJson(message(first))).payload.data.trainPositions.positions).toBeNull();
  });
});
