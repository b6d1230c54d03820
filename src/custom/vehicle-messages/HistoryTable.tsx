import { useMemo, useState } from 'react';
import { Box, IconButton, Typography } from '@mui/material';
import ListAlt from '@mui/icons-material/ListAlt';
import { usePageText } from '../../providers/i18n/usePageText';
import { QueryError } from '../../ui/states';
import { PageTable } from '../../ui/table';
import { fetchAllMessages } from './api';
import { DeliveryDialog } from './DeliveryDialog';
import { historyColumns } from './historyColumns';
import { vmTexts } from './messages';
import type { MessageHistory } from './useMessageHistory';

/** The messages sent, newest first, with their delivery progress; live. Each vehicle's delivery opens in a dialog. */
export function HistoryTable({ history }: { history: MessageHistory }) {
  const { t, lang } = usePageText(vmTexts);
  const { data, error, isFetching, refetch } = history.query;
  const rows = data?.rows ?? [];
  const columns = useMemo(() => historyColumns(t, lang), [t, lang]);
  // The id, not the message: the dialog shows the row as live events change it.
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <Box component="section" aria-labelledby="vm-history-title" data-testid="history">
      <Typography id="vm-history-title" component="h2" variant="h6" sx={{ mb: 0.5 }}>
        {t('history')}
      </Typography>
      {error ? <QueryError error={error} onRetry={() => void refetch()} /> : null}
      <PageTable
        id="vehicleMessages.history"
        label={t('history')}
        columns={columns}
        rows={rows}
        rowKey={(m) => m.id}
        rowProps={(m) => ({ 'data-message-id': m.id })}
        loading={isFetching}
        empty={data ? t('noMessages') : null}
        paging={{
          total: data?.total ?? 0,
          page: history.page - 1,
          perPage: history.perPage,
          onPage: (p) => history.setPage(p + 1),
          onPerPage: history.setPerPage,
        }}
        export={{ fileName: t('historyFile'), rows: fetchAllMessages }}
        rowActionsPosition="start"
        rowActions={(m) => (
          <IconButton size="small" aria-label={t('expand')} title={t('expand')} aria-haspopup="dialog" onClick={() => setOpenId(m.id)}>
            <ListAlt fontSize="small" />
          </IconButton>
        )}
        onRowActivate={(m) => setOpenId(m.id)}
      />
      <DeliveryDialog message={rows.find((m) => m.id === openId) ?? null} onClose={() => setOpenId(null)} />
    </Box>
  );
}
