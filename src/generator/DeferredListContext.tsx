import { useDeferredValue, type ReactNode } from 'react';
import { ListContextProvider, useListContext } from 'react-admin';

/**
 * Gives its children the list's state (records, total, loading flags) one step behind, as a
 * deferred value: when a page of records arrives (react-query answers through a synchronous
 * store update, which React renders in one uninterruptible task), the table's rows are rendered
 * afterwards at low priority, in slices of a few milliseconds, so opening, paging and sorting a
 * list leave no long task (issue 15: 700 ms at 4x CPU slowdown for 25 station rows before). The
 * toolbar, filters and pager outside it follow at once. The whole state is deferred, not only the
 * records, so the table never sees new records with an old loading flag or total.
 */
export function DeferredListContext({ children }: { children: ReactNode }) {
  const list = useListContext();
  const deferred = useDeferredValue(list);
  return <ListContextProvider value={deferred}>{children}</ListContextProvider>;
}
