/**
 * A load (a dynamic import, usually) that runs at most once and keeps its result: a failed load
 * is tried again at the next call; a finished one can be read synchronously. The boot code starts
 * a directly opened screen's loads while the shell is still loading, and the shell reads them here:
 * a part whose code has already arrived renders at once, without suspending (src/ui/preloadable.ts).
 * That matters beyond one render: React holds back the content that replaces a Suspense fallback
 * until 300 ms after the fallback appeared, so every suspension on the way to the first screen
 * cost up to 300 ms of nothing on screen (issue 15).
 *
 * Plain TypeScript without React: the boot code imports it.
 */
export interface KeptLoad<T> {
  (): Promise<T>;
  /** The result, once the load has finished; undefined before (or after a failure). */
  readonly value: () => T | undefined;
}

export function keepLoad<T>(load: () => Promise<T>): KeptLoad<T> {
  let pending: Promise<T> | null = null;
  let result: { value: T } | null = null;
  const run = () =>
    (pending ??= load().then(
      (value) => {
        result = { value };
        return value;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  return Object.assign(run, { value: () => result?.value });
}

/** A part of another kept load's result (a module's export): the same load, read the same way. */
export function keptPart<T, U>(load: KeptLoad<T>, pick: (value: T) => U): KeptLoad<U> {
  return Object.assign(() => load().then(pick), {
    value: () => {
      const value = load.value();
      return value === undefined ? undefined : pick(value);
    },
  });
}
