/**
 * The situation report's GraphQL calls (contract: src/shared/situations/api.ts) and its two REST
 * routes (attachments). Errors arrive as GraphQLRequestError / ApiError whose message is already
 * in the user's language. Selection lists, categories, lines and sections are declared resources,
 * read with react-admin's hooks (useReferenceLists.ts), not here.
 */
import { apiFetch } from '../../providers/auth/apiClient';
import { graphqlRequest } from '../../providers/live';
import type {
  CategoryRightsRow, ImpactRun, Situation, SituationCounts, SituationFilter, SituationImpactInput, SituationInput, SituationPage,
  TimelineEntry, TimelinePage,
} from '../../shared/situations/api';
import type { SituationState } from '../../shared/situations/model';

export const LIST_FIELDS = `id number title state categoryId categoryName subcategoryName severity priority startAt expectedEndAt endAt
  lineIds stationIds updatedAt`;

export const SITUATION_FIELDS = `id number version state correctionOf title categoryId categoryName subcategoryId subcategoryName
  causeId effectId sourceId locationId severity priority planned startAt expectedEndAt endAt lineIds stationIds sectionIds runIds
  description delayMinutes reasonDe reasonIt
  measures { measureId runId type createdBy createdAt undone }
  attachments { id fileName contentType size createdBy createdAt }
  rights { view edit publish close }
  createdBy createdAt updatedBy updatedAt stateChangedBy stateChangedAt`;

const TIMELINE_FIELDS = 'id situationId kind eventAt createdAt createdBy text data';

export interface ListQuery {
  filter: SituationFilter;
  /** From 1. */
  page: number;
  perPage: number;
  sortField?: string | null;
  sortOrder?: 'ASC' | 'DESC' | null;
}

export async function fetchSituations(q: ListQuery): Promise<SituationPage> {
  const data = await graphqlRequest<{ situations: SituationPage }>(
    `query Situations($filter: SituationFilter, $page: Int, $perPage: Int, $sortField: String, $sortOrder: String) {
      situations(filter: $filter, page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder) { total items { ${LIST_FIELDS} } }
    }`,
    { filter: q.filter, page: q.page, perPage: q.perPage, sortField: q.sortField ?? null, sortOrder: q.sortOrder ?? null },
  );
  return data.situations;
}

/** The server's largest page. */
const ALL_PAGE = 100;

/** Every situation of a selection (export of the list), page by page. */
export async function fetchAllSituations(filter: SituationFilter): Promise<SituationPage['items']> {
  const rows: SituationPage['items'] = [];
  for (let page = 1; ; page++) {
    const part = await fetchSituations({ filter, page, perPage: ALL_PAGE });
    rows.push(...part.items);
    if (part.items.length < ALL_PAGE || rows.length >= part.total) return rows;
  }
}

export async function fetchSituation(id: string): Promise<Situation | null> {
  const data = await graphqlRequest<{ situation: Situation | null }>(
    `query Situation($id: ID!) { situation(id: $id) { ${SITUATION_FIELDS} } }`,
    { id },
  );
  return data.situation;
}

export async function fetchTimeline(id: string, page: number, perPage: number): Promise<TimelinePage> {
  const data = await graphqlRequest<{ situationTimeline: TimelinePage }>(
    `query SituationTimeline($id: ID!, $page: Int, $perPage: Int) {
      situationTimeline(id: $id, page: $page, perPage: $perPage) { total items { ${TIMELINE_FIELDS} } }
    }`,
    { id, page, perPage },
  );
  return data.situationTimeline;
}

export async function fetchCounts(): Promise<SituationCounts> {
  const data = await graphqlRequest<{ situationCounts: SituationCounts }>('query SituationCounts { situationCounts { open stable draft } }');
  return data.situationCounts;
}

export async function fetchImpact(input: SituationImpactInput): Promise<ImpactRun[]> {
  const data = await graphqlRequest<{ situationImpact: ImpactRun[] }>(
    'query SituationImpact($input: SituationImpactInput!) { situationImpact(input: $input) { runId trainNumber lineId departure affectedStops } }',
    { input },
  );
  return data.situationImpact;
}

export async function fetchMyRights(): Promise<CategoryRightsRow[]> {
  const data = await graphqlRequest<{ myCategoryRights: CategoryRightsRow[] }>(
    'query MyCategoryRights { myCategoryRights { categoryId categoryName view edit publish close } }',
  );
  return data.myCategoryRights;
}

export async function createSituation(input: SituationInput): Promise<Situation> {
  const data = await graphqlRequest<{ createSituation: Situation }>(
    `mutation CreateSituation($input: SituationInput!) { createSituation(input: $input) { ${SITUATION_FIELDS} } }`,
    { input },
  );
  return data.createSituation;
}

export async function updateSituation(id: string, version: number, input: SituationInput): Promise<Situation> {
  const data = await graphqlRequest<{ updateSituation: Situation }>(
    `mutation UpdateSituation($id: ID!, $version: Int!, $input: SituationInput!) {
      updateSituation(id: $id, version: $version, input: $input) { ${SITUATION_FIELDS} }
    }`,
    { id, version, input },
  );
  return data.updateSituation;
}

export async function transitionSituation(id: string, version: number, to: SituationState, comment: string | null = null): Promise<Situation> {
  const data = await graphqlRequest<{ transitionSituation: Situation }>(
    `mutation TransitionSituation($id: ID!, $version: Int!, $to: String!, $comment: String) {
      transitionSituation(id: $id, version: $version, to: $to, comment: $comment) { ${SITUATION_FIELDS} }
    }`,
    { id, version, to, comment },
  );
  return data.transitionSituation;
}

export async function correctSituation(id: string): Promise<Situation> {
  const data = await graphqlRequest<{ correctSituation: Situation }>(
    `mutation CorrectSituation($id: ID!) { correctSituation(id: $id) { ${SITUATION_FIELDS} } }`,
    { id },
  );
  return data.correctSituation;
}

/** Discards a draft (admins, /lageberichtAdmin). */
export async function deleteSituation(id: string): Promise<boolean> {
  const data = await graphqlRequest<{ deleteSituation: boolean }>('mutation DeleteSituation($id: ID!) { deleteSituation(id: $id) }', { id });
  return data.deleteSituation;
}

export async function addTimelineEntry(situationId: string, text: string, eventAt: string): Promise<TimelineEntry> {
  const data = await graphqlRequest<{ addTimelineEntry: TimelineEntry }>(
    `mutation AddTimelineEntry($situationId: ID!, $text: String!, $eventAt: String!) {
      addTimelineEntry(situationId: $situationId, text: $text, eventAt: $eventAt) { ${TIMELINE_FIELDS} }
    }`,
    { situationId, text, eventAt },
  );
  return data.addTimelineEntry;
}

export async function detachMeasure(situationId: string, measureId: string): Promise<void> {
  await graphqlRequest(
    'mutation DetachMeasure($situationId: ID!, $measureId: ID!) { detachMeasure(situationId: $situationId, measureId: $measureId) { id } }',
    { situationId, measureId },
  );
}

export async function deleteAttachment(situationId: string, attachmentId: string): Promise<boolean> {
  const data = await graphqlRequest<{ deleteAttachment: boolean }>(
    'mutation DeleteAttachment($situationId: ID!, $attachmentId: ID!) { deleteAttachment(situationId: $situationId, attachmentId: $attachmentId) }',
    { situationId, attachmentId },
  );
  return data.deleteAttachment;
}

export function attachmentUrl(situationId: string, attachmentId: string): string {
  return `/api/situations/${encodeURIComponent(situationId)}/attachments/${encodeURIComponent(attachmentId)}`;
}

/** The attachment's bytes through the API client (bearer token), for a download. */
export async function fetchAttachment(situationId: string, attachmentId: string): Promise<Blob> {
  const response = await apiFetch(attachmentUrl(situationId, attachmentId));
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown; errors?: { message?: unknown }[] } | null;
    const message = body?.errors?.[0]?.message ?? body?.message;
    throw new Error(typeof message === 'string' ? message : `HTTP ${response.status}`);
  }
  return response.blob();
}
