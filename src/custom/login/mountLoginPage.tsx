/**
 * Mounts the login page in the brand's colours and the chosen language. Loaded lazily by the
 * bootstrap (src/main.tsx) only when nobody is signed in. No MUI theme: the page draws itself with
 * its own stylesheet (LoginPage.tsx). Returns a function that unmounts it.
 */
import { StrictMode, startTransition, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import '../../ui/fonts/roboto.css';
import { currentBrand } from '../../brands';
import type { Lang } from '../../shared/resource/types';
import { LANGUAGE_STORAGE_KEY } from '../../providers/i18n/detect';
import { AUTH_TEXTS } from '../../providers/auth/messages';
import { LoginPage, type LoginPageProps } from './LoginPage';

export type MountLoginProps = Omit<LoginPageProps, 'brand' | 'lang' | 'onLangChange'> & {
  lang: Lang;
  /** Called once the page is on screen (after React's first commit). */
  onShown?: () => void;
};

function applyLang(lang: Lang) {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    /* storage blocked: the choice lasts for this page only */
  }
  document.documentElement.lang = lang;
  document.title = `${AUTH_TEXTS[lang].title} · ${currentBrand.title[lang]}`;
}

function LoginRoot({ onShown, ...props }: MountLoginProps) {
  const [lang, setLang] = useState<Lang>(props.lang);
  useEffect(() => onShown?.(), [onShown]);
  return (
    <LoginPage
      {...props}
      brand={currentBrand}
      lang={lang}
      onLangChange={(next) => {
        applyLang(next);
        setLang(next);
      }}
    />
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
