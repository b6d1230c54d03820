import { GraphQLError } from 'graphql';
import type { Lang, ResourceDeclaration } from '../../src/shared/resource/types';
import type { FieldErrors } from '../../src/shared/resource/validate';
import { t } from '../i18n';

/** Validation failure: nothing was written; one entry per field. */
export function badUserInput(lang: Lang, decl: ResourceDeclaration | null, fieldErrors: FieldErrors): GraphQLError {
  const details = Object.entries(fieldErrors).map(([field, e]) => {
    const label = decl?.fields.find((f) => f.name === field)?.label[lang] ?? field;
    return `${label}: ${t(lang, e.message, e.args)}`;
  });
  return new GraphQLError(`${t(lang, 'validation.failed')} ${details.join('; ')}`.trim(), {
    extensions: { code: 'BAD_USER_INPUT', fieldErrors },
  });
}

export interface CurrentVersion {
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** Optimistic-lock failure: the stored version differs from the one the client edited. */
export function conflict(lang: Lang, current: CurrentVersion): GraphQLError {
  return new GraphQLError(t(lang, 'error.conflict', { by: current.updatedBy ?? '?', version: current.version }), {
    extensions: { code: 'CONFLICT', current },
  });
}

export function notFound(lang: Lang, key = 'error.notFound', args?: Record<string, unknown>): GraphQLError {
  return new GraphQLError(t(lang, key, args), { extensions: { code: 'NOT_FOUND' } });
}

/** Delete refused by a RESTRICT foreign key. */
export function inUse(lang: Lang): GraphQLError {
  return new GraphQLError(t(lang, 'error.inUse'), { extensions: { code: 'CONSTRAINT_VIOLATION' } });
}
