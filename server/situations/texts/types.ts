/** GraphQL types of the part "texts" (src/shared/situations/textsApi.ts has the same shapes for the browser). */
import {
  GraphQLBoolean, GraphQLID, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLString, type GraphQLOutputType,
} from 'graphql';
import type { ChecklistItem, SituationChecklist } from '../../../src/shared/situations/checklist';
import type {
  ChecklistProgressRow, HandoverInstruction, HandoverPage, HandoverSituation, HandoverSummary, PlaceholderValueRow, ShiftHandover,
  SituationText, SituationTexts,
} from '../../../src/shared/situations/textsApi';
import type { RequestContext } from '../../context';

const nn = <T extends GraphQLOutputType>(t: T) => new GraphQLNonNull(t);
const list = <T extends GraphQLOutputType>(t: T) => nn(new GraphQLList(nn(t)));
const str = { type: GraphQLString };
const nnStr = { type: nn(GraphQLString) };
const nnId = { type: nn(GraphQLID) };

export const SituationTextType = new GraphQLObjectType<SituationText, RequestContext>({
  name: 'SituationText',
  fields: {
    situationId: nnId,
    channel: { type: nn(GraphQLString), description: 'display | announcement | web | crew' },
    textDe: nnStr, textIt: nnStr,
    moduleId: { type: GraphQLID },
    version: { type: nn(GraphQLInt), description: '0: never saved' },
    updatedBy: str, updatedAt: str,
    publishedDe: str, publishedIt: str,
    publishedVersion: { type: GraphQLInt },
    publishedBy: str, publishedAt: str,
    state: { type: nn(GraphQLString), description: 'draft (never published) | published | changed (edited since publishing)' },
  },
});

const PlaceholderValuesType = new GraphQLObjectType<PlaceholderValueRow, RequestContext>({
  name: 'SituationPlaceholderValues',
  description: 'Values of {line}, {from}, {to}, {minutes}, {reason} in one language; null: the situation has none',
  fields: { lang: nnStr, line: str, from: str, to: str, minutes: str, reason: str },
});

export const SituationTextsType = new GraphQLObjectType<SituationTexts, RequestContext>({
  name: 'SituationTexts',
  fields: { situationId: nnId, texts: { type: list(SituationTextType) }, values: { type: list(PlaceholderValuesType) } },
});

const ChecklistItemType = new GraphQLObjectType<ChecklistItem, RequestContext>({
  name: 'SituationChecklistItem',
  fields: {
    measureId: nnId, textDe: nnStr, textIt: nnStr,
    required: { type: nn(GraphQLBoolean) },
    dispatchKind: { type: GraphQLString, description: 'delay | cancel | shortTurn | reroute | assignVehicle' },
    done: { type: nn(GraphQLBoolean) },
    doneBy: str, doneAt: str,
  },
});

const ProgressFields = { done: { type: nn(GraphQLInt) }, total: { type: nn(GraphQLInt) } };
const ProgressType = new GraphQLObjectType({ name: 'ChecklistProgress', fields: ProgressFields });

export const SituationChecklistType = new GraphQLObjectType<SituationChecklist, RequestContext>({
  name: 'SituationChecklist',
  fields: { situationId: nnId, items: { type: list(ChecklistItemType) }, progress: { type: nn(ProgressType) } },
});

export const ChecklistProgressRowType = new GraphQLObjectType<ChecklistProgressRow, RequestContext>({
  name: 'SituationChecklistProgress',
  fields: { situationId: nnId, ...ProgressFields },
});

const PendingType = new GraphQLObjectType({
  name: 'HandoverPendingItem',
  fields: { measureId: nnId, textDe: nnStr, textIt: nnStr, required: { type: nn(GraphQLBoolean) } },
});

const HandoverSituationType = new GraphQLObjectType<HandoverSituation, RequestContext>({
  name: 'HandoverSituation',
  fields: {
    id: nnId, number: nnStr, title: nnStr, state: nnStr, severity: nnStr,
    categoryId: nnId, categoryNameDe: nnStr, categoryNameIt: str, startAt: nnStr,
    progress: { type: nn(ProgressType) },
    pending: { type: list(PendingType) },
  },
});

const HandoverInstructionType = new GraphQLObjectType<HandoverInstruction, RequestContext>({
  name: 'HandoverInstruction',
  fields: { id: nnId, title: nnStr, text: nnStr, validFrom: nnStr, validTo: str },
});

export const HandoverSummaryType = new GraphQLObjectType<HandoverSummary, RequestContext>({
  name: 'HandoverSummary',
  fields: { generatedAt: nnStr, situations: { type: list(HandoverSituationType) }, instructions: { type: list(HandoverInstructionType) } },
});

export const ShiftHandoverType = new GraphQLObjectType<ShiftHandover, RequestContext>({
  name: 'ShiftHandover',
  fields: {
    id: nnId, summary: { type: nn(HandoverSummaryType) }, note: nnStr,
    handedOverBy: nnStr, handedOverByName: nnStr, handedOverAt: nnStr,
    acknowledgedBy: str, acknowledgedByName: str, acknowledgedAt: str,
    mine: { type: nn(GraphQLBoolean), description: 'Handed over by the caller (who cannot acknowledge it)' },
  },
});

export const HandoverPageType = new GraphQLObjectType<HandoverPage, RequestContext>({
  name: 'ShiftHandoverPage',
  fields: { items: { type: list(ShiftHandoverType) }, total: { type: nn(GraphQLInt) } },
});
