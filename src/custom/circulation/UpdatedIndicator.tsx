import type { Lang } from '../../shared/resource/types';
import { formatTimeOfDay } from '../../ui/format';
import { circTexts } from './messages';

/** MUI's success.main and the body2 text in text.secondary, drawn plain: it renders with every live update. */
const DOT = { width: 8, height: 8, borderRadius: '50%', backgroundColor: '#2E7D32' } as const;
const TEXT = { margin: 0, fontSize: '0.875rem', lineHeight: 1.43, letterSpacing: '0.01071em', color: 'rgba(0, 0, 0, 0.6)' } as const;

/** "Stand 14:32:05": the time of the newest data on screen; moves with every live event. */
export function UpdatedIndicator({ updatedAt, lang }: { updatedAt: number | null; lang: Lang }) {
  if (updatedAt === null) return null;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
      <span aria-hidden style={DOT} />
      <p style={TEXT} data-testid="circulation-updated" role="status" aria-live="off">
        {circTexts.text(lang, 'updatedAt', { time: formatTimeOfDay(updatedAt, lang) })}
      </p>
    </div>
  );
}
