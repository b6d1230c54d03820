import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { FastifyBaseLogger } from 'fastify';
import type { Lang } from '../../src/shared/resource/types';
import { t } from '../i18n';
import { LIMIT_EXCEEDED, logRefusal } from './limits/refusal';
import type { LimitName } from './limits/limits';

/**
 * Errors raised on purpose (GraphQLError with a code) go out as they are; anything else
 * (a database or programming error) is logged and answered as INTERNAL_SERVER_ERROR without details.
 * `message` rewrites graphql-js' own texts (limits/gate.ts: no suggestions when introspection is off).
 */
export function formatError(error: GraphQLError, lang: Lang, log: FastifyBaseLogger, message: (text: string) => string = (text) => text): GraphQLFormattedError {
  const original = error.originalError;
  if (original && !(original instanceof GraphQLError)) {
    log.error({ err: original, path: error.path }, 'resolver failed');
    return new GraphQLError(t(lang, 'error.internal'), {
      nodes: error.nodes,
      path: error.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    }).toJSON();
  }
  if (original instanceof GraphQLError) {
    const ext = original.extensions;
    // A resolver's refusal (a page above the limit): logged like the transports' refusals.
    if (ext.code === LIMIT_EXCEEDED) logRefusal(log, { limit: ext.limit as LimitName, max: Number(ext.max), value: Number(ext.value) });
    return { ...error.toJSON(), message: message(error.message), extensions: ext };
  }
  const json = error.toJSON();
  return { ...json, message: message(json.message) };
}
