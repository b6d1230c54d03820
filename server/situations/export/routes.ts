/**
 * REST routes of the exports (contract in src/shared/situations/exportApi.ts). The bearer token is
 * checked by the /api/* hook (server/auth/httpAuth.ts), which sets req.authUser. What a caller may
 * export follows the rights per category: only situations of categories they may view.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isBrandCode } from '../../../src/shared/brandMarks';
import type { Lang } from '../../../src/shared/resource/types';
import { SCHEDULED_EXPORTS_URL, SITUATION_EXPORT_FORMATS, SITUATION_EXPORTS_URL, type ExportRequest } from '../../../src/shared/situations/exportApi';
import type { RequestUser } from '../../context';
import { langFromHeader } from '../../i18n';
import type { SituationDeps } from '../deps';
import { rightsByCategory } from '../rights';
import { appendTimeline } from '../timeline';
import { ExportError, type ExportJobs } from './jobs';
import { loadPeriod, loadSituationDetail, PERIOD_ROW_LIMIT } from './load';
import { exportText, type ExportMessageKey } from './messages';
import type { RenderResult } from './reportData';
import { RunnerStopped, type ExportRunner } from './runner';
import { listRuns } from './schedule';

const MAX_PERIOD_MS = 400 * 24 * 3600_000;

function sendError(reply: FastifyReply, status: number, code: string, lang: Lang, key: ExportMessageKey, args?: Record<string, unknown>) {
  return reply.code(status).header('cache-control', 'no-store').send({ errors: [{ message: exportText(lang, key, args), extensions: { code } }] });
}

/** RFC 6266: an ASCII fallback and the UTF-8 name. */
function attachment(fileName: string): string {
  return `attachment; filename="${fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The request body as an ExportRequest, or the reason it is not one. */
export function parseExportRequest(body: unknown): ExportRequest | string {
  if (!body || typeof body !== 'object') return 'body';
  const b = body as Record<string, unknown>;
  if (!isBrandCode(b.brand)) return 'brand';
  if (b.kind === 'situation') {
    if (typeof b.situationId !== 'string' || !b.situationId) return 'situationId';
    if (b.format !== 'pdf') return 'format';
    return { kind: 'situation', situationId: b.situationId, format: 'pdf', brand: b.brand };
  }
  if (b.kind === 'period') {
    if (typeof b.format !== 'string' || !(SITUATION_EXPORT_FORMATS as readonly string[]).includes(b.format)) return 'format';
    if (typeof b.from !== 'string' || Number.isNaN(Date.parse(b.from))) return 'from';
    if (typeof b.to !== 'string' || Number.isNaN(Date.parse(b.to))) return 'to';
    const ids = b.categoryIds;
    if (ids !== undefined && ids !== null && !(Array.isArray(ids) && ids.every((x) => typeof x === 'string'))) return 'categoryIds';
    return {
      kind: 'period',
      format: b.format as ExportRequest['format'],
      from: new Date(b.from).toISOString(),
      to: new Date(b.to).toISOString(),
      brand: b.brand,
      categoryIds: (ids as string[] | null | undefined) ?? null,
    };
  }
  return 'kind';
}

async function viewableCategories(deps: SituationDeps, user: RequestUser): Promise<string[]> {
  const rights = await rightsByCategory(deps.db, user);
  return [...rights].filter(([, r]) => r.view).map(([id]) => id);
}

export function registerExportRoutes(deps: SituationDeps, runner: ExportRunner, jobs: ExportJobs): void {
  // As a plugin: it loads after buildApp has added the /api/* token hook, like the other API routes.
  deps.app.register(async (app: FastifyInstance) => routes(app, deps, runner, jobs));
}

function routes(app: FastifyInstance, deps: SituationDeps, runner: ExportRunner, jobs: ExportJobs): void {

  app.post(SITUATION_EXPORTS_URL, async (req, reply) => {
    const lang = langFromHeader(req.headers['accept-language']);
    const user = req.authUser!;
    const request = parseExportRequest(req.body);
    if (typeof request === 'string') return sendError(reply, 400, 'BAD_REQUEST', lang, 'export.badRequest', { detail: request });
    const viewable = await viewableCategories(deps, user);
    const common = { lang, tz: deps.config.operatorTz, brand: request.brand, by: user.name || user.username, at: new Date(deps.clock.now()).toISOString() };
    let work: (progress: (share: number) => void) => Promise<RenderResult>;
    if (request.kind === 'situation') {
      const detail = await loadSituationDetail(deps.db, request.situationId, lang, viewable);
      if (!detail) return sendError(reply, 404, 'NOT_FOUND', lang, 'export.situationNotFound');
      work = async (progress) => {
        const result = await runner.run({ ...common, kind: 'situation', detail }, progress);
        await appendTimeline(deps.db, deps.events, {
          situationId: detail.situation.id,
          kind: 'export',
          eventAt: deps.clock.now(),
          createdBy: user.username,
          text: `PDF exportiert: ${result.fileName}`,
          data: { format: 'pdf', fileName: result.fileName, bytes: result.bytes.length },
        });
        return result;
      };
    } else {
      const span = Date.parse(request.to) - Date.parse(request.from);
      if (!(span > 0 && span <= MAX_PERIOD_MS)) return sendError(reply, 400, 'BAD_REQUEST', lang, 'export.periodInvalid');
      const situations = await loadPeriod(deps.db, request, lang, viewable, request.categoryIds ?? null);
      if (situations.length > PERIOD_ROW_LIMIT) return sendError(reply, 400, 'BAD_REQUEST', lang, 'export.tooMany', { limit: PERIOD_ROW_LIMIT });
      work = (progress) => runner.run({ ...common, kind: 'period', format: request.format, from: request.from, to: request.to, situations }, progress);
    }
    const job = jobs.start(user.id, async (progress) => {
      try {
        return await work(progress);
      } catch (e) {
        if (e instanceof RunnerStopped) throw new ExportError('export.stopped');
        req.log.error({ err: e }, 'situation export failed');
        throw new ExportError('export.failed', { detail: e instanceof Error ? e.message : String(e) });
      }
    });
    return reply.code(202).header('cache-control', 'no-store').send(jobs.view(job, lang));
  });

  app.get<{ Params: { id: string } }>(`${SITUATION_EXPORTS_URL}/:id`, async (req, reply) => {
    const lang = langFromHeader(req.headers['accept-language']);
    const job = jobs.get(req.params.id, req.authUser!.id);
    if (!job) return sendError(reply, 404, 'NOT_FOUND', lang, 'export.jobNotFound');
    return reply.header('cache-control', 'no-store').send(jobs.view(job, lang));
  });

  app.get<{ Params: { id: string } }>(`${SITUATION_EXPORTS_URL}/:id/file`, async (req, reply) => {
    const lang = langFromHeader(req.headers['accept-language']);
    const job = jobs.get(req.params.id, req.authUser!.id);
    if (!job) return sendError(reply, 404, 'NOT_FOUND', lang, 'export.jobNotFound');
    if (job.state === 'failed') return reply.code(409).header('cache-control', 'no-store').send({ errors: [{ message: jobs.view(job, lang).error, extensions: { code: 'FAILED' } }] });
    if (!job.result) return sendError(reply, 409, 'NOT_READY', lang, 'export.notReady');
    return reply
      .header('content-type', job.result.contentType)
      .header('content-disposition', attachment(job.result.fileName))
      .header('cache-control', 'no-store')
      .send(Buffer.from(job.result.bytes));
  });

  // The runs of scheduled exports: administrators, like the exports' screen itself.
  app.get<{ Params: { exportId: string } }>(`${SCHEDULED_EXPORTS_URL}/:exportId/runs`, async (req, reply) => {
    const lang = langFromHeader(req.headers['accept-language']);
    if (!req.authUser!.roles.includes('admin')) return sendError(reply, 403, 'FORBIDDEN', lang, 'export.forbidden');
    return reply.header('cache-control', 'no-store').send(await listRuns(deps.db, req.params.exportId, lang));
  });

  app.get<{ Params: { runId: string } }>(`${SCHEDULED_EXPORTS_URL}/runs/:runId/file`, async (req, reply) => {
    const lang = langFromHeader(req.headers['accept-language']);
    if (!req.authUser!.roles.includes('admin')) return sendError(reply, 403, 'FORBIDDEN', lang, 'export.forbidden');
    const runId = req.params.runId;
    const { rows } = /^\d{1,18}$/.test(runId)
      ? await deps.db.query<{ file_name: string; content_type: string; content: Uint8Array }>(
          'SELECT file_name, content_type, content FROM situation_export_runs WHERE id = $1::bigint AND content IS NOT NULL',
          [runId],
        )
      : { rows: [] };
    const run = rows[0];
    if (!run) return sendError(reply, 404, 'NOT_FOUND', lang, 'export.runNotFound');
    return reply
      .header('content-type', run.content_type)
      .header('content-disposition', attachment(run.file_name))
      .header('cache-control', 'no-store')
      .send(Buffer.from(run.content));
  });
}
