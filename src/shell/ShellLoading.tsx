/**
 * What shows while a screen's code or the session check is under way (react-admin's LoadingPage,
 * drawn without MUI): a spinner with the loading text, announced politely.
 */
import { useTranslate } from 'ra-core';

export function ShellLoading() {
  const translate = useTranslate();
  return (
    <div className="sh-loading" role="status">
      <span className="sh-spinner" aria-hidden="true" />
      <span className="sh-loading-title">{translate('ra.page.loading')}</span>
      <span className="sh-loading-text">{translate('ra.message.loading')}</span>
    </div>
  );
}
