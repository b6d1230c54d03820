import type { IncomingHttpHeaders } from 'node:http';
import type { Lang, Role } from '../src/shared/resource/types';
import { langFromHeader } from './i18n';

/** The caller, from a verified access token (server/auth/verifier.ts). */
export interface RequestUser {
  /** `sub` of the token: the identity provider's user id. */
  id: string;
  /** `preferred_username`. */
  username: string;
  name: string;
  email: string | null;
  /** Application roles among admin, dispatcher, planner, viewer. */
  roles: Role[];
  /** `sid`: the identity provider's session. */
  sessionId: string | null;
}

/** What every resolver gets; built in ONE place for HTTP requests and WebSocket subscriptions. */
export interface RequestContext {
  user: RequestUser | null;
  lang: Lang;
}

/** Builds the context from the request headers (HTTP request or WebSocket upgrade) and the verified user. */
export function buildContext(headers: IncomingHttpHeaders, user: RequestUser | null): RequestContext {
  return { user, lang: langFromHeader(headers['accept-language']) };
}

/** Name written to created_by/updated_by and record_versions.changed_by. */
export function actorName(ctx: RequestContext): string {
  return ctx.user?.username ?? 'anonymous';
}
