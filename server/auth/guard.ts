import { GraphQLError } from 'graphql';
import type { Action, Lang, ResourceDeclaration } from '../../src/shared/resource/types';
import type { RequestContext, RequestUser } from '../context';
import { authText } from './messages';
import { mayPerform } from '../../src/shared/auth/permissions';

export function unauthenticatedError(lang: Lang): GraphQLError {
  return new GraphQLError(authText(lang, 'auth.unauthenticated'), { extensions: { code: 'UNAUTHENTICATED' } });
}

export function forbiddenError(lang: Lang, decl: ResourceDeclaration, action: Action): GraphQLError {
  const message = authText(lang, 'auth.forbidden', { resource: decl.label[lang].other, action: authText(lang, `auth.action.${action}`) });
  return new GraphQLError(message, { extensions: { code: 'FORBIDDEN', resource: decl.name, action } });
}

/** The caller; the transports refuse anonymous requests already, this is the second line. */
export function requireUser(ctx: RequestContext): RequestUser {
  if (!ctx.user) throw unauthenticatedError(ctx.lang);
  return ctx.user;
}

/** Throws FORBIDDEN unless the caller's roles allow the action; call BEFORE reading or writing. */
export function requirePermission(ctx: RequestContext, decl: ResourceDeclaration, action: Action): RequestUser {
  const user = requireUser(ctx);
  if (!mayPerform(user.roles, decl, action)) throw forbiddenError(ctx.lang, decl, action);
  return user;
}
