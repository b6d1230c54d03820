import { HttpError } from 'ra-core';

/** The part of a GraphQL error the mapping reads. */
export interface GraphQLErrorLike {
  message: string;
  extensions?: Record<string, unknown> | null;
}

export interface FieldErrorBody {
  message: string;
  args?: Record<string, unknown>;
}

/** Who changed the record last, as the server reports it on a version conflict. */
export interface ConflictCurrent {
  version?: number | null;
  updatedAt?: string | null;
  updatedBy?: string | null;
}

export const CONFLICT_STATUS = 409;

/**
 * react-admin's form puts server errors on fields with setError(field, String(value))
 * and recurses into objects, so `{ message, args }` must travel as a string: its
 * special '@@react-admin@@' + JSON format, which ValidationError parses and
 * translates with the args (see ra-core setSubmissionErrors / ValidationError).
 */
export const RA_ERROR_PREFIX = '@@react-admin@@';

export function encodeFieldError(error: FieldErrorBody): string {
  return `${RA_ERROR_PREFIX}${JSON.stringify({ message: error.message, args: error.args ?? {} })}`;
}

/** Pulls the GraphQL errors out of what the GraphQL client throws (GraphQLRequestError.errors, or a body holding them). */
export function graphQLErrorsOf(error: unknown): GraphQLErrorLike[] {
  if (!error || typeof error !== 'object') return [];
  const e = error as { graphQLErrors?: unknown; body?: unknown; errors?: unknown };
  if (Array.isArray(e.graphQLErrors) && e.graphQLErrors.length) return e.graphQLErrors as GraphQLErrorLike[];
  if (Array.isArray(e.errors) && e.errors.length) return e.errors as GraphQLErrorLike[];
  if (e.body && typeof e.body === 'object') return graphQLErrorsOf(e.body);
  return [];
}

/**
 * Maps a failed GraphQL call to the error react-admin understands:
 * - BAD_USER_INPUT -> HttpError 400 with body.errors = { field: encoded { message, args } }
 *   (react-admin puts them on the form fields and translates them) and
 *   body.fieldErrors = { field: { message, args } } as sent by the server;
 * - CONFLICT -> HttpError 409 with body.current (who changed it, which version);
 * - NOT_FOUND -> HttpError 404;
 * anything else is returned unchanged.
 */
export function mapGraphQLError(error: unknown): unknown {
  const [first] = graphQLErrorsOf(error);
  if (!first) return error;
  const ext = first.extensions ?? {};
  switch (ext.code) {
    case 'BAD_USER_INPUT': {
      const raw = (ext.fieldErrors ?? {}) as Record<string, FieldErrorBody>;
      const fieldErrors: Record<string, FieldErrorBody> = {};
      const errors: Record<string, string> = {};
      for (const [field, fe] of Object.entries(raw)) {
        fieldErrors[field] = { message: fe.message, args: fe.args ?? {} };
        errors[field] = encodeFieldError(fieldErrors[field]);
      }
      return new HttpError(first.message, 400, { errors, fieldErrors, code: 'BAD_USER_INPUT' });
    }
    case 'CONFLICT':
      return new HttpError(first.message, CONFLICT_STATUS, {
        code: 'CONFLICT',
        current: (ext.current ?? null) as ConflictCurrent | null,
      });
    case 'NOT_FOUND':
      return new HttpError(first.message, 404, { code: 'NOT_FOUND' });
    default:
      return error;
  }
}

/** The conflict details of a 409 error, or null when the error is something else. */
export function conflictOf(error: unknown): ConflictCurrent | null {
  if (!(error instanceof HttpError) || error.status !== CONFLICT_STATUS) return null;
  const body = error.body as { current?: ConflictCurrent | null } | null;
  return body?.current ?? {};
}
