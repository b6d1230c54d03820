import { useCallback, useState } from 'react';
import { useLiveSubscription } from '../../providers/live';
import { MESSAGE_CHANGED_SUBSCRIPTION, fetchMessages, type MessagePage, type MessageView } from './api';
import { mergeMessage } from './format';
import { useLoad, type Loaded } from './useLoad';

export const PER_PAGE_OPTIONS = [10, 25, 50] as const;

export interface MessageHistory extends Loaded<MessagePage> {
  page: number;
  perPage: number;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
  /** Shows a message the user just sent before its live event arrives. */
  add: (m: MessageView) => void;
}

/**
 * One page of the history, newest first, kept live: every vehicleMessageChanged event replaces
 * the message on the page (or puts a new one on top of page 1); after a connection break the
 * page is loaded again (events may have been missed).
 */
export function useMessageHistory(): MessageHistory {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(25);
  const loaded = useLoad(() => fetchMessages(page, perPage), `${page}/${perPage}`);
  const { update, reload } = loaded;
  const add = useCallback((m: MessageView) => update((p) => mergeMessage(p, m, page, perPage)), [update, page, perPage]);
  useLiveSubscription<{ vehicleMessageChanged: MessageView }>(
    MESSAGE_CHANGED_SUBSCRIPTION,
    {},
    ({ vehicleMessageChanged: m }) => {
      if (m) add(m);
    },
    { onResync: reload },
  );
  return {
    ...loaded,
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
