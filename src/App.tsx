/**
 * The react-admin application: brand theme in the current language, i18n, the shell layout and
 * menu, Home as dashboard, the generated resources, the not-found page and toasts.
 */
import { useEffect, useMemo, useState } from 'react';
import { Admin, type DataProvider, type Store } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { currentBrand } from './brands';
import { createBrandTheme } from './brands/theme';
import { currentLang, type AppI18n } from './providers/i18n/createI18n';
import type { ResourceDeclaration } from './shared/resource/types';
import { AppLayout } from './shell/AppLayout';
import { CUSTOM_PAGES } from './shell/customPages';
import { HomePage } from './shell/HomePage';
import { resolveMenu } from './shell/menuModel';
import { MENU } from './shell/navigation';
import { ShellContext } from './shell/ShellContext';
import { ToastNotifications } from './ui/ToastNotifications';
import { lazyDataProvider } from './shell/lazyDataProvider';
import { loadGenerator, useGeneratedResources } from './shell/useGeneratedResources';
import { CatchAllPage, ResourcesPending } from './shell/CatchAllPage';

/** Data cache (spec point 9): stale after 5 minutes, one retry, no refetch on window focus. */
export const QUERY_DEFAULTS = { staleTime: 5 * 60 * 1000, retry: 1, refetchOnWindowFocus: false } as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS } } });
}

export interface AppProps {
  declarations: ResourceDeclaration[];
  /** Defaults to the generator's data provider, loaded on first use. */
  dataProvider?: DataProvider;
  i18n: AppI18n;
  store: Store;
  queryClient?: QueryClient;
}

export function App({ declarations, dataProvider, i18n, store, queryClient }: AppProps) {
  const brand = currentBrand;
  const [lang, setLang] = useState(() => currentLang(i18n.i18next));
  useEffect(() => {
    const onChange = () => setLang(currentLang(i18n.i18next));
    i18n.i18next.on('languageChanged', onChange);
    return () => i18n.i18next.off('languageChanged', onChange);
  }, [i18n.i18next]);

  const theme = useMemo(() => createBrandTheme(brand, lang), [brand, lang]);
  useEffect(() => {
    document.title = brand.title[lang];
  }, [brand, lang]);

  const [client] = useState(() => queryClient ?? createQueryClient());
  const [provider] = useState(
    () => dataProvider ?? lazyDataProvider(() => loadGenerator().then((gen) => gen.createDataProvider(declarations))),
  );
  // Resource screens come in a separate chunk, loaded right after the shell is shown.
  const resources = useGeneratedResources(declarations, i18n.i18next);
  const menu = useMemo(
    () => resolveMenu({ entries: MENU, declarations, customPages: CUSTOM_PAGES, hiddenIds: brand.hiddenMenuIds }),
    [brand, declarations],
  );
  const shell = useMemo(() => ({ brand, menu, resourcesStatus: resources.status }), [brand, menu, resources.status]);

  return (
    <ShellContext.Provider value={shell}>
      {/* Browser history (not react-admin's default hash router): seed paths such as
          /bahnhoeffelist work as URLs; the server answers client routes with index.html. */}
      <BrowserRouter>
      <Admin
        title={brand.title[lang]}
        dataProvider={provider}
        i18nProvider={i18n.i18nProvider}
        store={store}
        theme={theme}
        layout={AppLayout}
        dashboard={HomePage}
        catchAll={CatchAllPage}
        ready={ResourcesPending}
        notification={ToastNotifications}
        queryClient={client}
        disableTelemetry
      >
        {resources.elements}
      </Admin>
      </BrowserRouter>
    </ShellContext.Provider>
  );
}
