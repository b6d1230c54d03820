/** A refusal as the client gets it (GraphQL error in the request's language) and as the log keeps it. */
import { GraphQLError } from 'graphql';
import type { FastifyBaseLogger } from 'fastify';
import type { Lang } from '../../../src/shared/resource/types';
import type { Refusal } from './limits';
import { limitTexts } from './messages';

/** extensions.code of every refusal; extensions.limit names which limit, with max and value. */
export const LIMIT_EXCEEDED = 'LIMIT_EXCEEDED';

export function refusalError(lang: Lang, r: Refusal): GraphQLError {
  return new GraphQLError(limitTexts.text(lang, `limit.${r.limit}`, { max: r.max, value: r.value }), {
    extensions: { code: LIMIT_EXCEEDED, limit: r.limit, max: r.max, value: r.value },
  });
}

/** Logged at warn: a legitimate screen never reaches a limit, so each refusal is worth a look. */
export function logRefusal(log: FastifyBaseLogger, r: Refusal, transport?: 'http' | 'ws', operationName?: string | null): void {
  log.warn({ limit: r.limit, max: r.max, value: r.value, transport, operationName: operationName ?? undefined }, `GraphQL request refused: ${r.limit} ${r.value} over the limit ${r.max}`);
}

/** Refuses and logs in one step (what the transports and resolvers do). */
export function refuse(lang: Lang, log: FastifyBaseLogger, r: Refusal, transport: 'http' | 'ws', operationName?: string | null): GraphQLError {
  logRefusal(log, r, transport, operationName);
  return refusalError(lang, r);
}
