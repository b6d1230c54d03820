/**
 * de/it switch in the app bar. Switching changes react-admin's locale (texts), which changes
 * i18next's language; the app follows that event with the theme's localisation, the date-fns
 * locale and <html lang> (see App.tsx), without reload.
 */
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useLocaleState, useTranslate } from 'react-admin';
import { LANGS } from '../shared/resource/types';
import { useAppLang } from '../providers/i18n/useAppLang';

export function LanguageSwitcher() {
  const translate = useTranslate();
  const lang = useAppLang();
  const [, setLocale] = useLocaleState();
  return (
    <ToggleButtonGroup
      value={lang}
      exclusive
      size="small"
      aria-label={translate('app.language.label')}
      onChange={(_, value: string | null) => {
        if (value && value !== lang) setLocale(value);
      }}
      sx={{ mx: 1 }}
    >
      {LANGS.map((l) => (
        <ToggleButton
          key={l}
          value={l}
          lang={l}
          aria-label={translate(`app.language.${l}`)}
          sx={(theme) => ({
            color: 'inherit',
            borderColor: alpha(theme.palette.primary.contrastText, 0.5),
            px: 1.25,
            py: 0.25,
            fontWeight: 600,
            // Selected: dark brand text on white (>= 4.5:1 in every brand, see brands.test.ts).
            '&.Mui-selected, &.Mui-selected:hover': {
              color: theme.palette.primary.dark,
              backgroundColor: theme.palette.background.paper,
            },
          })}
        >
          {l.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
