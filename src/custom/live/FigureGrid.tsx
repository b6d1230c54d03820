/** The six figures of the live overview (rules: server/operations/live/summary.ts). */
import { memo } from 'react';
import { Box } from '@mui/material';
import { usePageText } from '../../providers/i18n/usePageText';
import { DELAY_THRESHOLD_S } from '../../shared/operations/types';
import { formatNumber, formatPercent } from '../../ui/format';
import type { LiveSummary } from './api';
import { FigureCard } from './FigureCard';
import { liveTexts, type LiveTextKey } from './messages';
import { circulationLink, dayStartText, MAP_PATH } from './overview';

/** Memoized: LivePage hands it the summary as a deferred value (see there). */
export const FigureGrid = memo(function FigureGrid({ s }: { s: LiveSummary }) {
  const { t, lang } = usePageText(liveTexts);
  const minutes = DELAY_THRESHOLD_S / 60;
  const n = (x: number) => formatNumber(x, lang);
  const about = (key: LiveTextKey) => t('about', { figure: t(key) });
  const late = (share: number | null) => (share !== null && share < 0.9 ? 'warning' : 'default');
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', tablet: 'repeat(2, 1fr)', laptop: 'repeat(3, 1fr)' }, mb: 3 }}>
      <FigureCard
        id="punctualityNow" label={t('punctualityNow')} value={formatPercent(s.punctualityNow, lang)} raw={s.punctualityNow}
        detail={t('punctualityNowDetail', { punctual: n(s.active - s.activeDelayed), of: n(s.active), count: s.active })}
        rule={t('punctualityNowRule', { minutes })} ruleLabel={about('punctualityNow')} tone={late(s.punctualityNow)}
      />
      <FigureCard
        id="punctualityToday" label={t('punctualityToday')} value={formatPercent(s.punctualityToday, lang)} raw={s.punctualityToday}
        detail={t('punctualityTodayDetail', { punctual: n(s.punctualArrivals), of: n(s.ended), count: s.ended })}
        rule={t('punctualityTodayRule', { minutes })} ruleLabel={about('punctualityToday')} tone={late(s.punctualityToday)}
      />
      <FigureCard
        id="active" label={t('active')} value={n(s.active)} raw={s.active}
        detail={t('activeDetail', { delayed: n(s.activeDelayed) })}
        rule={t('activeRule')} ruleLabel={about('active')} link={{ to: MAP_PATH, text: t('toMap') }}
      />
      <FigureCard
        id="delayed" label={t('delayed')} value={n(s.delayed)} raw={s.delayed} tone={s.delayed > 0 ? 'warning' : 'default'}
        detail={t('delayedDetail')} rule={t('delayedRule', { minutes })} ruleLabel={about('delayed')}
        link={{ to: circulationLink({ statuses: ['delayed'] }), text: t('toDelayed') }}
      />
      <FigureCard
        id="cancelled" label={t('cancelled')} value={n(s.cancelled)} raw={s.cancelled} tone={s.cancelled > 0 ? 'error' : 'default'}
        detail={t('cancelledDetail')} rule={t('cancelledRule')} ruleLabel={about('cancelled')}
        link={{ to: circulationLink({ statuses: ['cancelled'] }), text: t('toCancelled') }}
      />
      <FigureCard
        id="total" label={t('total')} value={n(s.total)} raw={s.total}
        detail={t('totalDetail', { ended: n(s.ended) })} rule={t('totalRule', { start: dayStartText(s.dayStartHour) })} ruleLabel={about('total')}
        link={{ to: circulationLink(), text: t('toList') }}
      />
    </Box>
  );
});
