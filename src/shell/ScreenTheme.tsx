/**
 * The screens' MUI theme: the brand's theme in the current language (MUI's and the date pickers'
 * localisation), react-admin's theme context, and the confirmation dialogs (useConfirm) every
 * screen may open. A chunk of its own (loaded through themed.tsx): the shell around the screens
 * is drawn without MUI.
 */
import { useMemo, type ReactNode } from 'react';
import { ThemeProvider, ThemesContext } from 'react-admin';
import type { Theme } from '@mui/material/styles';
import { currentBrand } from '../brands';
import { createBrandTheme } from '../brands/theme';
import { useAppLang } from '../providers/i18n/useAppLang';
import type { Lang } from '../shared/resource/types';
import { ConfirmProvider } from '../ui/ConfirmProvider';

// One theme per language for the whole session: every screen, the bell and the toasts share it.
const themes = new Map<Lang, Theme>();
function themeFor(lang: Lang): Theme {
  let theme = themes.get(lang);
  if (!theme) {
    theme = createBrandTheme(currentBrand, lang);
    themes.set(lang, theme);
  }
  return theme;
}

export function ScreenTheme({ children }: { children: ReactNode }) {
  const lang = useAppLang();
  const value = useMemo(() => ({ lightTheme: themeFor(lang) }), [lang]);
  return (
    <ThemesContext.Provider value={value}>
      <ThemeProvider>
        <ConfirmProvider>{children}</ConfirmProvider>
      </ThemeProvider>
    </ThemesContext.Provider>
  );
}
