import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `fallback` first and `children` after the first commit, in a transition.
 *
 * Why: the shell's layout mounts when react-admin's auth check (a react-query result) arrives.
 * React renders such a store update synchronously, so the app bar, the menu and the screen
 * mounted in one task of about 560 ms at 4× CPU slowdown (issue 15: no task over 200 ms). In a
 * transition React renders the same tree in slices and answers input in between. Unlike a
 * Suspense fallback, the fallback here is replaced as soon as the transition is rendered: React
 * holds back content that replaces a Suspense fallback until 300 ms after the fallback appeared.
 */
export function MountInTransition({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready ? children : fallback;
}
