/**
 * A DataProvider that loads the real one on first use, so the data layer (Apollo, GraphQL)
 * stays out of the first screen's JavaScript. Every method, including custom ones
 * (getVersions, restoreVersion), is forwarded. A failed load is retried on the next call.
 */
import type { DataProvider } from 'ra-core';

type AnyProvider = DataProvider & Record<string, unknown>;

export function lazyDataProvider(load: () => Promise<DataProvider>): DataProvider {
  let loading: Promise<DataProvider> | null = null;
  const provider = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  return new Proxy({} as DataProvider, {
    get(_target, prop) {
      // Not a thenable; react-admin asks for supportAbortSignal as a flag.
      if (typeof prop === 'symbol' || prop === 'then' || prop === 'supportAbortSignal') return undefined;
      return (...args: unknown[]) =>
        provider().then((dp) => {
          const method = (dp as AnyProvider)[prop];
          if (typeof method !== 'function') throw new Error(`Unknown dataProvider method "${prop}"`);
          return (method as (...a: unknown[]) => unknown).apply(dp, args);
        });
    },
  });
}
