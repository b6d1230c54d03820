import { describe, expect, it } from 'vitest';
import { isValidElement } from 'react';
import * as rr from 'react-router-dom';
import { browserRouterProvider, reactRouterProvider } from '../../../src/providers/router/browserRouterProvider';

describe('browserRouterProvider (ra-core router adapter without the data router)', () => {
  it("hands out react-router's own components and helpers, which Routes recognises", () => {
    expect(browserRouterProvider.Route).toBe(rr.Route);
    expect(browserRouterProvider.Routes).toBe(rr.Routes);
    expect(browserRouterProvider.Link).toBe(rr.Link);
    expect(browserRouterProvider.Navigate).toBe(rr.Navigate);
    expect(browserRouterProvider.Outlet).toBe(rr.Outlet);
    expect(browserRouterProvider.matchPath).toBe(rr.matchPath);
    expect(browserRouterProvider.matchPath('/circulation/:id', '/circulation/42')?.params).toEqual({ id: '42' });
  });

  it('never blocks navigation (blocking needs a data router, as in ra-core inside a BrowserRouter)', () => {
    expect(browserRouterProvider.useCanBlock()).toBe(false);
    expect(browserRouterProvider.useBlocker(true)).toEqual({ state: 'unblocked', reset: undefined, proceed: undefined, location: undefined });
  });

  it("wraps nothing, and is exported under ra-core's name for the build's module swap", () => {
    const Wrapper = browserRouterProvider.RouterWrapper as (p: { children: unknown }) => unknown;
    const child = rr.Link.name;
    expect(Wrapper({ children: child })).toBe(child);
    expect(isValidElement(Wrapper({ children: child }))).toBe(false);
    expect(reactRouterProvider).toBe(browserRouterProvider);
  });
});
