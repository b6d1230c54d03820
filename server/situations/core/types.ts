/** GraphQL types of the situation report's core API, as src/shared/situations/api.ts describes them. */
import {
  GraphQLBoolean, GraphQLID, GraphQLInputObjectType, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLString,
  type GraphQLFieldConfigMap, type GraphQLInputFieldConfigMap,
} from 'graphql';
import type { RequestContext } from '../../context';
import { GraphQLJSON } from '../../operations/api/json';

const nn = GraphQLNonNull;
const S = { type: new nn(GraphQLString) };
const Sn = { type: GraphQLString };
const I = { type: new nn(GraphQLID) };
const In = { type: GraphQLID };
const B = { type: new nn(GraphQLBoolean) };
const N = { type: new nn(GraphQLInt) };
const ids = { type: new nn(new GraphQLList(new nn(GraphQLID))) };
const strs = new GraphQLList(new nn(GraphQLString));

type Fields = GraphQLFieldConfigMap<unknown, RequestContext>;

const inputFields: GraphQLInputFieldConfigMap = {
  title: S, categoryId: I, subcategoryId: In, causeId: In, effectId: In, sourceId: In, locationId: In,
  severity: S, priority: S, planned: B, startAt: S, expectedEndAt: Sn, endAt: Sn,
  lineIds: ids, stationIds: ids, sectionIds: ids, runIds: ids, description: S,
  delayMinutes: { type: GraphQLInt }, reasonDe: Sn, reasonIt: Sn,
};

export const SituationInputType = new GraphQLInputObjectType({
  name: 'SituationInput',
  fields: { ...inputFields, open: { type: GraphQLBoolean, description: 'true: created as open rather than draft' } },
});

export const SituationFilterType = new GraphQLInputObjectType({
  name: 'SituationFilter',
  fields: {
    states: { type: strs }, categoryIds: { type: new GraphQLList(new nn(GraphQLID)) }, lineIds: { type: new GraphQLList(new nn(GraphQLID)) },
    stationIds: { type: new GraphQLList(new nn(GraphQLID)) }, severities: { type: strs },
    from: Sn, to: Sn, q: Sn,
  },
});

export const SituationImpactInputType = new GraphQLInputObjectType({
  name: 'SituationImpactInput',
  fields: { lineIds: ids, stationIds: ids, sectionIds: ids, startAt: S, endAt: Sn },
});

const SituationMeasureType = new GraphQLObjectType({
  name: 'SituationMeasure',
  fields: { measureId: I, runId: I, type: S, createdBy: S, createdAt: S, undone: B },
});

const SituationAttachmentType = new GraphQLObjectType({
  name: 'SituationAttachment',
  fields: { id: I, fileName: S, contentType: S, size: N, createdBy: S, createdAt: S },
});

const SituationRightsType = new GraphQLObjectType({
  name: 'SituationRights',
  fields: { view: B, edit: B, publish: B, close: B },
});

const outputScalars: Fields = Object.fromEntries(
  Object.entries(inputFields).map(([k, v]) => [k, { type: v.type as GraphQLNonNull<typeof GraphQLString> }]),
);

export const SituationType = new GraphQLObjectType<unknown, RequestContext>({
  name: 'Situation',
  fields: {
    id: I, number: S, version: N, state: S, correctionOf: In, categoryName: S, subcategoryName: Sn,
    ...outputScalars,
    measures: { type: new nn(new GraphQLList(new nn(SituationMeasureType))) },
    attachments: { type: new nn(new GraphQLList(new nn(SituationAttachmentType))) },
    rights: { type: new nn(SituationRightsType) },
    createdBy: S, createdAt: S, updatedBy: S, updatedAt: S, stateChangedBy: S, stateChangedAt: S,
  },
});

const SituationListItemType = new GraphQLObjectType({
  name: 'SituationListItem',
  fields: {
    id: I, number: S, title: S, state: S, categoryId: I, categoryName: S, subcategoryName: Sn, severity: S, priority: S,
    startAt: S, expectedEndAt: Sn, endAt: Sn, lineIds: ids, stationIds: ids, updatedAt: S,
  },
});

export const SituationPageType = new GraphQLObjectType({
  name: 'SituationPage',
  fields: { items: { type: new nn(new GraphQLList(new nn(SituationListItemType))) }, total: N },
});

export const TimelineEntryType = new GraphQLObjectType({
  name: 'TimelineEntry',
  fields: { id: I, situationId: I, kind: S, eventAt: S, createdAt: S, createdBy: S, text: S, data: { type: GraphQLJSON } },
});

export const TimelinePageType = new GraphQLObjectType({
  name: 'TimelinePage',
  fields: { items: { type: new nn(new GraphQLList(new nn(TimelineEntryType))) }, total: N },
});

export const SituationCountsType = new GraphQLObjectType({
  name: 'SituationCounts',
  fields: { open: N, stable: N, draft: N },
});

export const SituationChangeType = new GraphQLObjectType({
  name: 'SituationChange',
  fields: { ids },
});

export const ImpactRunType = new GraphQLObjectType({
  name: 'ImpactRun',
  fields: { runId: I, trainNumber: S, lineId: I, departure: S, affectedStops: { type: new nn(new GraphQLList(new nn(GraphQLString))) } },
});

export const CategoryRightsRowType = new GraphQLObjectType({
  name: 'CategoryRightsRow',
  fields: { categoryId: I, categoryName: S, view: B, edit: B, publish: B, close: B },
});
