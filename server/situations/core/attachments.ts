/**
 * Attachments of a situation (issue 13 item 2), stored in the database (bytea):
 * POST /api/situations/:id/attachments (multipart, one file in field `file`; right 'edit', not
 * closed; images and PDF by their bytes, at most ATTACHMENT_MAX_BYTES), GET
 * /api/situations/:id/attachments/:aid (right 'view'), Mutation.deleteAttachment. Each upload and
 * deletion writes an 'attachment' timeline entry.
 */
import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import { GraphQLBoolean, GraphQLError, GraphQLID, GraphQLNonNull } from 'graphql';
import { actorName, type RequestContext } from '../../context';
import type { SchemaFields } from '../../graphql/extension';
import { langFromHeader } from '../../i18n';
import type { Lang } from '../../../src/shared/resource/types';
import { ATTACHMENT_MAX_BYTES } from '../../../src/shared/situations/model';
import type { SituationDeps } from '../deps';
import { appendTimeline } from '../timeline';
import { requireAccess, tryAccess } from './access';
import { cleanFileName, contentDisposition, sniffAttachmentType } from './attachmentType';
import { badInput, situationText, type SituationMessageKey } from './messages';
import { announce } from './mutations';
import { iso } from './store';

export const ATTACHMENTS_URL = '/api/situations/:id/attachments';

const STATUS: Record<string, number> = { NOT_FOUND: 404, FORBIDDEN: 403, BAD_USER_INPUT: 400, UNAUTHENTICATED: 401 };

function sendError(reply: FastifyReply, status: number, code: string, lang: Lang, key: SituationMessageKey, args?: Record<string, unknown>) {
  return reply.code(status).header('cache-control', 'no-store').send({ errors: [{ message: situationText(lang, key, args), extensions: { code, key } }] });
}

/** A refusal of the core (GraphQLError) as an HTTP answer. */
function sendGraphqlError(reply: FastifyReply, e: GraphQLError) {
  const code = String(e.extensions.code ?? 'BAD_REQUEST');
  return reply.code(STATUS[code] ?? 400).header('cache-control', 'no-store').send({ errors: [{ message: e.message, extensions: e.extensions }] });
}

export function registerAttachmentRoutes(deps: SituationDeps, maxBytes = ATTACHMENT_MAX_BYTES): void {
  deps.app.register(async (scope) => {
    // Own scope: multipart parsing for these routes only; one file, a byte more than the limit is refused.
    await scope.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 10 } });

    scope.post<{ Params: { id: string } }>(ATTACHMENTS_URL, async (req, reply) => {
      const lang = langFromHeader(req.headers['accept-language']);
      const ctx: RequestContext = { user: req.authUser, lang };
      if (!req.isMultipart()) return sendError(reply, 415, 'BAD_REQUEST', lang, 'sit.attachment.notMultipart');
      try {
        // Rights and state first: a refused upload is not even read.
        const { rec } = await requireAccess(deps.db, ctx, req.params.id, 'edit', false);
        if (rec.state === 'closed') throw badInput(lang, 'sit.closed', { number: rec.number });
        let file: { name: string; bytes: Buffer } | null = null;
        for await (const part of req.parts()) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== 'file' || file) {
            part.file.resume();
            continue;
          }
          file = { name: cleanFileName(part.filename), bytes: await part.toBuffer() };
        }
        if (!file) return sendError(reply, 400, 'BAD_REQUEST', lang, 'sit.attachment.none');
        if (file.bytes.length === 0) return sendError(reply, 400, 'BAD_REQUEST', lang, 'sit.attachment.empty', { fileName: file.name });
        const type = sniffAttachmentType(file.bytes);
        if (!type) return sendError(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', lang, 'sit.attachment.type', { fileName: file.name });
        const actor = actorName(ctx);
        const now = deps.clock.now();
        const saved = await deps.db.transaction(async (tx) => {
          // Again under lock: the situation may have been closed while the file came in.
          const locked = await requireAccess(tx, ctx, req.params.id, 'edit');
          if (locked.rec.state === 'closed') throw badInput(lang, 'sit.closed', { number: locked.rec.number });
          const { rows } = await tx.query<{ id: string; created_at: unknown }>(
            `INSERT INTO situation_attachments (situation_id, file_name, content_type, size, content, created_by, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7::timestamptz) RETURNING id::text AS id, created_at`,
            [req.params.id, file!.name, type, file!.bytes.length, file!.bytes, actor, new Date(now).toISOString()],
          );
          await appendTimeline(tx, null, {
            situationId: req.params.id, kind: 'attachment', eventAt: now, createdBy: actor,
            text: `Anhang „${file!.name}“ hinzugefügt von ${actor}`,
            data: { attachmentId: rows[0].id, fileName: file!.name, contentType: type, size: file!.bytes.length },
          });
          return rows[0];
        });
        announce(deps, { ids: [req.params.id] });
        return reply.code(201).header('cache-control', 'no-store').send({
          id: saved.id, fileName: file.name, contentType: type, size: file.bytes.length, createdBy: actor, createdAt: iso(saved.created_at),
        });
      } catch (error) {
        if (error instanceof GraphQLError) return sendGraphqlError(reply, error);
        const e = error as Error & { code?: string };
        if (e.code === 'FST_REQ_FILE_TOO_LARGE') return sendError(reply, 413, 'PAYLOAD_TOO_LARGE', lang, 'sit.attachment.tooLarge', { limit: Math.round(maxBytes / 1024 / 1024) });
        if (e.code === 'FST_FILES_LIMIT' || e.code === 'FST_PARTS_LIMIT') return sendError(reply, 400, 'BAD_REQUEST', lang, 'sit.attachment.failed', { detail: e.message });
        throw error;
      }
    });

    scope.get<{ Params: { id: string; aid: string } }>(`${ATTACHMENTS_URL}/:aid`, async (req, reply) => {
      const lang = langFromHeader(req.headers['accept-language']);
      const ctx: RequestContext = { user: req.authUser, lang };
      const acc = await tryAccess(deps.db, ctx, req.params.id);
      if (!acc || !/^\d{1,18}$/.test(req.params.aid)) return sendError(reply, 404, 'NOT_FOUND', lang, acc ? 'sit.attachment.notFound' : 'sit.notFound');
      const { rows } = await deps.db.query<{ file_name: string; content_type: string; content: Uint8Array }>(
        'SELECT file_name, content_type, content FROM situation_attachments WHERE id = $1 AND situation_id = $2', [req.params.aid, req.params.id]);
      if (!rows[0]) return sendError(reply, 404, 'NOT_FOUND', lang, 'sit.attachment.notFound');
      const r = rows[0];
      return reply
        .header('content-type', r.content_type)
        .header('content-disposition', contentDisposition(r.file_name, false))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(r.content));
    });
  });
}

export function attachmentMutations(deps: SituationDeps): SchemaFields {
  return {
    deleteAttachment: {
      type: new GraphQLNonNull(GraphQLBoolean),
      args: { situationId: { type: new GraphQLNonNull(GraphQLID) }, attachmentId: { type: new GraphQLNonNull(GraphQLID) } },
      resolve: async (_s, a: { situationId: string; attachmentId: string }, ctx: RequestContext) => {
        const actor = actorName(ctx);
        await deps.db.transaction(async (tx) => {
          const { rec } = await requireAccess(tx, ctx, a.situationId, 'edit');
          if (rec.state === 'closed') throw badInput(ctx.lang, 'sit.closed', { number: rec.number });
          const { rows } = /^\d{1,18}$/.test(a.attachmentId)
            ? await tx.query<{ file_name: string }>('DELETE FROM situation_attachments WHERE id = $1 AND situation_id = $2 RETURNING file_name', [a.attachmentId, a.situationId])
            : { rows: [] };
          if (!rows[0]) throw badInput(ctx.lang, 'sit.attachment.notFound');
          await appendTimeline(tx, null, {
            situationId: a.situationId, kind: 'attachment', eventAt: deps.clock.now(), createdBy: actor,
            text: `Anhang „${rows[0].file_name}“ entfernt von ${actor}`, data: { attachmentId: a.attachmentId, fileName: rows[0].file_name, deleted: true },
          });
        });
        announce(deps, { ids: [a.situationId] });
        return true;
      },
    },
  };
}
