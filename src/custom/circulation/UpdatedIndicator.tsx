import type { Lang } from '../../shared/resource/types';
import { formatTimeOfDay } from '../../ui/format';
import { circTexts } from './messages';

/** MUI's success.main and the body2 text in text.secondary, drawn plain: it renders with every live update. */
const DOT = { width: 8, height: 8, borderRadius: '50%', backgroundColor: '#2E7D32' } as const;
const ROW = { display: 'flex', alignItems: 'center', gap: 6 } as const;
const HIDDEN_ROW = { ...ROW, visibility: 'hidden' } as const;
const TEXT = { margin: 0, fontSize: '0.875rem', lineHeight: 1.43, letterSpacing: '0.01071em', color: 'rgba(0, 0, 0, 0.6)' } as const;

/**
 * "Stand 14:32:05": the time of the newest data on screen; moves with every live event. Before
 * the first data its place is kept (invisible), so that its arrival does not push the list down
 * (on a phone the indicator wraps onto a line of its own: a layout shift of the whole table). The
 * kept place holds a time formatted as the real one will be, with the zone's name when the browser's
 * zone is not the operator's ("10:33:36 GMT-10"): a bare "00:00:00" was narrower and still wrapped.
 */
export function UpdatedIndicator({ updatedAt, lang }: { updatedAt: number | null; lang: Lang }) {
  const known = updatedAt !== null;
  return (
    <div style={known ? ROW : HIDDEN_ROW} aria-hidden={known ? undefined : true}>
      <span aria-hidden style={DOT} />
      <p style={TEXT} data-testid={known ? 'circulation-updated' : undefined} role={known ? 'status' : undefined} aria-live="off">
        {circTexts.text(lang, 'updatedAt', { time: formatTimeOfDay(known ? updatedAt : Date.now(), lang) })}
      </p>
    </div>
  );
}
