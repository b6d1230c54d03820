/**
 * A lazily loaded component that can be fetched ahead of its first render: a menu's code is
 * requested when the pointer enters or the focus reaches its button, so it is there, or nearly,
 * when the menu opens, and it stays out of the screen's initial JavaScript.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface Preloadable<P extends object> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts the download (once); the returned promise is the one React.lazy waits for. */
  preload: () => Promise<{ default: ComponentType<P> }>;
}

export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => {
    loading ??= load()
      .then((component) => ({ default: component }))
      .catch((error: unknown) => {
        // A failed download (e.g. the network) may be tried again at the next preload.
        loading = null;
        throw error;
      });
    return loading;
  };
  return { Component: lazy(preload), preload };
}
