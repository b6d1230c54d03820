/**
 * The outbox (Postausgang, admins; issue 13 item 6): every e-mail and SMS of notification chains
 * and scheduled exports, newest first, with its content: sent through SMTP, handed to the SMS
 * gateway, failed, or (without SMTP_URL) only kept here.
 */
import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { usePageText } from '../../../providers/i18n/usePageText';
import { usePageQuery } from '../../../providers/query/pageQuery';
import type { OutboxEntry } from '../../../shared/situations/notifications';
import { formatDateTime } from '../../../ui/format';
import { QueryState } from '../../../ui/states';
import { PageTable, type TableColumn } from '../../../ui/table';
import { ShellTitle } from '../../../shell/ShellTitle';
import { fetchOutbox, outboxKey } from './api';
import { notifyTexts } from './messages';

export default function OutboxPage() {
  const { t, lang } = usePageText(notifyTexts);
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const query = usePageQuery(outboxKey(page, perPage), () => fetchOutbox(page + 1, perPage), { keepPrevious: true, refetchIntervalMs: 15_000 });

  const columns: TableColumn<OutboxEntry>[] = [
    { id: 'created', header: t('colCreated'), value: (o) => formatDateTime(o.createdAt, lang), hideable: false, sortable: false },
    { id: 'channel', header: t('colChannel'), value: (o) => notifyTexts.label(lang, 'channel', o.channel), sortable: false },
    { id: 'recipients', header: t('colRecipients'), value: (o) => o.recipients.join(', '), wrap: true, maxWidth: 240, sortable: false },
    { id: 'subject', header: t('colSubject'), value: (o) => o.subject, wrap: true, maxWidth: 320, sortable: false },
    { id: 'via', header: t('colVia'), value: (o) => notifyTexts.label(lang, 'outboxVia', o.via), sortable: false },
    {
      id: 'body', header: t('colBody'), value: (o) => o.body, sortable: false, wrap: true, maxWidth: 420,
      render: (o) => (
        <details>
          <summary>{t('showBody')}</summary>
          <Box component="pre" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: 400, fontFamily: 'inherit', fontSize: '0.8125rem', m: 0, mt: 0.5 }}>{o.body}</Box>
        </details>
      ),
    },
    { id: 'attachments', header: t('colAttachments'), value: (o) => o.attachments.join(', '), defaultHidden: true, sortable: false },
    { id: 'error', header: t('colError'), value: (o) => o.error, wrap: true, maxWidth: 240, sortable: false },
  ];

  return (
    <Box sx={{ p: 2 }}>
      <ShellTitle title={t('outboxTitle')} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>{t('outboxTitle')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('outboxIntro')}</Typography>
      <QueryState query={query}>
        {(data) => (
          <PageTable
            id="situations.outbox"
            label={t('outboxTitle')}
            columns={columns}
            rows={data.items}
            rowKey={(o) => o.id}
            rowProps={(o) => ({ 'data-outbox': o.id })}
            empty={t('outboxEmpty')}
            loading={query.isFetching}
            paging={{ total: data.total, page, perPage, onPage: setPage, onPerPage: (n) => { setPerPage(n); setPage(0); } }}
          />
        )}
      </QueryState>
    </Box>
  );
}
