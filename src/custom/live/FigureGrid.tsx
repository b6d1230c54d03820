/** The six figures of the live overview (rules: server/operations/live/summary.ts). */
import { Box } from '@mui/material';
import { DELAY_THRESHOLD_S } from '../../shared/operations/types';
import type { Lang } from '../../shared/resource/types';
import type { LiveSummary } from './api';
import { FigureCard } from './FigureCard';
import { liveText, type LiveText } from './messages';
import { circulationLink, formatCount, formatPercent, MAP_PATH } from './overview';

export function FigureGrid({ s, lang }: { s: LiveSummary; lang: Lang }) {
  const minutes = DELAY_THRESHOLD_S / 60;
  const n = (x: number) => formatCount(x, lang);
  const about = (key: LiveText) => liveText(lang, 'about', { figure: liveText(lang, key) });
  const late = (share: number | null) => (share !== null && share < 0.9 ? 'warning' : 'default');
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', tablet: 'repeat(2, 1fr)', laptop: 'repeat(3, 1fr)' }, mb: 3 }}>
      <FigureCard
        id="punctualityNow" label={liveText(lang, 'punctualityNow')} value={formatPercent(s.punctualityNow, lang)} raw={s.punctualityNow}
        detail={liveText(lang, 'punctualityNowDetail', { punctual: n(s.active - s.activeDelayed), of: n(s.active) })}
        rule={liveText(lang, 'punctualityNowRule', { minutes })} ruleLabel={about('punctualityNow')} tone={late(s.punctualityNow)}
      />
      <FigureCard
        id="punctualityToday" label={liveText(lang, 'punctualityToday')} value={formatPercent(s.punctualityToday, lang)} raw={s.punctualityToday}
        detail={liveText(lang, 'punctualityTodayDetail', { punctual: n(s.punctualArrivals), of: n(s.ended) })}
        rule={liveText(lang, 'punctualityTodayRule', { minutes })} ruleLabel={about('punctualityToday')} tone={late(s.punctualityToday)}
      />
      <FigureCard
        id="active" label={liveText(lang, 'active')} value={n(s.active)} raw={s.active}
        detail={liveText(lang, 'activeDetail', { delayed: n(s.activeDelayed) })}
        rule={liveText(lang, 'activeRule')} ruleLabel={about('active')} link={{ to: MAP_PATH, text: liveText(lang, 'toMap') }}
      />
      <FigureCard
        id="delayed" label={liveText(lang, 'delayed')} value={n(s.delayed)} raw={s.delayed} tone={s.delayed > 0 ? 'warning' : 'default'}
        detail={liveText(lang, 'delayedDetail')} rule={liveText(lang, 'delayedRule', { minutes })} ruleLabel={about('delayed')}
        link={{ to: circulationLink({ statuses: ['delayed'] }), text: liveText(lang, 'toDelayed') }}
      />
      <FigureCard
        id="cancelled" label={liveText(lang, 'cancelled')} value={n(s.cancelled)} raw={s.cancelled} tone={s.cancelled > 0 ? 'error' : 'default'}
        detail={liveText(lang, 'cancelledDetail')} rule={liveText(lang, 'cancelledRule')} ruleLabel={about('cancelled')}
        link={{ to: circulationLink({ statuses: ['cancelled'] }), text: liveText(lang, 'toCancelled') }}
      />
      <FigureCard
        id="total" label={liveText(lang, 'total')} value={n(s.total)} raw={s.total}
        detail={liveText(lang, 'totalDetail', { ended: n(s.ended) })} rule={liveText(lang, 'totalRule')} ruleLabel={about('total')}
        link={{ to: circulationLink(), text: liveText(lang, 'toList') }}
      />
    </Box>
  );
}
