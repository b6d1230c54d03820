/**
 * The live connection's banner at the top of the screen content: prominent (error red,
 * role="alert") when the connection is lost, quieter (brand primary, role="status") while
 * reconnecting after a connection existed. Only the headline is the live region: the
 * countdown beside it ticks every second and must not be announced every second.
 */
import { useTranslate } from 'ra-core';
import { bannerOf, secondsUntil } from '../providers/live/connectionState';
import { connectionStore } from '../providers/live/connectionStore';
import { useConnectionState, useNow } from '../providers/live/useConnectionState';
import { ShellIcon } from './icons';

export function ConnectionBanner() {
  const translate = useTranslate();
  const banner = bannerOf(useConnectionState());
  const now = useNow(banner?.nextAttemptAt != null);
  if (!banner) return null;
  const lost = banner.kind === 'lost';
  const seconds = secondsUntil(banner.nextAttemptAt, now);
  const when = seconds === null ? translate('app.connection.trying') : translate('app.connection.next_try', { seconds });
  const headline =
    banner.kind === 'lost'
      ? translate('app.connection.lost')
      : translate('app.connection.reconnecting', { retry: banner.retry, max: banner.maxRetries });
  return (
    <div data-connection-banner={banner.kind} className="sh-banner" data-kind={banner.kind}>
      <ShellIcon name={lost ? 'cloudOff' : 'sync'} className="sh-banner-icon" />
      <div className="sh-banner-text">
        <span role={lost ? 'alert' : 'status'} className="sh-banner-headline">
          {headline}
        </span>
        <span> – {when}</span>
        {lost && <span className="sh-banner-detail">{translate('app.connection.lost_detail')}</span>}
      </div>
      <button
        type="button"
        className={lost ? 'sh-button sh-button-outlined-inherit' : 'sh-button sh-button-text'}
        disabled={seconds === null}
        onClick={() => connectionStore.retryNow()}
      >
        {translate('app.connection.retry_now')}
      </button>
    </div>
  );
}
