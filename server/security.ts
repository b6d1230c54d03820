import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export const HOST_PATTERN = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** WebSocket sources of this very host (the /graphql subscriptions); 'self' alone does not cover ws: everywhere. */
export function connectSrc(req: IncomingMessage): string {
  const host = req.headers.host;
  return host && HOST_PATTERN.test(host) ? `ws://${host} wss://${host}` : 'ws: wss:';
}

/**
 * The CSP sources of the inline scripts in an HTML page (`'sha256-…'`): index.html has one, which
 * requests the signed-in first screen's code while the page is parsed
 * (scripts/first-screen-preload.mjs). Only scripts without `src` count.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(match[1] ?? '') || !match[2]) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The inline scripts' CSP sources of the built index.html, read again when the file changes (a
 * new build under a running server); none while there is no build.
 */
export function indexScriptSources(indexFile: string): () => string {
  let seen: { mtimeMs: number; sources: string } | null = null;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(indexFile).mtimeMs;
    } catch {
      return '';
    }
    if (seen?.mtimeMs !== mtimeMs) seen = { mtimeMs, sources: inlineScriptHashes(readFileSync(indexFile, 'utf8')).join(' ') };
    return seen.sources;
  };
}

/**
 * Security headers; the CSP allows exactly what the built SPA needs. `identityOrigin` is the
 * identity provider's origin: the browser calls its token endpoint directly, so a Keycloak on
 * another host must be in connect-src. `tileSources` are the map's tile servers (img-src);
 * `scriptSources` the hashes of index.html's inline scripts (indexScriptSources).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance, identityOrigin?: string, tileSources: readonly string[] = [], scriptSources: () => string = () => '',
): Promise<void> {
  const identity = identityOrigin ? [identityOrigin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // One value, so that no empty source is left when there is no inline script.
        scriptSrc: [() => ["'self'", scriptSources()].filter(Boolean).join(' ')],
        // Emotion (MUI) injects <style> elements at runtime.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tileSources],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...identity, (req) => connectSrc(req as IncomingMessage)],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // Plain HTTP on a LAN address must keep working (no forced https upgrade).
    strictTransportSecurity: false,
  });
}
