/**
 * GraphQL types of the vehicle-message API (docs/vehicle-messages.md). The text and the failure
 * reason are also given in the request's language (`text`, `failureText`).
 */
import {
  GraphQLBoolean, GraphQLID, GraphQLInputObjectType, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLString,
  type GraphQLOutputType,
} from 'graphql';
import type {
  DeliveryCounts, LineTarget, UnavailableVehicle, VehicleMessage, VehicleMessageDelivery, VehicleTarget,
} from '../../../src/shared/vehicle-messages/types';
import type { RequestContext } from '../../context';
import { msgText } from './messages';

const nn = <T extends GraphQLOutputType>(t: T) => new GraphQLNonNull(t);
const list = <T extends GraphQLOutputType>(t: T) => nn(new GraphQLList(nn(t)));

export const DeliveryType = new GraphQLObjectType<VehicleMessageDelivery, RequestContext>({
  name: 'VehicleMessageDelivery',
  fields: {
    id: { type: nn(GraphQLID) },
    messageId: { type: nn(GraphQLID) },
    vehicleId: { type: GraphQLID },
    vehicleNumber: { type: nn(GraphQLString) },
    runId: { type: GraphQLID },
    trainNumber: { type: GraphQLString },
    lineId: { type: GraphQLID },
    lineNumber: { type: GraphQLString },
    state: { type: nn(GraphQLString), description: 'sent | received | acknowledged | failed' },
    failure: { type: GraphQLString, description: 'unknownVehicle | notInService | noUnit | noLink | channelError' },
    failureText: { type: GraphQLString, resolve: (d, _a, ctx) => (d.failure ? msgText(ctx.lang, `msg.failure.${d.failure}`) : null) },
    simulated: { type: nn(GraphQLBoolean) },
    sentAt: { type: nn(GraphQLString) },
    receivedAt: { type: GraphQLString },
    acknowledgedAt: { type: GraphQLString },
    failedAt: { type: GraphQLString },
  },
});

export const CountsType = new GraphQLObjectType<DeliveryCounts, RequestContext>({
  name: 'VehicleMessageCounts',
  fields: {
    total: { type: nn(GraphQLInt) },
    sent: { type: nn(GraphQLInt) },
    received: { type: nn(GraphQLInt) },
    acknowledged: { type: nn(GraphQLInt) },
    failed: { type: nn(GraphQLInt) },
    done: { type: nn(GraphQLInt), description: 'Deliveries that will not change any more' },
  },
});

export const MessageType = new GraphQLObjectType<VehicleMessage, RequestContext>({
  name: 'VehicleMessage',
  fields: {
    id: { type: nn(GraphQLID) },
    textId: { type: GraphQLID },
    textCode: { type: GraphQLString },
    text: { type: nn(GraphQLString), description: 'The text in the request\'s language', resolve: (m, _a, ctx) => (ctx.lang === 'it' ? m.textIt : m.textDe) },
    textDe: { type: nn(GraphQLString) },
    textIt: { type: nn(GraphQLString) },
    freeText: { type: nn(GraphQLBoolean) },
    category: { type: GraphQLString },
    priority: { type: nn(GraphQLString) },
    requiresAck: { type: nn(GraphQLBoolean) },
    lineId: { type: GraphQLID },
    lineNumber: { type: GraphQLString },
    simulated: { type: nn(GraphQLBoolean) },
    sentBy: { type: nn(GraphQLString) },
    sentAt: { type: nn(GraphQLString) },
    counts: { type: nn(CountsType) },
    deliveries: { type: list(DeliveryType) },
  },
});

export const MessagePageType = new GraphQLObjectType<{ rows: VehicleMessage[]; total: number }, RequestContext>({
  name: 'VehicleMessagePage',
  fields: { rows: { type: list(MessageType) }, total: { type: nn(GraphQLInt) } },
});

const TargetVehicleType = new GraphQLObjectType<VehicleTarget, RequestContext>({
  name: 'VehicleMessageTargetVehicle',
  fields: {
    vehicleId: { type: nn(GraphQLID) },
    vehicleNumber: { type: nn(GraphQLString) },
    series: { type: GraphQLString },
    status: { type: nn(GraphQLString) },
    runId: { type: GraphQLID },
    trainNumber: { type: GraphQLString },
    lineId: { type: GraphQLID },
    lineNumber: { type: GraphQLString },
    lineColor: { type: GraphQLString },
    lineTextColor: { type: GraphQLString },
    destination: { type: GraphQLString },
  },
});

const TargetLineType = new GraphQLObjectType<LineTarget, RequestContext>({
  name: 'VehicleMessageTargetLine',
  fields: {
    lineId: { type: nn(GraphQLID) },
    lineNumber: { type: nn(GraphQLString) },
    lineColor: { type: nn(GraphQLString) },
    lineTextColor: { type: nn(GraphQLString) },
    vehicleCount: { type: nn(GraphQLInt), description: 'Vehicles on the line\'s runs now' },
  },
});

const UnavailableVehicleType = new GraphQLObjectType<UnavailableVehicle, RequestContext>({
  name: 'VehicleMessageUnavailableVehicle',
  fields: {
    vehicleNumber: { type: nn(GraphQLString) },
    status: { type: nn(GraphQLString), description: 'reserve, workshop or outOfService (vehicles resource)' },
  },
});

export const TargetsType = new GraphQLObjectType<{ vehicles: VehicleTarget[]; lines: LineTarget[]; unavailable: UnavailableVehicle[]; simulated: boolean }, RequestContext>({
  name: 'VehicleMessageTargets',
  fields: {
    vehicles: { type: list(TargetVehicleType) },
    lines: { type: list(TargetLineType) },
    unavailable: { type: list(UnavailableVehicleType), description: 'Vehicles of the fleet not in service now (they cannot be addressed)' },
    simulated: { type: nn(GraphQLBoolean), description: 'Deliveries go through the demo simulation' },
  },
});

export const FilterType = new GraphQLInputObjectType({
  name: 'VehicleMessageFilter',
  fields: {
    q: { type: GraphQLString },
    lineId: { type: GraphQLID },
    vehicleNumber: { type: GraphQLString },
    sentBy: { type: GraphQLString },
  },
});
