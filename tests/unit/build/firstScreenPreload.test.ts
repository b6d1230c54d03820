import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pageRoutes, preloadScript } from '../../../scripts/first-screen-preload.mjs';
import { indexScriptSources, inlineScriptHashes } from '../../../server/security';
import { SESSION_STORAGE_KEY } from '../../../src/providers/auth/session';
import { BOARD_PREFIX } from '../../../src/custom/departures/route';
import { EARLY_REQUESTS_KEY } from '../../../src/shell/earlyRequests';
import { LANGUAGE_STORAGE_KEY } from '../../../src/providers/i18n/detect';
import { LANGS } from '../../../src/shared/resource/types';

const lists = {
  sessionKey: 'authSession',
  js: ['/assets/shell.js', '/assets/common.js'],
  css: ['/assets/shell.css'],
  screensJs: ['/assets/screens.js'],
  screensCss: ['/assets/screens.css'],
  plainPaths: /^\/abfahrten(?:\/|$)/,
};

type Link = { rel: string; as?: string; href: string; crossOrigin?: string; fetchPriority?: string };

/** Runs the script against a fake document, storage and fetch; returns the links it added and the requests it started. */
function run(script: string, { stored, pathname, userLanguage = null, languages = ['de-DE'] }: { stored: boolean; pathname: string; userLanguage?: string | null; languages?: string[] }) {
  const added: Link[] = [];
  const fetched: { url: string; headers: Record<string, string> }[] = [];
  const document = {
    createElement: () => ({}) as Record<string, string>,
    head: { appendChild: (link: Link) => added.push(link) },
    documentElement: { lang: 'de' },
  };
  const localStorage = {
    getItem: (key: string) => (stored && key === 'authSession' ? '{}' : key === 'userLanguage' ? userLanguage : null),
  };
  const window: Record<string, unknown> = {};
  const fetch = (url: string, init: { headers: Record<string, string> }) => {
    fetched.push({ url, headers: init.headers });
    return Promise.resolve('answer');
  };
  new Function('document', 'localStorage', 'location', 'window', 'fetch', 'navigator', script)(
    document, localStorage, { pathname }, window, fetch, { languages, language: languages[0] },
  );
  return Object.assign(added, { fetched, window });
}

const withScreens = {
  ...lists,
  routes: {
    files: ['/assets/page-Live.js', '/assets/pages-shared.js', '/assets/page-Map.css', '/assets/page-generator.js', '/assets/page-createDataProvider.js'],
    byPath: { '/live': [0, 1, 4], '/control-center': [1, 2], '/lagebericht/uebergabe': [1] },
    generated: [3, 4],
  },
  early: { key: '__early', config: '/api/config', resources: '/api/resources', langKey: 'userLanguage', langs: ['de', 'it'] },
};

describe('first-screen preload (index.html)', () => {
  it('requests nothing when no session is stored (the login page comes first)', () => {
    expect([...run(preloadScript(lists), { stored: false, pathname: '/live' })]).toEqual([]);
  });

  it('requests the shell\'s code with a stored session, and the screens\' theme on a screen', () => {
    const home = run(preloadScript(lists), { stored: true, pathname: '/' });
    expect(home.map((l) => `${l.rel} ${l.href}`)).toEqual(['modulepreload /assets/shell.js', 'modulepreload /assets/common.js', 'preload /assets/shell.css']);
    const live = run(preloadScript(lists), { stored: true, pathname: '/live' });
    expect(live.map((l) => l.href)).toEqual(['/assets/shell.js', '/assets/common.js', '/assets/screens.js', '/assets/shell.css', '/assets/screens.css']);
    expect(live.find((l) => l.href.endsWith('.css'))?.as).toBe('style');
    // As Vite's own preload links, so that the boot code's imports reuse the requests.
    expect(live.every((l) => l.crossOrigin === '')).toBe(true);
  });

  it('leaves the screens\' theme out on a departure board', () => {
    expect(run(preloadScript(lists), { stored: true, pathname: '/abfahrten/123' }).map((l) => l.href)).not.toContain('/assets/screens.js');
  });

  it('requests the opened screen\'s own code at low priority, after the shell\'s: a page\'s, else a generated screen\'s', () => {
    const live = run(preloadScript(withScreens), { stored: true, pathname: '/live' });
    expect(live.map((l) => l.href)).toEqual([
      '/assets/shell.js', '/assets/common.js', '/assets/screens.js', '/assets/shell.css', '/assets/screens.css',
      '/assets/page-Live.js', '/assets/pages-shared.js', '/assets/page-createDataProvider.js',
    ]);
    expect(live.filter((l) => l.fetchPriority === 'low').map((l) => l.href)).toEqual(['/assets/page-Live.js', '/assets/pages-shared.js', '/assets/page-createDataProvider.js']);
    // A page's stylesheet is preloaded as one; a path below a page takes the page's code.
    const map = run(preloadScript(withScreens), { stored: true, pathname: '/control-center/x' });
    expect(map.filter((l) => l.as === 'style').map((l) => l.href)).toEqual(['/assets/shell.css', '/assets/screens.css', '/assets/page-Map.css']);
    expect(run(preloadScript(withScreens), { stored: true, pathname: '/lagebericht/uebergabe' }).map((l) => l.href)).toContain('/assets/pages-shared.js');
    const stations = run(preloadScript(withScreens), { stored: true, pathname: '/bahnhoeffelist' });
    expect(stations.map((l) => l.href).slice(-2)).toEqual(['/assets/page-generator.js', '/assets/page-createDataProvider.js']);
    // Home loads no screen code.
    expect(run(preloadScript(withScreens), { stored: true, pathname: '/' }).map((l) => l.href)).not.toContain('/assets/page-generator.js');
  });

  it('starts the config on every path and the declarations, in the language the app will pick, with a session', () => {
    const out = run(preloadScript(withScreens), { stored: false, pathname: '/' });
    expect(out.fetched).toEqual([{ url: '/api/config', headers: { Accept: 'application/json' } }]);
    expect(Object.keys(out.window.__early as object)).toEqual(['/api/config']);
    const stored = run(preloadScript(withScreens), { stored: true, pathname: '/live', userLanguage: 'it' });
    expect(stored.fetched.map((f) => `${f.url} ${f.headers['Accept-Language'] ?? ''}`)).toEqual(['/api/config ', '/api/resources it']);
    // Written as the boot code writes them (src/shell/earlyRequests.ts compares names and order).
    expect(stored.fetched.map((f) => JSON.stringify(f.headers))).toEqual([
      JSON.stringify({ Accept: 'application/json' }), JSON.stringify({ Accept: 'application/json', 'Accept-Language': 'it' }),
    ]);
    // No stored choice: the browser's first language the app has (as src/providers/i18n/detect.ts).
    const browser = run(preloadScript(withScreens), { stored: true, pathname: '/', languages: ['fr-FR', 'it-CH', 'de'] });
    expect(browser.fetched[1].headers['Accept-Language']).toBe('it');
    expect(run(preloadScript(withScreens), { stored: true, pathname: '/', languages: ['fr'] }).fetched[1].headers['Accept-Language']).toBe('de');
    // A departure board needs no declarations.
    expect(run(preloadScript(withScreens), { stored: true, pathname: '/abfahrten/1' }).fetched.map((f) => f.url)).toEqual(['/api/config']);
  });

  it('reads the custom pages\' routes from src/shell/customPages.ts, every page with code', () => {
    const source = readFileSync(join(import.meta.dirname, '../../../src/shell/customPages.ts'), 'utf8');
    const routes = pageRoutes(source);
    expect(routes.length).toBe(source.split('keepLoad(() => import(').length - 1);
    expect(routes).toContainEqual({ path: '/live', module: '../custom/live/LivePage', readsData: true });
    expect(routes).toContainEqual({ path: '/bildfahrplan', module: '../custom/time-distance/TimeDistancePage', readsData: false });
    expect(() => pageRoutes("  { path: '/x', load: keepLoad(() => import(somewhere)) },")).toThrow(/cannot read the route/);
  });

  it('uses the app\'s session key and board paths (written out in vite.config.ts)', () => {
    const config = readFileSync(join(import.meta.dirname, '../../../vite.config.ts'), 'utf8');
    expect(config).toContain(`sessionKey: '${SESSION_STORAGE_KEY}'`);
    expect(config).toContain(`plainPaths: /^${BOARD_PREFIX.replace(/\//g, '\\/')}(?:\\/|$)/`);
    expect(config).toContain(`key: '${EARLY_REQUESTS_KEY}'`);
    expect(config).toContain(`langKey: '${LANGUAGE_STORAGE_KEY}'`);
    expect(config).toContain(`langs: [${LANGS.map((l) => `'${l}'`).join(', ')}]`);
  });
});

describe('inline script hashes for the Content-Security-Policy', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('hashes inline scripts only, as the browser does (sha256 of the text between the tags)', () => {
    const body = '(function(){return 1})()';
    const html = `<head><script type="module" crossorigin src="/assets/index.js"></script><script>${body}</script></head>`;
    const expected = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([expected]);
    expect(inlineScriptHashes('<script src="/a.js"></script>')).toEqual([]);
  });

  it('reads the built index.html, again when it changes, and nothing while there is none', () => {
    dir = mkdtempSync(join(tmpdir(), 'csp-'));
    const file = join(dir, 'index.html');
    const sources = indexScriptSources(file);
    expect(sources()).toBe('');
    writeFileSync(file, '<script>a()</script>');
    const first = sources();
    expect(first).toMatch(/^'sha256-/);
    writeFileSync(file, '<script>b()</script>');
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(sources()).not.toBe(first);
  });
});
