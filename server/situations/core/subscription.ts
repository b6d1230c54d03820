/**
 * Subscription.situationsChanged: ids of changed situations (events 'changed'), coalesced to at
 * most one notice per second per subscriber and filtered by the subscriber's rights at delivery
 * time, so a user without view on a category never learns that one of its situations changed.
 */
import { GraphQLNonNull } from 'graphql';
import { requireUser } from '../../auth/guard';
import type { RequestContext, RequestUser } from '../../context';
import type { SchemaFields } from '../../graphql/extension';
import type { SituationChange } from '../../../src/shared/situations/api';
import type { SituationDeps } from '../deps';
import { rightsByCategory } from '../rights';
import { coalescer } from './coalesce';
import { SituationChangeType } from './types';

/**
 * Categories of recently discarded drafts: their rows are gone when the notice is filtered, yet
 * the viewers of that category must learn that the draft left the list. Bounded; oldest first out.
 */
const discarded = new Map<string, string>();
const DISCARDED_MAX = 1000;

export function rememberDiscarded(id: string, categoryId: string): void {
  discarded.set(id, categoryId);
  if (discarded.size > DISCARDED_MAX) discarded.delete(discarded.keys().next().value!);
}

/** The ids among `ids` the user may view. */
export async function viewableIds(deps: SituationDeps, user: RequestUser, ids: string[]): Promise<string[]> {
  const rights = await rightsByCategory(deps.db, user);
  const cats = [...rights].filter(([, r]) => r.view).map(([id]) => id);
  if (cats.length === 0) return [];
  const { rows } = await deps.db.query<{ id: string }>(
    'SELECT id::text AS id FROM situations WHERE id = ANY($1::bigint[]) AND category_id = ANY($2::bigint[])',
    [ids.filter((x) => /^\d{1,18}$/.test(x)), cats],
  );
  const gone = ids.filter((id) => cats.includes(discarded.get(id) ?? ''));
  return [...rows.map((r) => r.id), ...gone];
}

function changes(deps: SituationDeps, user: RequestUser): AsyncIterableIterator<SituationChange> {
  const queue: SituationChange[] = [];
  const waiting: ((r: IteratorResult<SituationChange>) => void)[] = [];
  let done = false;
  const push = (v: SituationChange) => {
    const w = waiting.shift();
    if (w) w({ value: v, done: false });
    else queue.push(v);
  };
  const c = coalescer((ids) => {
    viewableIds(deps, user, ids)
      .then((mine) => {
        if (!done && mine.length) push({ ids: mine });
      })
      .catch((err: unknown) => deps.app.log.error({ err }, 'situationsChanged: rights lookup failed'));
  });
  const off = deps.events.on('changed', (e) => c.add(e.ids));
  const finish = async (): Promise<IteratorResult<SituationChange>> => {
    if (!done) {
      done = true;
      off();
      c.close();
      for (const w of waiting.splice(0)) w({ value: undefined, done: true });
    }
    return { value: undefined, done: true };
  };
  const it: AsyncIterableIterator<SituationChange> = {
    next: () => {
      if (queue.length) return Promise.resolve({ value: queue.shift()!, done: false });
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => waiting.push(resolve));
    },
    return: finish,
    throw: (e?: unknown) => finish().then(() => Promise.reject(e)),
    [Symbol.asyncIterator]: () => it,
  };
  return it;
}

export function coreSubscriptions(deps: SituationDeps): SchemaFields {
  return {
    situationsChanged: {
      type: new GraphQLNonNull(SituationChangeType),
      description: 'Ids of changed situations the caller may view; at most one event per second',
      subscribe: (_s, _a, ctx: RequestContext) => changes(deps, requireUser(ctx)),
      resolve: (payload: unknown) => payload,
    },
  };
}
