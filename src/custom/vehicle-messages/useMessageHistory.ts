import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { pageKey, useLiveCache, usePageQuery } from '../../providers/query';
import { DEFAULT_PAGE_SIZE } from '../../ui/dataGridDefaults';
import { MESSAGE_CHANGED_SUBSCRIPTION, fetchMessages, type MessagePage, type MessageView } from './api';
import { applyMessageChanged, mergeMessage } from './historyLive';

export const VM_PAGE = 'vehicleMessages';

export interface MessageHistory {
  query: UseQueryResult<MessagePage>;
  page: number;
  perPage: number;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
  /** Shows a message the user just sent before its live event arrives, and loads the history again. */
  add: (m: MessageView) => void;
}

/**
 * One page of the history, newest first, kept live in the page's query cache: every
 * vehicleMessageChanged event goes through applyMessageChanged (historyLive.ts); after a
 * connection break useLiveCache loads the page again (events may have been missed).
 */
export function useMessageHistory(): MessageHistory {
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(DEFAULT_PAGE_SIZE);
  const key = useMemo(() => pageKey(VM_PAGE, 'history', page, perPage), [page, perPage]);
  const query = usePageQuery(key, () => fetchMessages(page, perPage), { keepPrevious: true });
  const apply = useMemo(() => applyMessageChanged(page, perPage), [page, perPage]);
  useLiveCache(key, MESSAGE_CHANGED_SUBSCRIPTION, {}, apply);
  const add = useCallback(
    (m: MessageView) => {
      client.setQueryData<MessagePage>(key, (p) => (p ? mergeMessage(p, m, page, perPage) : p));
      void client.invalidateQueries({ queryKey: pageKey(VM_PAGE) });
    },
    [client, key, page, perPage],
  );
  return {
    query,
    page,
    perPage,
    setPage,
    setPerPage: (n: number) => {
      setPerPage(n);
      setPage(1);
    },
    add,
  };
}
