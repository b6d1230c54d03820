/**
 * The state of the one timetable import this tab follows, outside React so that it survives
 * leaving the page: the upload keeps going when the user opens another screen, and the job id
 * is kept in localStorage so that the page shows the running (or finished) job again after a
 * reload or when the user comes back (the server keeps jobs an hour). Polling runs only while
 * the page is shown (someone subscribed). Only a reload or closing the tab during the upload
 * itself would lose the import; the store asks for a beforeunload warning for that time.
 */
import type { ImportJobView } from '../../shared/operations/types';
import type { Lang } from '../../shared/resource/types';
import { EMPTY_TRACKING, isRunning, notePhase, trackJob, type JobTracking, type UploadProgress } from './importProgress';
import type { ImportFailure } from './problemReport';

export const POLL_INTERVAL_MS = 500;
export const JOB_STORAGE_KEY = 'timetableImportJob';

export type ImportStage = 'idle' | 'uploading' | 'running' | 'finished' | 'error';

export interface ImportState {
  stage: ImportStage;
  fileName: string | null;
  /** Upload progress (kept after the upload for the stepper's byte count). */
  upload: UploadProgress | null;
  job: ImportJobView | null;
  tracking: JobTracking;
  /** Stage 'error': why the import could not be started or followed. */
  failure: ImportFailure | null;
  /** A poll failed; polling goes on. Cleared by the next answer. */
  pollFailure: ImportFailure | null;
}

export const IDLE: ImportState = { stage: 'idle', fileName: null, upload: null, job: null, tracking: EMPTY_TRACKING, failure: null, pollFailure: null };

export interface UploadHandle {
  result: Promise<ImportJobView>;
  abort(): void;
}

export interface ImportStoreDeps {
  upload(file: Blob, fileName: string, versionName: string, onProgress: (progress: UploadProgress) => void): UploadHandle;
  /** lang: the language of the messages; default the stored interface language. */
  fetchJob(id: string, lang?: Lang): Promise<ImportJobView>;
  /** Turns a rejection of upload/fetchJob into a failure. */
  toFailure(error: unknown): ImportFailure;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  setTimer(fn: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
  /** Turns the "leave the page?" warning on (during the upload) or off. */
  guardUnload(on: boolean): void;
}

export interface ImportStore {
  getState(): ImportState;
  subscribe(listener: () => void): () => void;
  /** Uploads the file and follows the job. Ignored while an import runs. */
  start(file: Blob, fileName: string, versionName: string): void;
  /** Forgets a finished or failed import (back to the upload form). */
  reset(): void;
  /** Reads a finished job again in lang (the server translates its messages per request). */
  reload(lang: Lang): void;
}

export function createImportStore(deps: ImportStoreDeps): ImportStore {
  let state: ImportState = IDLE;
  const listeners = new Set<() => void>();
  let timer: unknown = null;
  let polling = false;
  let resumed = false;

  const set = (patch: Partial<ImportState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  const storedJobId = (): string | null => {
    try {
      return deps.storage?.getItem(JOB_STORAGE_KEY) || null;
    } catch {
      return null;
    }
  };
  const storeJobId = (id: string | null) => {
    try {
      if (id) deps.storage?.setItem(JOB_STORAGE_KEY, id);
      else deps.storage?.removeItem(JOB_STORAGE_KEY);
    } catch {
      /* storage unavailable: the import is still followed while the page stays open */
    }
  };

  const stopPolling = () => {
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
  };

  const schedule = (ms: number) => {
    stopPolling();
    if (listeners.size === 0 || state.stage !== 'running' || !state.job) return;
    timer = deps.setTimer(() => {
      timer = null;
      void poll();
    }, ms);
  };

  const accept = (job: ImportJobView) => {
    const tracking = trackJob(state.tracking, job);
    set({ job, tracking, pollFailure: null, stage: isRunning(job.phase) ? 'running' : 'finished', fileName: state.fileName ?? job.fileName });
  };

  const poll = async () => {
    const id = state.job?.id;
    if (!id || polling) return;
    polling = true;
    try {
      const job = await deps.fetchJob(id);
      if (state.job?.id !== id) return; // reset or replaced meanwhile
      accept(job);
    } catch (error) {
      if (state.job?.id !== id) return;
      const failure = deps.toFailure(error);
      if (failure.kind === 'lost' || failure.kind === 'session') {
        // A lost job is gone for good; after a session end (on the way to the login page) the
        // id stays, so that the job shows again after signing in.
        if (failure.kind === 'lost') storeJobId(null);
        set({ stage: 'error', failure, pollFailure: null });
        return;
      }
      set({ pollFailure: failure });
    } finally {
      polling = false;
    }
    schedule(POLL_INTERVAL_MS);
  };

  /** A job id kept from an earlier visit: show it again, or forget it quietly when it is gone. */
  const resume = async (id: string) => {
    try {
      const job = await deps.fetchJob(id);
      if (state.stage !== 'idle') return; // the user started another import meanwhile
      state = { ...state, fileName: job.fileName };
      accept(job);
      schedule(POLL_INTERVAL_MS);
    } catch (error) {
      if (deps.toFailure(error).kind === 'lost') storeJobId(null);
    }
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        if (state.stage === 'idle' && !resumed) {
          resumed = true;
          const id = storedJobId();
          if (id) void resume(id);
        } else if (state.stage === 'running') {
          schedule(0);
        }
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stopPolling();
      };
    },
    start(file, fileName, versionName) {
      if (state.stage === 'uploading' || state.stage === 'running') return;
      stopPolling();
      const initial: UploadProgress = { loaded: 0, total: file.size };
      set({ ...IDLE, stage: 'uploading', fileName, upload: initial, tracking: notePhase(EMPTY_TRACKING, 'upload') });
      deps.guardUnload(true);
      const handle = deps.upload(file, fileName, versionName, (upload) => {
        if (state.stage === 'uploading') set({ upload });
      });
      handle.result.then(
        (job) => {
          deps.guardUnload(false);
          if (state.stage !== 'uploading') return;
          storeJobId(job.id);
          // The whole file arrived, even when the last progress event was missed.
          set({ upload: { loaded: file.size, total: file.size } });
          accept(job);
          schedule(POLL_INTERVAL_MS);
        },
        (error: unknown) => {
          deps.guardUnload(false);
          if (state.stage !== 'uploading') return;
          set({ stage: 'error', failure: deps.toFailure(error) });
        },
      );
    },
    reload(lang) {
      const id = state.job?.id;
      if (!id || state.stage !== 'finished') return; // a running job is polled anyway
      deps.fetchJob(id, lang).then(
        (job) => {
          if (state.job?.id === id && state.stage === 'finished') accept(job);
        },
        () => undefined, // keep what is shown
      );
    },
    reset() {
      if (state.stage === 'uploading' || state.stage === 'running') return;
      stopPolling();
      storeJobId(null);
      set(IDLE);
    },
  };
}
