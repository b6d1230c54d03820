/** catchAll page of <Admin>: the address does not exist (de/it), drawn without MUI. */
import { Link, useLocation } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import { ShellIcon } from './icons';
import { ShellTitle } from './ShellTitle';

export function NotFoundPage() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  return (
    <div className="sh-message-page">
      <ShellTitle title="app.not_found.title" />
      <ShellIcon name="searchOff" className="sh-notice-icon" />
      <h1 className="sh-h5">{translate('app.not_found.title')}</h1>
      <p>{translate('app.not_found.text', { path: pathname })}</p>
      <Link to="/" className="sh-button sh-button-contained">
        {translate('app.not_found.back_home')}
      </Link>
    </div>
  );
}
