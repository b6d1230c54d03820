/**
 * Loaded lazily by src/main.tsx (fetched in parallel with /api/resources): prepares i18n and
 * the store, then renders the app.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { localStorageStore } from 'ra-core';
import '../ui/fonts/roboto.css';
import './shell.css';
import { App } from '../App';
import { currentBrand } from '../brands';
import { brandColorVars } from '../brands/colors';
import { createI18n, currentLang } from '../providers/i18n/createI18n';
import { followStoredLocale } from '../providers/i18n/followStoredLocale';
import type { ResourceDeclaration } from '../shared/resource/types';

export async function startApp(container: HTMLElement, declarations: ResourceDeclaration[]): Promise<void> {
  // Resource labels are added by useGeneratedResources when the generator chunk arrives.
  const i18n = await createI18n();
  // The shell's stylesheet (shell.css) reads the brand's colours from these properties; on the
  // root, so that the tooltips and menus placed in <body> have them too.
  for (const [name, value] of Object.entries(brandColorVars(currentBrand.primary, 'sh'))) {
    document.documentElement.style.setProperty(name, value);
  }
  const store = localStorageStore(undefined, `Leitstelle-${currentBrand.code}`);
  // The language preference lives in localStorage 'userLanguage' (spec): react-admin's own
  // persisted locale must not override it.
  store.setItem('locale', currentLang(i18n.i18next));
  followStoredLocale(store, i18n.i18next);
  // A transition: React renders the shell in slices of a few milliseconds instead of one long
  // task, so the page answers input while it is built (issue 15: no long task over 200 ms at 4x
  // CPU slowdown). The loading state stays on screen until the shell is committed.
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App declarations={declarations} i18n={i18n} store={store} />
      </StrictMode>,
    );
  });
}
