/**
 * REST routes of the timetable import (docs/operations-contract.md, "Timetable import"):
 * POST /api/timetable/imports (multipart, field `file`, optional `name`) streams the upload to a
 * temporary file and starts an import job (202 + ImportJobView); GET /api/timetable/imports/:id
 * answers the job's state in the caller's language. The bearer token is checked by the /api/*
 * hook (server/auth/httpAuth.ts), which sets req.authUser.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TIMETABLE_ROLES } from '../../../src/shared/operations/types';
import type { Lang } from '../../../src/shared/resource/types';
import type { Database } from '../../db/types';
import { langFromHeader } from '../../i18n';
import { ImportJobs, type Reservation } from './jobs';
import { timetableText, type TimetableMessageKey } from './messages';

export const IMPORTS_URL = '/api/timetable/imports';
/** Largest accepted feed (the contract's 512 MB). */
export const UPLOAD_LIMIT_BYTES = 512 * 1024 * 1024;
const NAME_MAX = 200;

export interface TimetableRouteDeps {
  db: Database;
  /** Default: a new job list over db. */
  jobs?: ImportJobs;
  uploadLimitBytes?: number;
  /** Where uploads are kept while they are read (default os.tmpdir()). */
  tmpDir?: string;
}

export interface TimetableRoutes {
  jobs: ImportJobs;
  /** Aborts a running import (rolled back) and waits for it: call on shutdown. */
  close(): Promise<void>;
}

function sendError(reply: FastifyReply, status: number, code: string, lang: Lang, key: TimetableMessageKey, args?: Record<string, unknown>) {
  return reply.code(status).header('cache-control', 'no-store').send({ errors: [{ message: timetableText(lang, key, args), extensions: { code } }] });
}

/** A multipart or upload error of @fastify/multipart / busboy (they carry a code and a status). */
function uploadErrorOf(error: unknown): { code?: string; statusCode?: number; message: string } {
  return error instanceof Error ? (error as Error & { code?: string; statusCode?: number }) : { message: String(error) };
}

export function registerTimetableRoutes(app: FastifyInstance, deps: TimetableRouteDeps): TimetableRoutes {
  const jobs = deps.jobs ?? new ImportJobs({ db: deps.db, log: app.log });
  const limit = deps.uploadLimitBytes ?? UPLOAD_LIMIT_BYTES;

  // Own scope: multipart parsing is added for these routes only.
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: limit, files: 1, fields: 10, parts: 20 } });

    scope.post(IMPORTS_URL, async (req, reply) => {
      const lang = langFromHeader(req.headers['accept-language']);
      const user = req.authUser!;
      if (!user.roles.some((r) => TIMETABLE_ROLES.includes(r))) return sendError(reply, 403, 'FORBIDDEN', lang, 'timetable.forbidden');
      if (!req.isMultipart()) return sendError(reply, 415, 'BAD_REQUEST', lang, 'timetable.notMultipart');
      const reservation = jobs.reserve(user.username);
      if (!reservation) {
        const running = jobs.busy();
        return sendError(reply, 409, 'CONFLICT', lang, 'timetable.busy', { fileName: running?.fileName ?? '', by: running?.by ?? '' });
      }
      return receive(req, reply, reservation, lang, user.username);
    });

    scope.get<{ Params: { id: string } }>(`${IMPORTS_URL}/:id`, async (req, reply) => {
      const lang = langFromHeader(req.headers['accept-language']);
      const view = jobs.view(req.params.id, lang);
      if (!view) return sendError(reply, 404, 'NOT_FOUND', lang, 'timetable.jobNotFound');
      return reply.header('cache-control', 'no-store').send(view);
    });
  });

  /** Streams the upload to a temporary file, then hands it to a new job (which deletes it). */
  async function receive(req: FastifyRequest, reply: FastifyReply, reservation: Reservation, lang: Lang, actor: string) {
    let dir: string | null = null;
    const cleanup = async () => {
      if (dir) await rm(dir, { recursive: true, force: true });
    };
    try {
      dir = await mkdtemp(join(deps.tmpDir ?? tmpdir(), 'leitstelle-gtfs-'));
      const path = join(dir, 'feed.zip');
      let fileName: string | null = null;
      let name = '';
      for await (const part of req.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file' || fileName !== null) {
            part.file.resume();
            continue;
          }
          fileName = part.filename || 'feed.zip';
          await pipeline(part.file, createWriteStream(path));
        } else if (part.fieldname === 'name') {
          name = String(part.value ?? '').trim().slice(0, NAME_MAX);
        }
      }
      if (fileName === null) {
        reservation.release();
        await cleanup();
        return sendError(reply, 400, 'BAD_REQUEST', lang, 'timetable.noFile');
      }
      // An empty file is said to be empty (not "not a ZIP" or a missing header): the user picked the wrong file.
      if ((await stat(path)).size === 0) {
        reservation.release();
        await cleanup();
        return sendError(reply, 400, 'BAD_REQUEST', lang, 'timetable.emptyFile', { fileName });
      }
      const view = jobs.start(reservation, { path, fileName, name: name || fileName.slice(0, NAME_MAX), actor, cleanup }, lang);
      return reply.code(202).header('cache-control', 'no-store').send(view);
    } catch (error) {
      reservation.release();
      await cleanup();
      const e = uploadErrorOf(error);
      if (e.code === 'FST_REQ_FILE_TOO_LARGE') return sendError(reply, 413, 'PAYLOAD_TOO_LARGE', lang, 'timetable.tooLarge', { limit: Math.round(limit / 1024 / 1024) });
      req.log.warn({ err: error }, 'timetable upload failed');
      const status = e.statusCode && e.statusCode >= 400 && e.statusCode < 500 ? e.statusCode : 400;
      return sendError(reply, status, 'BAD_REQUEST', lang, 'timetable.uploadFailed', { detail: e.message });
    }
  }

  return { jobs, close: () => jobs.close() };
}
