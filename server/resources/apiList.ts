/**
 * A declared resource's list as the API serves it (allX): at most `maxPerPage` rows per page.
 * A larger perPage is refused, never cut short (rows would go missing without a word); a list
 * asked without perPage (react-admin's getMany by ids) answers all its rows when they are at
 * most maxPerPage, else it is refused too. Server code reading whole tables calls the service directly.
 */
import type { RequestContext } from '../context';
import { refusalError } from '../graphql/limits/refusal';
import type { ListArgs } from './list';
import type { ResourceService } from './service';

type Row = Awaited<ReturnType<ResourceService['list']>>[number];

export async function apiList(service: ResourceService, args: ListArgs, ctx: RequestContext, maxPerPage: number): Promise<Row[]> {
  if (args.perPage != null) {
    if (args.perPage > maxPerPage) throw refusalError(ctx.lang, { limit: 'perPage', max: maxPerPage, value: args.perPage });
    return service.list(args);
  }
  // A caller paging without perPage pages by the largest page.
  if (args.page) return service.list({ ...args, perPage: maxPerPage });
  const rows = await service.list({ ...args, perPage: maxPerPage + 1 });
  if (rows.length > maxPerPage) throw refusalError(ctx.lang, { limit: 'listSize', max: maxPerPage, value: await service.count(args) });
  return rows;
}
