/**
 * de/it switch in the app bar: a group of two toggle buttons (aria-pressed). Switching changes
 * react-admin's locale (texts), which changes i18next's language; the app follows that event with
 * the screens' theme localisation, the date-fns locale and <html lang>, without reload.
 */
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
            if (l !== lang) setLocale(l);
          }}
        >
          {l.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
