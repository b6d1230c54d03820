/**
 * A JSON document that does not change while the server runs (the declarations at
 * /api/resources), sent compressed when the browser accepts it and revalidated by ETag.
 *
 * Why: every signed-in screen waits for /api/resources before it renders, and it was sent as
 * 95 KB of plain JSON (issue 15: on Lighthouse's slow 4G that alone is half a second). Brotli
 * makes it about a tenth of that; the variants are made on the first request, once.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding } from './spa';

export interface CompressedJson {
  body: string;
  etag: string;
  br(): Buffer;
  gzip(): Buffer;
}

export function compressedJson(value: unknown): CompressedJson {
  const body = JSON.stringify(value);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  let br: Buffer | undefined;
  let gz: Buffer | undefined;
  return {
    body,
    etag,
    // Quality 9, not 11: nearly as small, and a fraction of the time on the first request.
    br: () => (br ??= brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })),
    gzip: () => (gz ??= gzipSync(body, { level: 9 })),
  };
}

/** Sends the document: 304 for a matching If-None-Match, else brotli, gzip or plain. */
export function sendCompressedJson(doc: CompressedJson, req: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply.header('cache-control', 'no-cache').header('etag', doc.etag).header('vary', 'accept-encoding');
  if (req.headers['if-none-match'] === doc.etag) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = pickEncoding(req.headers['accept-encoding'], ['br', 'gzip']);
  if (encoding === 'br') return reply.header('content-encoding', 'br').send(doc.br());
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(doc.gzip());
  return reply.send(doc.body);
}
