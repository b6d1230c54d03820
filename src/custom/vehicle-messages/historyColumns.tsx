/**
 * The columns of the history (src/ui/table): the cells as the page shows them, the values as the
 * export writes them (full date and time, the delivery as "2 von 3 erledigt"). The server sorts
 * (newest first), so no column sorts.
 */
import { Box } from '@mui/material';
import type { PageT } from '../../providers/i18n/usePageText';
import type { Lang } from '../../shared/resource/types';
import { formatDateTime, formatRecentTime } from '../../ui/format';
import type { TableColumn } from '../../ui/table';
import type { MessageView } from './api';
import { DeliveryProgress } from './DeliveryProgress';
import { targetSummary, vehicleList } from './history';
import { MessageText } from './MessageText';
import type { vmTexts } from './messages';

type Texts = (typeof vmTexts)['catalogue']['de'];

export function historyColumns(t: PageT<Texts>, lang: Lang): TableColumn<MessageView>[] {
  return [
    {
      id: 'sentAt',
      header: t('colSentAt'),
      sortable: false,
      value: (m) => formatDateTime(m.sentAt, lang, { seconds: true }),
      render: (m) => formatRecentTime(m.sentAt, lang),
    },
    {
      id: 'text',
      header: t('colText'),
      sortable: false,
      hideable: false,
      wrap: true,
      minWidth: 240,
      maxWidth: 420,
      value: (m) => (lang === 'it' ? m.textIt : m.textDe),
      render: (m) => <MessageText message={m} />,
    },
    {
      id: 'targets',
      header: t('colTargets'),
      sortable: false,
      value: (m) => targetSummary(m, lang),
      render: (m) => <Box component="span" title={vehicleList(m)}>{targetSummary(m, lang)}</Box>,
    },
    { id: 'sentBy', header: t('colSentBy'), sortable: false, value: (m) => m.sentBy },
    {
      id: 'delivery',
      header: t('colDelivery'),
      sortable: false,
      value: (m) => t('doneOf', { done: m.counts.done, total: m.counts.total }),
      render: (m) => <DeliveryProgress message={m} />,
    },
  ];
}
