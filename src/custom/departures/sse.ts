/**
 * A parser of server-sent events (the text/event-stream format) fed with text chunks as they
 * arrive (pure): the board reads its stream with fetch so that it can send a bearer token, which
 * the browser's EventSource cannot.
 */

export interface SseEvent {
  event: string;
  data: string;
}

export interface SseParser {
  /** Feeds a chunk; calls onEvent for every complete event, onComment for heartbeats. */
  push(chunk: string): void;
}

export function createSseParser(onEvent: (e: SseEvent) => void, onComment: () => void = () => undefined): SseParser {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  const line = (l: string) => {
    if (l === '') {
      if (data.length) onEvent({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (l.startsWith(':')) {
      onComment();
      return;
    }
    const colon = l.indexOf(':');
    const field = colon < 0 ? l : l.slice(0, colon);
    let value = colon < 0 ? '' : l.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };
  return {
    push(chunk: string) {
      buffer += chunk;
      let nl: number;
      while ((nl = buffer.search(/\r\n|\r|\n/)) >= 0) {
        const sep = buffer.startsWith('\r\n', nl) ? 2 : 1;
        // A lone \r at the end may be the first half of \r\n: wait for more.
        if (buffer[nl] === '\r' && sep === 1 && nl === buffer.length - 1) break;
        line(buffer.slice(0, nl));
        buffer = buffer.slice(nl + sep);
      }
    },
  };
}
