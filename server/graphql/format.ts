import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { FastifyBaseLogger } from 'fastify';
import type { Lang } from '../../src/shared/resource/types';
import { t } from '../i18n';

/**
 * Errors raised on purpose (GraphQLError with a code) go out as they are; anything else
 * (a database or programming error) is logged and answered as INTERNAL_SERVER_ERROR without details.
 */
export function formatError(error: GraphQLError, lang: Lang, log: FastifyBaseLogger): GraphQLFormattedError {
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
    return { ...error.toJSON(), extensions: original.extensions };
  }
  return error.toJSON();
}
