import type { IncomingHttpHeaders } from 'node:http';
import type { Lang } from '../src/shared/resource/types';
import { langFromHeader } from './i18n';

export interface RequestUser {
  username: string;
  roles: string[];
}

/** What every resolver gets; built in ONE place (the identity issue plugs in here). */
export interface RequestContext {
  user: RequestUser | null;
  lang: Lang;
}

/** Builds the context from the request headers (HTTP request or WebSocket upgrade). */
export function buildContext(headers: IncomingHttpHeaders): RequestContext {
  return { user: null, lang: langFromHeader(headers['accept-language']) };
}

/** Name written to created_by/updated_by and record_versions.changed_by. */
export function actorName(ctx: RequestContext): string {
  return ctx.user?.username ?? 'anonymous';
}
