/**
 * de/it switch in the app bar: a group of two toggle buttons (aria-pressed). Switching changes
 * react-admin's locale, which switches i18next's language in the same task
 * (providers/i18n/followStoredLocale); the app follows that event with the screens' theme
 * localisation, the date-fns locale and <html lang>, and re-renders in place: no reload, no
 * remount, so what is open or typed stays.
 */
import { startTransition } from 'react';
import { useLocaleState, useTranslate } from 'ra-core';
import { LANGS } from '../shared/resource/types';
import { useAppLang } from '../providers/i18n/useAppLang';

export function LanguageSwitcher() {
  const translate = useTranslate();
  const lang = useAppLang();
  const [, setLocale] = useLocaleState();
  return (
    <div role="group" className="sh-langs" aria-label={translate('app.language.label')}>
      {LANGS.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          className="sh-lang"
          aria-pressed={l === lang}
          aria-label={translate(`app.language.${l}`)}
          onClick={() => {
            // A transition: React re-renders the screen in the new language in slices instead of
            // one long task (issue 15), and shows the result at once when it is complete.
            if (l !== lang) startTransition(() => setLocale(l));
          }}
        >
          {l.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
