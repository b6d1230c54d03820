/**
 * Serialise once, send to many: a large subscription payload (the 1,000 train positions of one
 * engine tick) is turned into JSON text once per batch instead of once per subscriber.
 *
 * A resolver wraps the value in SharedJson; the JSON scalar serialises that to a short token
 * string; the WebSocket send (server/graphql/ws.ts) puts the cached JSON text in place of the
 * token. Filtered subscribers have their own arrays and so their own (single) serialisation.
 * Only subscriptions use it (the HTTP path never sees a token).
 */
const MARK = '\u0001sharedjson:';
/** In the sent text the control characters appear JSON-escaped. */
const TOKEN_IN_TEXT = /"\\u0001sharedjson:(\d+)\\u0001"/g;
const QUICK_CHECK = '\\u0001sharedjson:';
/** Batches in flight at once: a tick's batch is sent within the second, 16 leaves ample room. */
const KEEP = 16;

export class SharedJson {
  constructor(readonly value: object) {}
}

const ids = new WeakMap<object, number>();
const texts = new Map<number, string>();
let nextId = 1;

/** The token for a value; the value is stringified on its first use only. */
export function sharedJsonToken(shared: SharedJson): string {
  let id = ids.get(shared.value);
  if (id === undefined) {
    id = nextId++;
    ids.set(shared.value, id);
    texts.set(id, JSON.stringify(shared.value));
    if (texts.size > KEEP) texts.delete(texts.keys().next().value!);
  }
  return `${MARK}${id}\u0001`;
}

/** A message text with every token replaced by its JSON text (unchanged when it has none). */
export function expandSharedJson(message: string): string {
  if (!message.includes(QUICK_CHECK)) return message;
  return message.replace(TOKEN_IN_TEXT, (_whole, id: string) => texts.get(Number(id)) ?? 'null');
}
