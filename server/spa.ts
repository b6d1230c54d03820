import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const NOT_SPA = /^\/(api|graphql|healthz|readyz|assets)(\/|$|\?)/;
const LONG_CACHE = 'public, max-age=31536000, immutable';

export type PrecompressedEncoding = 'br' | 'gzip';
const EXTENSION: Record<PrecompressedEncoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The precompressed encoding to send for an Accept-Encoding header: brotli before gzip (smaller),
 * each only when the client accepts it (q > 0) and the variant exists; null = send the file as is.
 */
export function pickEncoding(acceptEncoding: string | undefined, available: readonly PrecompressedEncoding[]): PrecompressedEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (enc: string) => (accepted.get(enc) ?? (enc !== 'identity' ? accepted.get('*') : undefined) ?? 0) > 0;
  return (['br', 'gzip'] as const).find((enc) => available.includes(enc) && ok(enc)) ?? null;
}

/**
 * The built SPA: hashed files under /assets/ are cached for a year, index.html never; any
 * other GET that accepts HTML gets index.html so client routes (/bahnhoeffelist) work as URLs.
 * Text files are sent precompressed (.br, else .gz, written by scripts/compress-assets.mjs at
 * build time) when the browser accepts it, with `Vary: Accept-Encoding`; otherwise as they are.
 */
export async function registerSpa(app: FastifyInstance, staticDir: string): Promise<void> {
  const indexFile = path.join(staticDir, 'index.html');
  if (existsSync(staticDir) && statSync(staticDir).isDirectory()) {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      cacheControl: false,
      // Serves name.br / name.gz for name when accepted and present, else name itself.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const rel = path.relative(staticDir, filePath).split(path.sep).join('/');
        res.setHeader('cache-control', rel.startsWith('assets/') ? LONG_CACHE : 'no-cache');
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }

  const sendIndex = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!existsSync(indexFile)) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(`The web client is not built: ${indexFile} is missing. Run \`npm run build\` and reload.\n` +
          `Der Web-Client ist nicht gebaut: \`npm run build\` ausführen und neu laden.\n`);
    }
    const available = (['br', 'gzip'] as const).filter((enc) => existsSync(indexFile + EXTENSION[enc]));
    const encoding = pickEncoding(req.headers['accept-encoding'], available);
    reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Accept-Encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(await readFile(encoding ? indexFile + EXTENSION[encoding] : indexFile));
  };

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    const accept = req.headers.accept ?? '';
    if ((req.method === 'GET' || req.method === 'HEAD') && !NOT_SPA.test(req.url) && accept.includes('text/html')) {
      return sendIndex(req, reply);
    }
    return reply.code(404).send({ error: 'Not Found', message: `${req.method} ${req.url.split('?')[0]} not found`, statusCode: 404 });
  });
}
