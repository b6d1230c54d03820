/**
 * Bench fixture (bench/table.ts): the shared table with 10,000 generated rows, in the mode named
 * by ?mode= — paged (client paging, 25 rows), virtual (windowed, no paging) or all (every row
 * rendered, for comparison). Reports its first render as window.__tableReady (ms since start).
 */
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { CoreAdminContext, memoryStore, type I18nProvider } from 'react-admin';
import { PageTable, type TableColumn } from '../../../src/ui/table';

interface Row { id: string; train: string; line: string; delay: number; station: string; share: number }

const STATIONS = ['Karlsruhe Hbf', 'Durlach', 'Ettlingen Stadt', 'Bad Herrenalb', 'Öhringen', 'Heilbronn Hbf', 'Bruchsal', 'Pforzheim'];
const ROWS: Row[] = Array.from({ length: Number(new URLSearchParams(location.search).get('rows') ?? 10_000) }, (_, i) => ({
  id: String(i),
  train: String(80_000 + ((i * 7919) % 10_000)),
  line: `S${(i % 12) + 1}`,
  delay: ((i * 37) % 900) - 120,
  station: STATIONS[i % STATIONS.length],
  share: (i * 13) % 100,
}));

const COLUMNS: TableColumn<Row>[] = [
  { id: 'train', header: 'Zugnummer', value: (r) => r.train },
  { id: 'line', header: 'Linie', value: (r) => r.line },
  { id: 'delay', header: 'Abweichung (s)', value: (r) => r.delay, align: 'right' },
  { id: 'station', header: 'Standort', value: (r) => r.station },
  { id: 'share', header: 'Auslastung (%)', value: (r) => r.share, align: 'right' },
];

const mode = new URLSearchParams(location.search).get('mode') ?? 'paged';
const i18nProvider: I18nProvider = { translate: (key) => key, changeLocale: async () => undefined, getLocale: () => 'de' };

function Bench() {
  useEffect(() => {
    (window as unknown as { __tableReady: number }).__tableReady = performance.now();
  }, []);
  return (
    <PageTable
      id="bench"
      label="Bench"
      columns={COLUMNS}
      rows={ROWS}
      rowKey={(r) => r.id}
      paging={mode === 'paged' ? 'client' : false}
      virtualized={mode === 'virtual' ? { height: 600 } : undefined}
      maxHeight={600}
      export={{ fileName: 'bench' }}
    />
  );
}

createRoot(document.getElementById('root')!).render(
  <CoreAdminContext store={memoryStore()} i18nProvider={i18nProvider}>
    <Bench />
  </CoreAdminContext>,
);
