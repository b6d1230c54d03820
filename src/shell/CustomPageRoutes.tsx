import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { CustomRoutes } from 'ra-core';
import { Route } from 'react-router-dom';
import type { CustomPage } from './customPages';
import { ShellLoading } from './ShellLoading';

const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();

function pageComponent(page: CustomPage & Required<Pick<CustomPage, 'load'>>): LazyExoticComponent<ComponentType> {
  let component = lazyPages.get(page.path);
  if (!component) {
    component = lazy(page.load);
    lazyPages.set(page.path, component);
  }
  return component;
}

/** The routes of the custom pages inside the layout; each page's chunk loads on first visit. */
export function customPageRoutes(pages: readonly CustomPage[]) {
  const routed = pages.filter((p): p is CustomPage & Required<Pick<CustomPage, 'load'>> => !!p.load);
  if (!routed.length) return null;
  return (
    <CustomRoutes>
      {routed.map((page) => {
        const Page = pageComponent(page);
        return (
          <Route
            key={page.path}
            path={page.nested ? `${page.path}/*` : page.path}
            element={
              <Suspense fallback={<ShellLoading />}>
                <Page />
              </Suspense>
            }
          />
        );
      })}
    </CustomRoutes>
  );
}
