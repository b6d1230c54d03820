/**
 * The same loading, error (in the user's language, with retry) and empty states on every page.
 * QueryState picks one of them for a react-query result and renders the page's content otherwise.
 */
import { Alert, Box, Button, CircularProgress, LinearProgress, Typography } from '@mui/material';
import { useDeferredValue, type ReactNode } from 'react';
import { usePageText } from '../../providers/i18n/usePageText';
import { errorMessage } from '../errorMessage';
import { stateTexts } from './messages';

/** A thin loading bar (inside a card or popup section), named for screen readers. */
export function QueryLoadingBar() {
  const { t } = usePageText(stateTexts);
  return <LinearProgress aria-label={t('loading')} />;
}

export function QueryLoading({ label }: { label?: string }) {
  const { t } = usePageText(stateTexts);
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4, justifyContent: 'center' }}>
      <CircularProgress size={24} />
      <Typography>{label ?? t('loading')}</Typography>
    </Box>
  );
}

export interface QueryErrorProps {
  error: unknown;
  /** Heading; default "Konnte nicht geladen werden". */
  title?: string;
  onRetry?: () => void;
}

export function QueryError({ error, title, onRetry }: QueryErrorProps) {
  const { t } = usePageText(stateTexts);
  // Server errors arrive already translated (Accept-Language); others get the generic text.
  const message = errorMessage(error) ?? t('unknownError');
  return (
    <Alert
      severity="error"
      role="alert"
      action={onRetry ? <Button color="inherit" size="small" onClick={onRetry}>{t('retry')}</Button> : undefined}
      sx={{ my: 2 }}
    >
      <strong>{title ?? t('errorTitle')}</strong>: {message}
    </Alert>
  );
}

export function QueryEmpty({ children }: { children?: ReactNode }) {
  const { t } = usePageText(stateTexts);
  return (
    <Typography role="status" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      {children ?? t('empty')}
    </Typography>
  );
}

interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Is the loaded data empty? Then `empty` is shown. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  errorTitle?: string;
  children: (data: T) => ReactNode;
}

/**
 * Loading until the first data, the error with retry (data kept if there is some), empty, or the
 * content. The content follows the data at low priority (useDeferredValue): a page's content
 * mounting with its first data (from the cache, in the page's first render, or from a query of
 * react-admin's, whose store React renders at once) was one long task; deferred, React renders
 * it in slices that yield to input (issue 15).
 */
export function QueryState<T>({ query, isEmpty, empty, errorTitle, children }: QueryStateProps<T>) {
  const data = useDeferredValue(query.data);
  const retry = () => void query.refetch();
  if (data === undefined) {
    if (query.error && query.data === undefined) return <QueryError error={query.error} title={errorTitle} onRetry={retry} />;
    return <QueryLoading />;
  }
  return (
    <>
      {query.error ? <QueryError error={query.error} title={errorTitle} onRetry={retry} /> : null}
      {isEmpty?.(data) ? <QueryEmpty>{empty}</QueryEmpty> : children(data)}
    </>
  );
}
