import { useLoading, useRefresh, useTranslate } from 'ra-core';
import { ShellIcon } from './icons';
import { Tooltip } from './Tooltip';

/**
 * Refresh button, replaced by a labelled progress indicator while data loads (react-admin's
 * RefreshIconButton and LoadingIndicator, drawn without MUI).
 */
export function AppBarLoading() {
  const loading = useLoading();
  const refresh = useRefresh();
  const translate = useTranslate();
  const label = translate('ra.action.refresh');
  return (
    <span className="sh-appbar-loading">
      {loading ? (
        <span className="sh-spinner sh-spinner-small" role="progressbar" aria-label={translate('ra.page.loading')} />
      ) : (
        <Tooltip title={label}>
          <button type="button" className="sh-icon-button" aria-label={label} onClick={() => refresh()}>
            <ShellIcon name="refresh" />
          </button>
        </Tooltip>
      )}
    </span>
  );
}
