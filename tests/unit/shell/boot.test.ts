import { describe, expect, it } from 'vitest';
import { BOOT_TEXTS, BootError, fetchDeclarations } from '../../../src/shell/boot';

const respond = (status: number, body: unknown) =>
  (async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('fetchDeclarations', () => {
  it('returns the declarations of /api/resources', async () => {
    const list = [{ name: 'Station', path: 'bahnhoeffelist' }];
    await expect(fetchDeclarations(respond(200, { resources: list }))).resolves.toEqual(list);
  });

  it('fails with a BootError on HTTP errors, bad JSON, wrong shape and network errors', async () => {
    await expect(fetchDeclarations(respond(500, 'x'))).rejects.toMatchObject({ name: 'BootError', status: 500 });
    await expect(fetchDeclarations(respond(200, 'not json'))).rejects.toBeInstanceOf(BootError);
    await expect(fetchDeclarations(respond(200, { resources: [{ nope: 1 }] }))).rejects.toBeInstanceOf(BootError);
    const offline = (async () => { throw new TypeError('Failed to fetch'); }) as unknown as typeof fetch;
    await expect(fetchDeclarations(offline)).rejects.toThrow('network');
  });

  it('has the boot texts in German and Italian', () => {
    expect(Object.keys(BOOT_TEXTS.de)).toEqual(Object.keys(BOOT_TEXTS.it));
    expect(BOOT_TEXTS.de.retry).toBe('Erneut versuchen');
    expect(BOOT_TEXTS.it.retry).toBe('Riprova');
  });
});
