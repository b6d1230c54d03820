/**
 * Error pages of the shell (CoreAdminUI `error`, `authenticationError` and `accessDenied`, and the
 * screen error boundary), in the user's language, drawn without MUI.
 */
import type { ErrorInfo } from 'react';
import { useResetErrorBoundaryOnLocationChange, useTranslate } from 'ra-core';
import { ShellIcon } from './icons';
import { ShellTitle } from './ShellTitle';

export interface ErrorPageProps {
  error?: Error;
  errorInfo?: ErrorInfo;
  resetErrorBoundary?: (...args: unknown[]) => void;
}

const noop = () => undefined;

export function ErrorPage({ resetErrorBoundary }: ErrorPageProps) {
  const translate = useTranslate();
  useResetErrorBoundaryOnLocationChange(resetErrorBoundary ?? noop);
  return (
    <div className="sh-message-page">
      <ShellTitle title="ra.page.error" />
      <h1 className="sh-h5 sh-error-heading" role="alert">
        <ShellIcon name="report" className="sh-error-icon" />
        {translate('ra.page.error')}
      </h1>
      <p>{translate('ra.message.error')}</p>
      <div className="sh-actions">
        <button type="button" className="sh-button sh-button-contained" onClick={() => window.history.go(-1)}>
          <ShellIcon name="history" />
          {translate('ra.action.back')}
        </button>
        {/* A screen's code that failed to load (network) only comes back with a reload. */}
        <button type="button" className="sh-button sh-button-outlined" onClick={() => window.location.reload()}>
          {translate('app.error.reload')}
        </button>
      </div>
    </div>
  );
}

/** A page of its own for a denial or a failed authentication: a large icon, a heading, a line. */
function NoticePage({ icon, title, text }: { icon: 'warning' | 'lock'; title: string; text: string }) {
  const translate = useTranslate();
  return (
    <div className="sh-message-page">
      <ShellTitle title={title} />
      <ShellIcon name={icon} className="sh-notice-icon" />
      <h1 className="sh-h5 sh-secondary">{translate(title)}</h1>
      <p className="sh-body2">{translate(text)}</p>
    </div>
  );
}

export function AuthenticationErrorPage() {
  return <NoticePage icon="warning" title="ra.page.authentication_error" text="ra.message.authentication_error" />;
}

export function AccessDeniedPage() {
  return <NoticePage icon="lock" title="ra.page.access_denied" text="ra.message.access_denied" />;
}
