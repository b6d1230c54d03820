import { Suspense, type ComponentType } from 'react';
import { CustomRoutes } from 'ra-core';
import { Route } from 'react-router-dom';
import { lazyKept } from '../ui/preloadable';
import type { CustomPage } from './customPages';
import { ShellLoading } from './ShellLoading';

const pageComponents = new Map<string, ComponentType>();

function pageComponent(page: CustomPage & Required<Pick<CustomPage, 'load'>>): ComponentType {
  let component = pageComponents.get(page.path);
  if (!component) {
    component = lazyKept(page.load);
    pageComponents.set(page.path, component);
  }
  return component;
}

/**
 * The routes of the custom pages inside the layout; each page's chunk loads on first visit, or
 * at the start when the page is opened directly (then it renders without a loading state).
 */
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
