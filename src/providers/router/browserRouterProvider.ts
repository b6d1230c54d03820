/**
 * ra-core's router adapter for an app inside react-router's BrowserRouter (src/App.tsx), without
 * react-router's data router. ra-core's own adapter (reactRouterProvider) also holds what it needs
 * when it is not inside a router: createHashRouter, RouterProvider and useBlocker, that is,
 * react-router's whole data router (loaders, actions, fetchers, revalidation, hydration), which
 * every screen loaded although this app never creates one (issue 15). The build puts this module
 * in place of ra-core's adapter (vite.config.ts, `raCoreRouterAdapter`); the app passes it to
 * CoreAdminContext as well, so that the development server (which does not swap modules inside
 * pre-bundled dependencies) behaves the same.
 *
 * The same as ra-core's adapter inside a BrowserRouter: navigation blocking (react-admin's
 * warnWhenUnsavedChanges) needs a data router, so useCanBlock is false there too, and useBlocker,
 * which ra-core calls only when it may block, never blocks.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { RouterBlocker, RouterNavigateFunction, RouterProvider, RouterWrapperProps } from 'ra-core';
import { Link, matchPath, Navigate, Outlet, Route, Routes, useInRouterContext, useLocation, useMatch, useNavigate as useRouterNavigate, useParams } from 'react-router-dom';

const UNBLOCKED: RouterBlocker = { state: 'unblocked', reset: undefined, proceed: undefined, location: undefined };

/**
 * A navigate function that keeps its identity: react-router's changes on every navigation, and
 * every component using it would re-render (as ra-core's adapter does).
 */
function useNavigate(): RouterNavigateFunction {
  const navigate = useRouterNavigate();
  const latest = useRef(navigate as RouterNavigateFunction);
  useEffect(() => {
    latest.current = navigate as RouterNavigateFunction;
  }, [navigate]);
  return useCallback<RouterNavigateFunction>((...args) => latest.current(...args), []);
}

/** The app renders ra-core inside its BrowserRouter: nothing to wrap. */
function RouterWrapper({ children }: RouterWrapperProps) {
  return children;
}

export const browserRouterProvider: RouterProvider = {
  useNavigate,
  useLocation,
  useParams: useParams as RouterProvider['useParams'],
  useBlocker: () => UNBLOCKED,
  useMatch,
  useInRouterContext,
  useCanBlock: () => false,
  Link,
  Navigate,
  Route: Route as RouterProvider['Route'],
  Routes,
  Outlet,
  RouterWrapper,
  matchPath,
};

/** Under ra-core's name, for the build's module swap (vite.config.ts). */
export const reactRouterProvider = browserRouterProvider;
