import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const NOT_SPA = /^\/(api|graphql|healthz|readyz|assets)(\/|$|\?)/;
const LONG_CACHE = 'public, max-age=31536000, immutable';

/**
 * The built SPA: hashed files under /assets/ are cached for a year, index.html never; any
 * other GET that accepts HTML gets index.html so client routes (/bahnhoeffelist) work as URLs.
 */
export async function registerSpa(app: FastifyInstance, staticDir: string): Promise<void> {
  const indexFile = path.join(staticDir, 'index.html');
  if (existsSync(staticDir) && statSync(staticDir).isDirectory()) {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const rel = path.relative(staticDir, filePath).split(path.sep).join('/');
        res.setHeader('cache-control', rel.startsWith('assets/') ? LONG_CACHE : 'no-cache');
      },
    });
  }

  const sendIndex = async (reply: FastifyReply) => {
    if (!existsSync(indexFile)) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(`The web client is not built: ${indexFile} is missing. Run \`npm run build\` and reload.\n` +
          `Der Web-Client ist nicht gebaut: \`npm run build\` ausführen und neu laden.\n`);
    }
    return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(await readFile(indexFile));
  };

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    const accept = req.headers.accept ?? '';
    if ((req.method === 'GET' || req.method === 'HEAD') && !NOT_SPA.test(req.url) && accept.includes('text/html')) {
      return sendIndex(reply);
    }
    return reply.code(404).send({ error: 'Not Found', message: `${req.method} ${req.url.split('?')[0]} not found`, statusCode: 404 });
  });
}
