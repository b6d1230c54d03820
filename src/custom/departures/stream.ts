/**
 * The board's live stream: GET /api/departures/:station/events read with fetch (a bearer token
 * can be sent, which EventSource cannot), parsed by sse.ts, reopened by the policy in
 * reconnect.ts after a failure or a silence. A 401 asks for a sign-in, a 404 ends it.
 */
import type { DepartureBoard } from '../../shared/passenger-info/types';
import type { Lang } from '../../shared/resource/types';
import { afterFailure, BOARD_RECONNECT, isSilent, reconnectDelay } from './reconnect';
import { createSseParser } from './sse';

export type StreamState = 'connecting' | 'live' | 'reconnecting' | 'signIn' | 'notFound';

export interface BoardStreamOptions {
  station: string;
  lang: Lang;
  /** The signed-in user's token, or null (public boards). */
  token: () => string | null;
  onBoard: (board: DepartureBoard) => void;
  onState: (state: StreamState) => void;
}

export function boardUrl(station: string, lang: Lang, events = false): string {
  return `/api/departures/${encodeURIComponent(station)}${events ? '/events' : ''}?lang=${lang}`;
}

/** Opens the stream; returns a function that closes it for good. */
export function openBoardStream(opts: BoardStreamOptions): () => void {
  let closed = false;
  let failures = 0;
  let abort: AbortController | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let lastSeen = Date.now();
  const watchdog = setInterval(() => {
    if (abort && isSilent(lastSeen, Date.now())) abort.abort();
  }, 5000);

  const schedule = () => {
    if (closed) return;
    failures += 1;
    opts.onState('reconnecting');
    retry = setTimeout(() => void connect(), reconnectDelay(failures, BOARD_RECONNECT));
  };

  const connect = async () => {
    if (closed) return;
    abort = new AbortController();
    lastSeen = Date.now();
    let status: number | null = null;
    try {
      const token = opts.token();
      const res = await fetch(boardUrl(opts.station, opts.lang, true), {
        headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        signal: abort.signal,
        cache: 'no-store',
      });
      status = res.status;
      if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`);
      const parser = createSseParser(
        (e) => {
          lastSeen = Date.now();
          if (e.event !== 'board') return;
          failures = 0;
          opts.onState('live');
          opts.onBoard(JSON.parse(e.data) as DepartureBoard);
        },
        () => {
          lastSeen = Date.now();
        },
      );
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.push(decoder.decode(value, { stream: true }));
      }
      status = null;
    } catch {
      /* a failure or an abort: decided below */
    }
    if (closed) return;
    const next = afterFailure(status);
    if (next === 'retry') schedule();
    else opts.onState(next);
  };

  opts.onState('connecting');
  void connect();
  return () => {
    closed = true;
    clearInterval(watchdog);
    if (retry) clearTimeout(retry);
    abort?.abort();
  };
}
