/**
 * Query fields of the core (api.ts): situations, situation, situationTimeline, situationCounts,
 * myCategoryRights; situationImpact lives in impact.ts. Every answer holds only categories the
 * caller may view.
 */
import { GraphQLID, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLString } from 'graphql';
import { requireUser } from '../../auth/guard';
import type { RequestContext } from '../../context';
import type { SchemaFields } from '../../graphql/extension';
import type { CategoryRightsRow, SituationCounts, SituationFilter, SituationListItem, SituationPage } from '../../../src/shared/situations/api';
import { SITUATION_STATES, SEVERITIES, type Priority, type Severity, type SituationState } from '../../../src/shared/situations/model';
import type { SituationDeps } from '../deps';
import { rightsByCategory } from '../rights';
import { tryAccess } from './access';
import { countFromTotals, listSql, LIST_MAX_PER_PAGE, SORT_FIELDS } from './list';
import { badInput } from './messages';
import { categoryNameSql, formatNumber, iso, isoOrNull, loadSituation } from './store';
import { timelinePage, TIMELINE_MAX_PER_PAGE } from './timelineStore';
import {
  CategoryRightsRowType, SituationCountsType, SituationFilterType, SituationPageType, SituationType, TimelinePageType,
} from './types';

const nn = GraphQLNonNull;

/** Category ids (text) the caller may view. */
export async function viewableCategories(deps: SituationDeps, ctx: RequestContext): Promise<string[]> {
  const rights = await rightsByCategory(deps.db, requireUser(ctx));
  return [...rights].filter(([, r]) => r.view).map(([id]) => id);
}

function paging(ctx: RequestContext, page: number | null | undefined, perPage: number | null | undefined, max: number, dflt: number) {
  const p = page ?? 1;
  const pp = perPage ?? dflt;
  if (!Number.isInteger(p) || !Number.isInteger(pp) || p < 1 || pp < 1 || pp > max) throw badInput(ctx.lang, 'sit.badPaging', { max });
  return { page: p, perPage: pp };
}

function checkFilter(ctx: RequestContext, f: SituationFilter): void {
  const badState = f.states?.find((s) => !(SITUATION_STATES as readonly string[]).includes(s));
  if (badState) throw badInput(ctx.lang, 'sit.unknownState', { state: badState });
  const badSeverity = f.severities?.find((s) => !(SEVERITIES as readonly string[]).includes(s));
  if (badSeverity) throw badInput(ctx.lang, 'sit.severity.unknown', { value: badSeverity });
  for (const t of [f.from, f.to]) if (t && !Number.isFinite(Date.parse(t))) throw badInput(ctx.lang, 'sit.instant.bad');
}

interface ListArgs {
  filter?: SituationFilter | null;
  page?: number | null;
  perPage?: number | null;
  sortField?: string | null;
  sortOrder?: string | null;
}

export async function listSituations(deps: SituationDeps, ctx: RequestContext, a: ListArgs): Promise<SituationPage> {
  const filter = a.filter ?? {};
  checkFilter(ctx, filter);
  const { page, perPage } = paging(ctx, a.page, a.perPage, LIST_MAX_PER_PAGE, 25);
  const sortField = a.sortField ?? 'startAt';
  if (!(sortField in SORT_FIELDS)) throw badInput(ctx.lang, 'sit.badSortField', { field: sortField });
  const sortOrder = a.sortOrder ?? 'DESC';
  if (sortOrder !== 'ASC' && sortOrder !== 'DESC') throw badInput(ctx.lang, 'sit.badSortOrder');
  const viewable = await viewableCategories(deps, ctx);
  if (viewable.length === 0) return { items: [], total: 0 };
  const q = listSql({ filter, viewable, sortField, sortOrder, page, perPage });
  const totals = countFromTotals({ filter, viewable });
  const n = q.params.length;
  const [rows, total] = await Promise.all([
    deps.db.query<Record<string, unknown>>(
      `SELECT s.id::text AS id, s.year, s.seq, s.title, s.state, s.category_id::text AS "categoryId", ${categoryNameSql('c', ctx.lang)} AS "categoryName",
              ${categoryNameSql('sc', ctx.lang)} AS "subcategoryName", s.severity, s.priority, s.start_at AS "startAt",
              s.expected_end_at AS "expectedEndAt", s.end_at AS "endAt", s.line_ids AS "lineIds", s.station_ids AS "stationIds", s.updated_at AS "updatedAt"
         FROM (SELECT s.* FROM situations s WHERE ${q.where} ORDER BY ${q.order} LIMIT $${n + 1} OFFSET $${n + 2}) s
         JOIN categories c ON c.id = s.category_id
         LEFT JOIN subcategories sc ON sc.id = s.subcategory_id
        ORDER BY ${q.order}`,
      [...q.params, perPage, (page - 1) * perPage],
    ),
    totals ? deps.db.query<{ n: string }>(totals.sql, totals.params) : deps.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM situations s WHERE ${q.where}`, q.params),
  ]);
  const items: SituationListItem[] = rows.rows.map((r) => ({
    id: r.id as string, number: formatNumber(Number(r.year), Number(r.seq)), title: r.title as string, state: r.state as SituationState,
    categoryId: r.categoryId as string, categoryName: r.categoryName as string, subcategoryName: (r.subcategoryName as string | null) ?? null,
    severity: r.severity as Severity, priority: r.priority as Priority, startAt: iso(r.startAt), expectedEndAt: isoOrNull(r.expectedEndAt),
    endAt: isoOrNull(r.endAt), lineIds: r.lineIds as string[], stationIds: r.stationIds as string[], updatedAt: iso(r.updatedAt),
  }));
  return { items, total: Number(total.rows[0].n) };
}

export async function situationCounts(deps: SituationDeps, ctx: RequestContext): Promise<SituationCounts> {
  const viewable = await viewableCategories(deps, ctx);
  const counts: SituationCounts = { open: 0, stable: 0, draft: 0 };
  if (viewable.length === 0) return counts;
  const { rows } = await deps.db.query<{ state: keyof SituationCounts; n: string }>(
    `SELECT state, sum(n)::text AS n FROM situation_counts
      WHERE state IN ('draft', 'open', 'stable') AND category_id = ANY($1::bigint[]) GROUP BY state`,
    [viewable],
  );
  for (const r of rows) counts[r.state] = Number(r.n);
  return counts;
}

export function coreQueries(deps: SituationDeps): SchemaFields {
  return {
    situations: {
      type: new nn(SituationPageType),
      description: 'Open situations first; only categories the caller may view',
      args: {
        filter: { type: SituationFilterType }, page: { type: GraphQLInt }, perPage: { type: GraphQLInt },
        sortField: { type: GraphQLString }, sortOrder: { type: GraphQLString },
      },
      resolve: (_s, a: ListArgs, ctx: RequestContext) => listSituations(deps, ctx, a),
    },
    situation: {
      type: SituationType,
      args: { id: { type: new nn(GraphQLID) } },
      resolve: async (_s, a: { id: string }, ctx: RequestContext) => {
        const acc = await tryAccess(deps.db, ctx, a.id);
        return acc ? loadSituation(deps.db, acc.rec, acc.rights) : null;
      },
    },
    situationTimeline: {
      type: TimelinePageType,
      description: 'Newest first by event time; null when the situation is absent or not viewable',
      args: { id: { type: new nn(GraphQLID) }, page: { type: GraphQLInt }, perPage: { type: GraphQLInt } },
      resolve: async (_s, a: { id: string; page?: number | null; perPage?: number | null }, ctx: RequestContext) => {
        const { page, perPage } = paging(ctx, a.page, a.perPage, TIMELINE_MAX_PER_PAGE, 50);
        const acc = await tryAccess(deps.db, ctx, a.id);
        return acc ? timelinePage(deps.db, a.id, page, perPage) : null;
      },
    },
    situationCounts: {
      type: new nn(SituationCountsType),
      description: 'Menu badge: situations per state the caller may view (closed not counted)',
      resolve: (_s, _a, ctx: RequestContext) => situationCounts(deps, ctx),
    },
    myCategoryRights: {
      type: new nn(new GraphQLList(new nn(CategoryRightsRowType))),
      resolve: async (_s, _a, ctx: RequestContext): Promise<CategoryRightsRow[]> => {
        const rights = await rightsByCategory(deps.db, requireUser(ctx));
        const { rows } = await deps.db.query<{ id: string; name: string }>(
          `SELECT c.id::text AS id, ${categoryNameSql('c', ctx.lang)} AS name FROM categories c ORDER BY c.sort_order, c.name`,
        );
        return rows.map((r) => ({ categoryId: r.id, categoryName: r.name, ...(rights.get(r.id) ?? { view: false, edit: false, publish: false, close: false }) }));
      },
    },
  };
}
