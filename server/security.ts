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
 * Security headers; the CSP allows exactly what the built SPA needs. `identityOrigin` is the
 * identity provider's origin: the browser calls its token endpoint directly, so a Keycloak on
 * another host must be in connect-src. `tileSources` are the map's tile servers (img-src).
 */
export async function registerSecurityHeaders(app: FastifyInstance, identityOrigin?: string, tileSources: readonly string[] = []): Promise<void> {
  const identity = identityOrigin ? [identityOrigin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
