import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadScript } from '../../../scripts/first-screen-preload.mjs';
import { indexScriptSources, inlineScriptHashes } from '../../../server/security';
import { SESSION_STORAGE_KEY } from '../../../src/providers/auth/session';
import { BOARD_PREFIX } from '../../../src/custom/departures/route';

const lists = {
  sessionKey: 'authSession',
  js: ['/assets/shell.js', '/assets/common.js'],
  css: ['/assets/shell.css'],
  screensJs: ['/assets/screens.js'],
  screensCss: ['/assets/screens.css'],
  plainPaths: /^\/abfahrten(?:\/|$)/,
};

/** Runs the script against a fake document and storage; returns the links it added. */
function run(script: string, { stored, pathname }: { stored: boolean; pathname: string }) {
  const added: { rel: string; as?: string; href: string; crossOrigin?: string }[] = [];
  const document = {
    createElement: () => ({}) as Record<string, string>,
    head: { appendChild: (link: { rel: string; as?: string; href: string; crossOrigin?: string }) => added.push(link) },
  };
  const localStorage = { getItem: (key: string) => (stored && key === 'authSession' ? '{}' : null) };
  new Function('document', 'localStorage', 'location', script)(document, localStorage, { pathname });
  return added;
}

describe('first-screen preload (index.html)', () => {
  it('requests nothing when no session is stored (the login page comes first)', () => {
    expect(run(preloadScript(lists), { stored: false, pathname: '/live' })).toEqual([]);
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

  it('uses the app\'s session key and board paths (written out in vite.config.ts)', () => {
    const config = readFileSync(join(import.meta.dirname, '../../../vite.config.ts'), 'utf8');
    expect(config).toContain(`sessionKey: '${SESSION_STORAGE_KEY}'`);
    expect(config).toContain(`plainPaths: /^${BOARD_PREFIX.replace(/\//g, '\\/')}(?:\\/|$)/`);
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
