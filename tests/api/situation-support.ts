/**
 * Helpers of the situation report's API tests: categories and rights written through the API,
 * GraphQL calls as any user (sign-in name and roles), a situation input with defaults.
 */
import type { Role } from '../../src/shared/resource/types';
import type { SituationInput } from '../../src/shared/situations/api';
import { mintToken, type GqlError, type GqlResponse, type TestApp } from './helpers';

export interface Caller {
  username: string;
  roles: Role[];
}

export const ADMIN: Caller = { username: 'admin', roles: ['admin'] };
export const DISPATCHER: Caller = { username: 'dispatcher', roles: ['dispatcher'] };

export async function callerHeaders(c: Caller, lang = 'de'): Promise<Record<string, string>> {
  const token = await mintToken({
    role: c.roles[0],
    claims: { sub: `user-${c.username}`, preferred_username: c.username, name: c.username, realm_access: { roles: c.roles } },
  });
  return { authorization: `Bearer ${token}`, 'accept-language': lang };
}

export async function gqlAs<T = Record<string, unknown>>(t: TestApp, c: Caller, query: string, variables?: Record<string, unknown>, lang = 'de'): Promise<GqlResponse<T>> {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: await callerHeaders(c, lang), payload: { query, variables } });
  const body = res.json() as { data: T; errors?: GqlError[] };
  return { status: res.statusCode, data: body.data, errors: body.errors };
}

/** Data of a call that must succeed. */
export async function ok<T>(p: Promise<GqlResponse<T>>): Promise<T> {
  const r = await p;
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data;
}

export async function createCategory(t: TestApp, code: string, name: string, nameIt: string): Promise<string> {
  const d = await ok(t.gql<{ createCategory: { id: string } }>(
    'mutation($code: String!, $name: String!, $nameIt: String) { createCategory(code: $code, name: $name, nameIt: $nameIt, usage: ["situationReport"], active: true) { id } }',
    { code, name, nameIt },
  ));
  return d.createCategory.id;
}

export async function grant(
  t: TestApp, categoryId: string, subjectKind: 'user' | 'group' | 'role', subject: string,
  r: Partial<Record<'view' | 'edit' | 'publish' | 'close', boolean>>,
): Promise<string> {
  const d = await ok(t.gql<{ createCategoryRight: { id: string } }>(
    `mutation($c: ID!, $k: String!, $s: String!, $v: Boolean, $e: Boolean, $p: Boolean, $cl: Boolean) {
       createCategoryRight(categoryId: $c, subjectKind: $k, subject: $s, view: $v, edit: $e, publish: $p, close: $cl) { id } }`,
    { c: categoryId, k: subjectKind, s: subject, v: r.view ?? false, e: r.edit ?? false, p: r.publish ?? false, cl: r.close ?? false },
  ));
  return d.createCategoryRight.id;
}

export function situationInput(categoryId: string, over: Partial<SituationInput> = {}): SituationInput {
  return {
    title: 'Signalstörung Karlsruhe Hbf', categoryId, severity: 'major', priority: 'high', planned: false,
    startAt: '2026-03-10T06:15:00.000Z', lineIds: [], stationIds: [], sectionIds: [], runIds: [], description: 'Stellwerk meldet Rotausleuchtung',
    ...over,
  };
}

export const SITUATION_FIELDS = `id number version state correctionOf title categoryId categoryName subcategoryId severity priority planned startAt
  expectedEndAt endAt lineIds stationIds sectionIds runIds description delayMinutes reasonDe reasonIt
  measures { measureId runId type createdBy undone } attachments { id fileName contentType size createdBy }
  rights { view edit publish close } createdBy updatedBy stateChangedBy stateChangedAt`;

export const CREATE = `mutation($input: SituationInput!) { createSituation(input: $input) { ${SITUATION_FIELDS} } }`;
export const UPDATE = `mutation($id: ID!, $version: Int!, $input: SituationInput!) { updateSituation(id: $id, version: $version, input: $input) { ${SITUATION_FIELDS} } }`;
export const TRANSITION = `mutation($id: ID!, $version: Int!, $to: String!, $comment: String) { transitionSituation(id: $id, version: $version, to: $to, comment: $comment) { ${SITUATION_FIELDS} } }`;
export const ONE = `query($id: ID!) { situation(id: $id) { ${SITUATION_FIELDS} } }`;
export const TIMELINE = 'query($id: ID!, $perPage: Int) { situationTimeline(id: $id, perPage: $perPage) { total items { id kind eventAt createdAt createdBy text data } } }';
export const LIST = `query($filter: SituationFilter, $page: Int, $perPage: Int, $sortField: String, $sortOrder: String) {
  situations(filter: $filter, page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder) {
    total items { id number title state categoryId categoryName severity startAt lineIds stationIds } } }`;
export const COUNTS = '{ situationCounts { open stable draft } }';

export interface SituationView {
  id: string;
  number: string;
  version: number;
  state: string;
  correctionOf: string | null;
  title: string;
  categoryId: string;
  endAt: string | null;
  measures: { measureId: string; runId: string; type: string; createdBy: string; undone: boolean }[];
  attachments: { id: string; fileName: string; contentType: string; size: number; createdBy: string }[];
  rights: { view: boolean; edit: boolean; publish: boolean; close: boolean };
  stateChangedBy: string;
  updatedBy: string;
}

export interface TimelineView {
  total: number;
  items: { id: string; kind: string; eventAt: string; createdAt: string; createdBy: string; text: string; data: Record<string, unknown> | null }[];
}
