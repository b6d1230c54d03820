/**
 * The app bar's bell (issue 13 item 6): the number of the caller's unacknowledged in-app
 * notifications on a button that opens them in a popover (BellPanel.tsx). The button is drawn
 * without MUI, like the app bar around it; the popover's code and the screens' theme load when
 * the bell is first opened (issue 15: Home loads no MUI).
 */
import { lazy, Suspense, useId, useState } from 'react';
import { usePageText } from '../../../providers/i18n/usePageText';
import { ShellIcon } from '../../../shell/icons';
import { themed } from '../../../shell/themed';
import { Tooltip } from '../../../shell/Tooltip';
import { bellButtonTexts } from './bellButtonTexts';
import type { BellPanelProps } from './BellPanel';
import { useMyNotifications } from './useMyNotifications';

const BellPanel = lazy(themed<BellPanelProps>(() => import('./BellPanel')));

export default function NotificationBell() {
  const { t } = usePageText(bellButtonTexts);
  const { query, acknowledge } = useMyNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popId = useId();
  const count = query.data?.unacknowledged ?? 0;
  const label = count > 0 ? t('bellLabelCount', { count }) : t('bellLabel');

  return (
    <>
      <Tooltip title={label}>
        <button
          type="button"
          className="sh-icon-button"
          aria-label={label}
          aria-haspopup="dialog"
          aria-controls={anchor ? popId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
          data-testid="notification-bell"
        >
          <span className="sh-badge-anchor">
            <ShellIcon name="notifications" />
            {count > 0 && <span className="sh-badge" aria-hidden="true">{count > 99 ? '99+' : count}</span>}
          </span>
        </button>
      </Tooltip>
      {anchor && (
        <Suspense fallback={null}>
          <BellPanel id={popId} anchor={anchor} onClose={() => setAnchor(null)} query={query} acknowledge={acknowledge} />
        </Suspense>
      )}
    </>
  );
}
