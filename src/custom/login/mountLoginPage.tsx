/**
 * Mounts the login page with the brand's theme in the chosen language. Loaded lazily by the
 * bootstrap (src/main.tsx) only when nobody is signed in. Returns a function that unmounts it.
 */
import { StrictMode, startTransition, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-600.css';
import { currentBrand } from '../../brands';
import { createBrandTheme } from '../../brands/theme';
import type { Lang } from '../../shared/resource/types';
import { LANGUAGE_STORAGE_KEY } from '../../providers/i18n/detect';
import { AUTH_TEXTS } from '../../providers/auth/messages';
import { LoginPage, type LoginPageProps } from './LoginPage';

export type MountLoginProps = Omit<LoginPageProps, 'brand' | 'lang' | 'onLangChange'> & { lang: Lang };

function applyLang(lang: Lang) {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    /* storage blocked: the choice lasts for this page only */
  }
  document.documentElement.lang = lang;
  document.title = `${AUTH_TEXTS[lang].title} · ${currentBrand.title[lang]}`;
}

function LoginRoot(props: MountLoginProps) {
  const [lang, setLang] = useState<Lang>(props.lang);
  const theme = useMemo(() => createBrandTheme(currentBrand, lang), [lang]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LoginPage
        {...props}
        brand={currentBrand}
        lang={lang}
        onLangChange={(next) => {
          applyLang(next);
          setLang(next);
        }}
      />
    </ThemeProvider>
  );
}

export function mountLoginPage(container: HTMLElement, props: MountLoginProps): () => void {
  document.title = `${AUTH_TEXTS[props.lang].title} · ${currentBrand.title[props.lang]}`;
  // The loading state stays until React commits the page; rendering it in a transition splits
  // the work into short slices instead of one long task (issue 15).
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <LoginRoot {...props} />
      </StrictMode>,
    );
  });
  return () => root.unmount();
}
