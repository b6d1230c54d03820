/**
 * A JSON answer sent compressed when the client accepts it and it is large enough to gain
 * (GraphQL over HTTP). Why: a day's connections for the connection manager were 344 KB of plain
 * JSON, a station page or the circulation list's 50 runs tens of KB (issue 15: on a tablet's
 * mobile connection, 1.6 Mbit/s, the connections alone took 1.7 s). Brotli at quality 4 (or gzip
 * at level 6 for clients without brotli) runs in libuv's thread pool, off the event loop: a few
 * milliseconds for such an answer. Small answers (errors, a mutation's result) go as they are.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding } from './spa';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Below this, compressing saves less than its own cost and a packet: sent as is. */
export const MIN_COMPRESSED_BYTES = 1024;

export async function sendJsonCompressed(req: FastifyRequest, reply: FastifyReply, body: unknown): Promise<FastifyReply> {
  const json = JSON.stringify(body);
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding = json.length >= MIN_COMPRESSED_BYTES ? pickEncoding(req.headers['accept-encoding'], ['br', 'gzip']) : null;
  if (encoding === 'br') {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: json.length };
    return reply.header('content-encoding', 'br').send(await brotli(json, { params }));
  }
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(await gz(json, { level: 6 }));
  return reply.send(json);
}
