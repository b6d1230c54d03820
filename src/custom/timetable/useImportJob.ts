/** The page's view of the tab's one import store (created on first use, kept while the tab lives). */
import { useSyncExternalStore } from 'react';
import { createImportStore, type ImportState, type ImportStore } from './importStore';
import { fetchImportJob, toImportFailure } from './timetableApi';
import { uploadFeed } from './uploadFeed';
import { browserStorage } from '../../ui/browserStorage';

/** Browsers show their own text; returning a value (and preventDefault) is what asks for it. */
function warnBeforeUnload(event: BeforeUnloadEvent): string {
  event.preventDefault();
  return '';
}

function guardUnload(on: boolean): void {
  if (on) window.addEventListener('beforeunload', warnBeforeUnload);
  else window.removeEventListener('beforeunload', warnBeforeUnload);
}

let shared: ImportStore | null = null;

export function importStore(): ImportStore {
  shared ??= createImportStore({
    upload: uploadFeed,
    fetchJob: fetchImportJob,
    toFailure: toImportFailure,
    storage: browserStorage(),
    setTimer: (fn, ms) => window.setTimeout(fn, ms),
    clearTimer: (handle) => window.clearTimeout(handle as number),
    guardUnload,
  });
  return shared;
}

export function useImportJob(): ImportState & Pick<ImportStore, 'start' | 'reset' | 'reload'> {
  const store = importStore();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { ...state, start: store.start, reset: store.reset, reload: store.reload };
}
