/**
 * The vehicle-message API as a SchemaExtension (docs/vehicle-messages.md): the history
 * (vehicleMessages, vehicleMessage), the target picker's data (vehicleMessageTargets), sending
 * (sendVehicleMessage, MEASURE_ROLES) and the live subscription vehicleMessageChanged.
 * Everyone signed in reads.
 */
import { GraphQLID, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLString } from 'graphql';
import { MEASURE_ROLES } from '../../../src/shared/operations/types';
import { VEHICLE_MESSAGE_CHANGED, type VehicleMessage } from '../../../src/shared/vehicle-messages/types';
import { requireUser } from '../../auth/guard';
import { actorName, type RequestContext } from '../../context';
import type { SchemaExtension } from '../../graphql/extension';
import type { PubSub } from '../../pubsub';
import { mapIterator } from '../api/subscriptions';
import { MessageInputError, msgBadInput, msgForbidden } from './messages';
import { MAX_MESSAGES_PER_PAGE, type SendInput, type VehicleMessageService } from './service';
import type { MessageFilter } from './store';
import { FilterType, MessagePageType, MessageType, TargetsType } from './types';

const nn = GraphQLNonNull;
const strings = new GraphQLList(new nn(GraphQLString));
const ids = new GraphQLList(new nn(GraphQLID));

interface SendArgs extends SendInput {
  textId?: string | null;
  freeText?: string | null;
  supplement?: string | null;
  vehicleIds?: string[] | null;
  vehicleNumbers?: string[] | null;
  lineId?: string | null;
  priority?: string | null;
}

export function vehicleMessageSchema(service: VehicleMessageService, pubsub: PubSub): SchemaExtension {
  return {
    query: {
      vehicleMessages: {
        type: new nn(MessagePageType),
        description: 'Messages to vehicles, newest first; page from 1',
        args: { page: { type: GraphQLInt }, perPage: { type: GraphQLInt }, filters: { type: FilterType } },
        resolve: (_s, a: { page?: number | null; perPage?: number | null; filters?: MessageFilter | null }, ctx: RequestContext) => {
          requireUser(ctx);
          const page = a.page ?? 1;
          const perPage = a.perPage ?? 25;
          if (page < 1 || perPage < 1 || perPage > MAX_MESSAGES_PER_PAGE) throw msgBadInput(ctx.lang, 'msg.error.badPaging', { max: MAX_MESSAGES_PER_PAGE });
          return service.list(a.filters ?? {}, page, perPage);
        },
      },
      vehicleMessage: {
        type: MessageType,
        args: { id: { type: new nn(GraphQLID) } },
        resolve: (_s, a: { id: string }, ctx: RequestContext) => {
          requireUser(ctx);
          return service.get(a.id);
        },
      },
      vehicleMessageTargets: {
        type: new nn(TargetsType),
        description: 'Vehicles in service with the run each is on now, and the lines of the day',
        resolve: async (_s, _a, ctx: RequestContext) => {
          requireUser(ctx);
          return { ...(await service.targets()), simulated: service.simulated };
        },
      },
    },
    mutation: {
      sendVehicleMessage: {
        type: new nn(MessageType),
        description: 'A predefined text (textId, optional supplement) or a free text to vehicles (ids, numbers) and/or all vehicles of a line now',
        args: {
          textId: { type: GraphQLID },
          freeText: { type: GraphQLString },
          supplement: { type: GraphQLString },
          vehicleIds: { type: ids },
          vehicleNumbers: { type: strings },
          lineId: { type: GraphQLID },
          priority: { type: GraphQLString, description: 'normal (default) | high' },
        },
        resolve: async (_s, a: SendArgs, ctx: RequestContext) => {
          const user = requireUser(ctx);
          if (!user.roles.some((r) => MEASURE_ROLES.includes(r))) throw msgForbidden(ctx.lang);
          try {
            return await service.send(a, actorName(ctx));
          } catch (e) {
            if (e instanceof MessageInputError) throw msgBadInput(ctx.lang, e.key, e.args);
            throw e;
          }
        },
      },
    },
    subscription: {
      vehicleMessageChanged: {
        type: new nn(MessageType),
        description: 'A message was sent or one of its deliveries changed state (id: only that message)',
        args: { id: { type: GraphQLID } },
        subscribe: (_s, a: { id?: string | null }, ctx: RequestContext) => {
          requireUser(ctx);
          return mapIterator(pubsub.subscribe<VehicleMessage>(VEHICLE_MESSAGE_CHANGED), (m) => (!a.id || m.id === a.id ? m : null));
        },
        resolve: (payload: unknown) => payload,
      },
    },
  };
}
