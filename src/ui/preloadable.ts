/**
 * Lazily loaded components whose code can be fetched ahead of their first render: a menu's code
 * is requested when the pointer enters or the focus reaches its button, a directly opened screen's
 * while the shell is still loading (src/shell/prefetchRoute.ts). When the code is there by the
 * time the component first renders, it renders at once instead of suspending (src/ui/keptLoad.ts
 * says why that matters); otherwise React.lazy suspends until it arrives.
 */
import { createElement, lazy, useState, type ComponentType } from 'react';
import { atFirstInteraction } from './firstInteraction';
import { keepLoad, type KeptLoad } from './keptLoad';

/** The component of a kept module load: rendered at once when the module is there, else lazily. */
export function lazyKept<P extends object>(load: KeptLoad<{ default: ComponentType<P> }>): ComponentType<P> {
  const Lazy = lazy(load) as unknown as ComponentType<P>;
  function Kept(props: P) {
    // Chosen once per mount: switching between the two element types would remount the part.
    const [Loaded] = useState(() => load.value()?.default);
    return createElement(Loaded ?? Lazy, props);
  }
  return Kept;
}

export interface Preloadable<P extends object> {
  Component: ComponentType<P>;
  /** Starts the download (once); the returned promise is the one React.lazy waits for. */
  preload: () => Promise<{ default: ComponentType<P> }>;
}

export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  // A failed download (e.g. the network) is tried again at the next preload.
  const preload = keepLoad(() => load().then((component) => ({ default: component })));
  return { Component: lazyKept(preload), preload };
}

const waiting = new WeakSet<() => Promise<unknown>>();

/**
 * Fetches a part's code at the user's first interaction with the page (once; again at the next
 * interaction if it failed): for a dialog a click opens, so that it is there when asked for
 * without coming with the screen.
 */
export function preloadAtFirstInteraction<P extends object>(part: Preloadable<P>): void {
  const { preload } = part;
  if (waiting.has(preload)) return;
  waiting.add(preload);
  atFirstInteraction(() => void preload().catch(() => waiting.delete(preload)));
}
