/**
 * The application: i18n, the shell layout and menu, Home as dashboard, the generated resources,
 * the custom pages, the not-found page.
 *
 * Built from ra-core's CoreAdminContext + CoreAdminUI instead of react-admin's <Admin>, and the
 * shell drawn without MUI (issue 15: the signed-in shell within 200 KB): the screens render inside
 * the brand's MUI theme, which loads with them (src/shell/themed.tsx, ScreenTheme.tsx). The
 * resource screens, react-admin's list/form UI and the data layer (Apollo, GraphQL) are separate
 * chunks loaded when a screen needs them (src/shell/resourceScreens.ts).
 */
import { useEffect, useMemo, useState } from 'react';
import { CoreAdminContext, CoreAdminUI, type DataProvider, type Store } from 'ra-core';
import { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { currentBrand } from './brands';
import { buildResourceElements } from './generator/buildResourceElements';
import { createAuthProvider, getAuthRuntime } from './providers/auth';
import { mayAccess } from './shared/auth/permissions';
import { currentLang, type AppI18n } from './providers/i18n/createI18n';
import { installQueryTimers } from './providers/query/queryTimers';
import { browserRouterProvider } from './providers/router/browserRouterProvider';
import type { ResourceDeclaration } from './shared/resource/types';
import { AppLayout } from './shell/AppLayout';
import { CatchAllPage } from './shell/CatchAllPage';
import { AccessDeniedPage, AuthenticationErrorPage, ErrorPage } from './shell/ErrorPage';
import { customPagesFor, withheldEntryIds } from './shell/customPages';
import { customPageRoutes } from './shell/CustomPageRoutes';
import { HomePage } from './shell/HomePage';
import { isGeneratedScreenPath } from './shell/prefetchRoute';
import { resolveMenu } from './shell/menuModel';
import { MENU } from './shell/navigation';
import { createLazyDataProvider, createScreensLoader } from './shell/resourceScreens';
import { ShellContext } from './shell/ShellContext';
import { ShellLoading } from './shell/ShellLoading';

/** Data cache (spec point 9): stale after 5 minutes, one retry, no refetch on window focus. */
export const QUERY_DEFAULTS = { staleTime: 5 * 60 * 1000, retry: 1, refetchOnWindowFocus: false } as const;

export function createQueryClient(): QueryClient {
  installQueryTimers();
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

  useEffect(() => {
    document.title = brand.title[lang];
  }, [brand, lang]);
  // A new provider object per language: react-admin's useTranslate depends on it, so its users
  // re-render in the new language (the app is not remounted: providers/i18n/followStoredLocale).
  const i18nProvider = useMemo(() => ({ ...i18n.i18nProvider, lang }), [i18n.i18nProvider, lang]);

  const [client] = useState(() => queryClient ?? createQueryClient());
  const [data] = useState(() => (dataProvider ? { provider: dataProvider, prefetch: undefined } : createLazyDataProvider(declarations)));
  const resources = useMemo(
    () => {
      const loadScreens = createScreensLoader(declarations, i18n.i18next, data.prefetch);
      // A generated screen opened directly: its chunk (requested by the boot code) is prepared
      // now, so that the route renders it without a loading state once the session is checked.
      if (isGeneratedScreenPath(window.location.pathname)) loadScreens().catch(() => undefined);
      return buildResourceElements(declarations, loadScreens);
    },
    [declarations, i18n.i18next, data],
  );
  // Access control (canAccess for buttons and routes, identity, logout); roles come with the
  // session, so the menu is resolved once per signed-in user.
  const [authProvider] = useState(() => createAuthProvider({ declarations }));
  const rolesKey = (getAuthRuntime()?.user()?.roles ?? []).join(',');
  const menu = useMemo(
    () => {
      const roles = rolesKey.split(',');
      return resolveMenu({
        entries: MENU,
        declarations,
        customPages: customPagesFor(roles),
        hiddenIds: [...brand.hiddenMenuIds, ...withheldEntryIds(roles)],
        mayList: (resource) => mayAccess(roles, declarations, resource, 'list'),
      });
    },
    [brand, declarations, rolesKey],
  );
  const shell = useMemo(() => ({ brand, menu, declarations }), [brand, menu, declarations]);
  // A brand's hidden pages have no route either (sag: no Bildfahrplan at /bildfahrplan).
  const pages = useMemo(() => customPageRoutes(customPagesFor(rolesKey.split(','), brand.hiddenMenuIds)), [rolesKey, brand]);

  return (
    <ShellContext.Provider value={shell}>
      {/* Browser history (not react-admin's default hash router): seed paths such as
          /bahnhoeffelist work as URLs; the server answers client routes with index.html. */}
      <BrowserRouter>
        <CoreAdminContext
          dataProvider={data.provider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          store={store}
          queryClient={client}
          routerProvider={browserRouterProvider}
        >
          <CoreAdminUI
            title={brand.title[lang]}
            layout={AppLayout}
            dashboard={HomePage}
            catchAll={CatchAllPage}
            loading={ShellLoading}
            error={ErrorPage}
            accessDenied={AccessDeniedPage}
            authenticationError={AuthenticationErrorPage}
            loginPage={false}
            requireAuth
            disableTelemetry
          >
            {resources}
            {pages}
          </CoreAdminUI>
        </CoreAdminContext>
      </BrowserRouter>
    </ShellContext.Provider>
  );
}
