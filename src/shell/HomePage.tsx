/** Startseite: one card per area with links to its available screens (drawn without MUI). */
import { Link } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import { ShellTitle } from './ShellTitle';
import { useAppLang } from '../providers/i18n/useAppLang';
import { enabledPages, unavailableCount, type ResolvedEntry } from './menuModel';
import { MenuIcon } from './icons';
import { useShell } from './ShellContext';

export function HomePage() {
  const translate = useTranslate();
  const { menu } = useShell();
  const areas = menu.tree.filter((e) => e.kind !== 'page');
  return (
    <div className="sh-home">
      <ShellTitle title="app.home.title" />
      <h1 className="sh-h5">{translate('app.home.title')}</h1>
      <p className="sh-home-intro">{translate('app.home.intro')}</p>
      <div className="sh-home-grid">
        {areas.map((area) => (
          <AreaCard key={area.id} area={area} />
        ))}
      </div>
    </div>
  );
}

function AreaCard({ area }: { area: ResolvedEntry }) {
  const translate = useTranslate();
  const lang = useAppLang();
  const pages = enabledPages(area);
  const pending = unavailableCount(area);
  const headingId = `home-area-${area.id}`;
  return (
    <section aria-labelledby={headingId} className="sh-card">
      <div className="sh-card-header">
        <MenuIcon name={area.icon} />
        <h2 id={headingId} className="sh-h6">
          {area.label[lang]}
        </h2>
      </div>
      <div className="sh-card-content">
        {pages.length ? (
          <ul className="sh-card-links">
            {pages.map((p) => (
              <li key={p.id}>
                <Link to={p.to!} className="sh-link">
                  {p.label[lang]}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="sh-body2">{translate('app.home.nothing_available')}</p>
        )}
        {pending > 0 && (
          <p className="sh-body2 sh-secondary">{translate('app.home.unavailable', { count: pending, smart_count: pending })}</p>
        )}
      </div>
    </section>
  );
}
