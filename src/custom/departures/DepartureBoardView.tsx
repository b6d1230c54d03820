/**
 * The station departure board (/abfahrten/:station): header with station and clock, the
 * departures (pages turn every 10 s when not all fit), station connections, running texts as a
 * ticker. Live through the board's event stream (stream.ts). No app shell, no react-admin.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { BRAND_MARKS } from '../../shared/brandMarks';
import type { DepartureBoard } from '../../shared/passenger-info/types';
import type { Lang } from '../../shared/resource/types';
import { currentBrandCode } from './brand';
import { BoardRows } from './BoardRows';
import { pageOf, rowsThatFit } from './display';
import { boardTexts } from './messages';
import { formatTimeOfDay } from '../../ui/format';
import { openBoardStream, type StreamState } from './stream';

export const PAGE_TURN_MS = 10_000;
/** A row's height in em of the board's font (.db-table td: 2.3em + spacing; a little more for rows with notes). */
const ROW_EM = 2.7;

export interface DepartureBoardViewProps {
  station: string;
  lang: Lang;
  token: () => string | null;
  /** The stream was refused with 401: the bootstrap shows the login page. */
  onSignIn: () => void;
}

function useClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id);
  }, []);
  return now;
}

function useRowsThatFit(ref: React.RefObject<HTMLDivElement | null>): number {
  const [rows, setRows] = useState(8);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const font = parseFloat(getComputedStyle(el).fontSize) || 16;
      // The header row of the table takes about one row.
      setRows(rowsThatFit(el.clientHeight - font * 1.4, font * ROW_EM));
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref]);
  return rows;
}

export function DepartureBoardView({ station, lang, token, onSignIn }: DepartureBoardViewProps) {
  const [board, setBoard] = useState<DepartureBoard | null>(null);
  const [state, setState] = useState<StreamState>('connecting');
  const [step, setStep] = useState(0);
  const body = useRef<HTMLDivElement>(null);
  const perPage = useRowsThatFit(body);
  const now = useClock();
  const t = (key: Parameters<typeof boardTexts.text>[1], args?: Record<string, string | number>) => boardTexts.text(lang, key, args);

  useEffect(() => {
    setBoard(null);
    return openBoardStream({
      station,
      lang,
      token,
      onBoard: setBoard,
      onState: (s) => {
        setState(s);
        if (s === 'signIn') onSignIn();
      },
    });
  }, [station, lang, token, onSignIn]);

  const departures = board?.departures ?? [];
  const { rows, page, pages } = pageOf(departures, perPage, step);
  useEffect(() => {
    if (pages <= 1) return;
    const id = setInterval(() => setStep((s) => s + 1), PAGE_TURN_MS);
    return () => clearInterval(id);
  }, [pages]);

  const name = board?.stationName ?? '';
  useEffect(() => {
    document.title = name ? t('pageTitle', { station: name }) : t('pickTitle');
  });

  const ticker = (board?.messages ?? []).map((m) => m.text).join('   +++   ');
  const connections = (board?.stationConnections ?? []).map((c) => {
    const mode = boardTexts.label(lang, 'mode', c.mode);
    // "Tram 2" needs no "Tram" before it.
    const line = c.line.toLowerCase().startsWith(mode.toLowerCase()) ? c.line : `${mode} ${c.line}`;
    const text = t('connection', { line, direction: c.direction, place: c.place });
    return c.walkTimeMin === null ? text : `${text}, ${t('walk', { minutes: c.walkTimeMin })}`;
  });
  const brand = BRAND_MARKS[currentBrandCode()];
  const langHref = (l: Lang) => `${window.location.pathname}?lang=${l}`;

  return (
    <div className="db" lang={lang} style={{ ['--db-brand' as string]: brand.primary }}>
      <header className="db-head">
        <h1>{name || '\u00a0'}</h1>
        <nav className="db-langs" aria-label={t('language')}>
          {(['de', 'it'] as const).map((l) => (
            <a key={l} href={langHref(l)} hrefLang={l} lang={l} aria-current={l === lang ? 'true' : undefined}>{l.toUpperCase()}</a>
          ))}
        </nav>
        <time className="db-clock" dateTime={now.toISOString()}>{formatTimeOfDay(now, lang, { seconds: true })}</time>
      </header>
      <main className="db-body" ref={body} aria-live="polite" aria-busy={board ? 'false' : 'true'}>
        {state === 'notFound' && <p className="db-empty" role="alert">{t('notFound')}</p>}
        {state === 'signIn' && <p className="db-empty" role="alert">{t('signIn')}</p>}
        {board && departures.length === 0 && <p className="db-empty">{t('none')}</p>}
        {board && departures.length > 0 && <BoardRows rows={rows} lang={lang} />}
      </main>
      <footer className="db-foot">
        <span className="db-connections">{connections.length ? `${t('connections')}: ${connections.join(' · ')}` : ''}</span>
        {state === 'reconnecting' && <span className="db-state" role="status">{t('reconnecting')}</span>}
        {pages > 1 && <span>{t('page', { page, pages })}</span>}
      </footer>
      {ticker && (
        <div className="db-ticker" role="region" aria-label={t('notes')}>
          <span className="db-ticker-text" style={{ ['--db-ticker-s' as string]: `${Math.max(15, Math.round(ticker.length / 6))}s` }}>{ticker}</span>
        </div>
      )}
    </div>
  );
}
