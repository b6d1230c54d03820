/**
 * React side of the confirmation dialogs: a provider holding one confirmStore and rendering its
 * dialogs, and useConfirm() for callers. The state machine lives in confirmStore.ts.
 */
import { createContext, Suspense, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createConfirmStore, type ConfirmOptions, type ConfirmResult, type ConfirmStore } from './confirmStore';
import { preloadable, preloadAtFirstInteraction } from './preloadable';

/**
 * The dialog's code (MUI's Dialog, Modal and focus trap: about 5 KB gzip) is fetched at the
 * user's first interaction, before any dialog can be asked for, not with every screen.
 */
const dialogView = preloadable(() => import('./ConfirmDialogView').then((m) => m.ConfirmDialogView));

const ConfirmContext = createContext<ConfirmStore | null>(null);

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createConfirmStore);
  const dialogs = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  preloadAtFirstInteraction(dialogView);
  return (
    <ConfirmContext.Provider value={store}>
      {children}
      {dialogs.length > 0 && (
        <Suspense fallback={null}>
          {dialogs.map((dialog) => (
            <dialogView.Component key={dialog.id} dialog={dialog} store={store} />
          ))}
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}

export interface UseConfirm {
  /** Opens a dialog; resolves when it closes. */
  confirm(options: ConfirmOptions): Promise<ConfirmResult>;
  /** Like confirm, but also returns the dialog id (for hide(id)). */
  open(options: ConfirmOptions): { id: string; result: Promise<ConfirmResult> };
  hide(id: string): void;
  hideAll(): void;
}

export function useConfirm(): UseConfirm {
  const store = useContext(ConfirmContext);
  if (!store) throw new Error('useConfirm must be used inside <ConfirmProvider>');
  return useMemo(
    () => ({
      confirm: (options) => store.open(options).result,
      open: (options) => store.open(options),
      hide: (id) => store.hide(id),
      hideAll: () => store.hideAll(),
    }),
    [store],
  );
}
