/**
 * State machine of confirmation dialogs (spec points 3, 4 and 9), without React.
 *
 * - open(options) adds a dialog on top of the stack and returns a promise of { confirmed }.
 * - confirm(id): without onConfirm, closes and resolves { confirmed: true }. With onConfirm, the
 *   dialog enters the loading state (both buttons disabled) while it runs; success closes and
 *   resolves { confirmed: true }; failure ends loading, keeps the dialog open with the error
 *   shown, re-enables the buttons and hands the error to options.onError.
 * - cancel(id): ignored while loading; otherwise calls onCancel, closes, resolves { confirmed: false }.
 * - hide(id) / hideAll(): close and resolve pending dialogs as not confirmed (even while loading).
 * - Stacking: a dialog at level n (1 = lowest) sits at z-index 1300 + 10 * n.
 */
import { DIALOG_BASE_LAYER, DIALOG_LAYER_STEP } from '../brands/layers';

/** Minimum content width of confirmation dialogs (spec point 9). */
export const CONFIRM_MIN_WIDTH = 391;

export interface ConfirmOptions {
  title: string;
  description?: string;
  /** Defaults to 'Trotzdem löschen' / 'Elimina comunque'. */
  confirmText?: string;
  /** Defaults to 'Abbrechen' / 'Annulla'. */
  cancelText?: string;
  onConfirm?: () => Promise<unknown>;
  onCancel?: () => void;
  /** Receives the failure of onConfirm (the dialog stays open). */
  onError?: (error: unknown) => void;
}

export interface ConfirmResult {
  confirmed: boolean;
}

export interface ConfirmDialogState {
  id: string;
  title: string;
  description?: string;
  confirmText?: string;
  cancelText?: string;
  loading: boolean;
  /** The last failure of onConfirm, shown in the dialog; cleared on the next attempt. */
  error?: unknown;
  /** 1 for the lowest open dialog. */
  level: number;
  zIndex: number;
}

export interface ConfirmStore {
  getState(): readonly ConfirmDialogState[];
  subscribe(listener: () => void): () => void;
  open(options: ConfirmOptions): { id: string; result: Promise<ConfirmResult> };
  confirm(id: string): Promise<void>;
  cancel(id: string): void;
  hide(id: string): void;
  hideAll(): void;
}

export function zIndexForLevel(level: number): number {
  return DIALOG_BASE_LAYER + DIALOG_LAYER_STEP * level;
}

interface Entry {
  options: ConfirmOptions;
  resolve: (r: ConfirmResult) => void;
  loading: boolean;
  error?: unknown;
}

export function createConfirmStore(): ConfirmStore {
  const entries = new Map<string, Entry>(); // insertion order = stacking order
  const listeners = new Set<() => void>();
  let snapshot: readonly ConfirmDialogState[] = [];
  let counter = 0;

  const publish = () => {
    snapshot = [...entries.entries()].map(([id, e], i) => ({
      id,
      title: e.options.title,
      description: e.options.description,
      confirmText: e.options.confirmText,
      cancelText: e.options.cancelText,
      loading: e.loading,
      error: e.error,
      level: i + 1,
      zIndex: zIndexForLevel(i + 1),
    }));
    for (const l of listeners) l();
  };

  const close = (id: string, confirmed: boolean) => {
    const entry = entries.get(id);
    if (!entry) return;
    entries.delete(id);
    entry.resolve({ confirmed });
    publish();
  };

  return {
    getState: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open(options) {
      counter += 1;
      const id = `confirm-${counter}`;
      const result = new Promise<ConfirmResult>((resolve) => {
        entries.set(id, { options, resolve, loading: false });
      });
      publish();
      return { id, result };
    },
    async confirm(id) {
      const entry = entries.get(id);
      if (!entry || entry.loading) return;
      if (!entry.options.onConfirm) {
        close(id, true);
        return;
      }
      entry.loading = true;
      entry.error = undefined;
      publish();
      try {
        await entry.options.onConfirm();
      } catch (error) {
        if (entries.get(id) !== entry) return; // hidden meanwhile: already resolved
        entry.loading = false;
        entry.error = error;
        publish();
        entry.options.onError?.(error);
        return;
      }
      if (entries.get(id) === entry) close(id, true);
    },
    cancel(id) {
      const entry = entries.get(id);
      if (!entry || entry.loading) return;
      entry.options.onCancel?.();
      close(id, false);
    },
    hide(id) {
      close(id, false);
    },
    hideAll() {
      if (entries.size === 0) return;
      const pending = [...entries.values()];
      entries.clear();
      for (const e of pending) e.resolve({ confirmed: false });
      publish();
    },
  };
}
