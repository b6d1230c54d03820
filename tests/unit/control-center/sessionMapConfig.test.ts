import { afterEach, describe, expect, it } from 'vitest';
import { parseClientConfig, parseMapTiles } from '../../../src/providers/auth/config';
import { setAuthRuntime } from '../../../src/providers/auth/current';
import type { AuthRuntime } from '../../../src/providers/auth/runtime';
import { fetchMapConfig, sessionMapConfig } from '../../../src/custom/control-center/api';

const AUTH = { url: 'http://idp.test', realm: 'leitstelle', clientId: 'leitstelle-web' };

afterEach(() => setAuthRuntime(null));

describe("the map's configuration from the session's /api/config", () => {
  it('takes the tiles and the geocoder flag the bootstrap read, without a request', async () => {
    const map = { base: { url: 'https://tiles.test/{z}/{x}/{y}.png', attribution: 'Test' } };
    const config = parseClientConfig({ auth: AUTH, map, geocoder: true });
    setAuthRuntime({ config } as AuthRuntime);
    const expected = { tiles: parseMapTiles(map), geocoder: true };
    expect(sessionMapConfig()).toEqual(expected);
    // No fetch in this environment's way: resolved from the session.
    expect(await fetchMapConfig()).toEqual(expected);
  });

  it('reads only a literal true as a geocoder, and is null outside a session', () => {
    expect(parseClientConfig({ auth: AUTH, geocoder: 'yes' }).geocoder).toBe(false);
    expect(parseClientConfig({ auth: AUTH }).geocoder).toBe(false);
    expect(sessionMapConfig()).toBeNull();
  });
});
