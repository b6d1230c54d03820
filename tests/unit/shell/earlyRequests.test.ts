import { describe, expect, it, vi } from 'vitest';
import { earlyFetch, type EarlyRequests } from '../../../src/shell/earlyRequests';

const answer = (body: string) => Promise.resolve(new Response(body));

describe('the requests index.html started, taken over by the boot code', () => {
  it('answers the same URL with the same headers from the early request, once', async () => {
    const store: EarlyRequests = { '/api/resources': { h: { Accept: 'application/json', 'Accept-Language': 'it' }, p: answer('early') } };
    const fallback = vi.fn(() => answer('late'));
    const f = earlyFetch(store, fallback);
    const first = await f('/api/resources', { headers: { Accept: 'application/json', 'Accept-Language': 'it' } });
    expect(await first.text()).toBe('early');
    expect(fallback).not.toHaveBeenCalled();
    // A second call (a retry) asks the server again.
    expect(await (await f('/api/resources', { headers: { Accept: 'application/json', 'Accept-Language': 'it' } })).text()).toBe('late');
    expect(fallback).toHaveBeenCalledTimes(1);
  });

  it('asks the server itself when the headers differ (the inline script guessed another language)', async () => {
    const store: EarlyRequests = { '/api/resources': { h: { Accept: 'application/json', 'Accept-Language': 'de' }, p: answer('german') } };
    const f = earlyFetch(store, () => answer('italian'));
    expect(await (await f('/api/resources', { headers: { Accept: 'application/json', 'Accept-Language': 'it' } })).text()).toBe('italian');
  });

  it('asks the server for other URLs, and when index.html started nothing', async () => {
    const fallback = vi.fn(() => answer('server'));
    const store: EarlyRequests = { '/api/config': { h: {}, p: answer('early') } };
    expect(await (await earlyFetch(store, fallback)('/api/resources')).text()).toBe('server');
    expect(await (await earlyFetch(undefined, fallback)('/api/config')).text()).toBe('server');
    expect(fallback).toHaveBeenCalledTimes(2);
  });

  it('passes a failed early request on as the failure of the call', async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => undefined);
    const f = earlyFetch({ '/api/config': { h: { Accept: 'application/json' }, p: failed } }, () => answer('late'));
    await expect(f('/api/config', { headers: { Accept: 'application/json' } })).rejects.toThrow('Failed to fetch');
  });
});
