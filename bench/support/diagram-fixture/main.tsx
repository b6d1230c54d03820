/**
 * Bench and screenshot fixture (bench/diagram.ts): the TimeDistanceChart alone, full window, with
 * synthetic data (bench/support/diagramData.ts). URL: ?paths=4000&stations=30&orientation=
 * timeVertical&lang=de&empty=1 (no paths: the baseline). window.__bench lets the bench change the
 * view, replace paths (live updates) and read timings; window.__benchReady is set after the first frame.
 */
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { CoreAdminContext, memoryStore, type I18nProvider } from 'react-admin';
import type { Conflict, DiagramData } from '../../../src/shared/operations/timeDistance';
import { TimeDistanceChart } from '../../../src/custom/time-distance/chart/TimeDistanceChart';
import { initialView } from '../../../src/custom/time-distance/chart/view';
import type { ChartView, Orientation, Spacing } from '../../../src/custom/time-distance/chart/types';
import { generator } from '../../../server/operations/prng';
import { makePath, syntheticDiagram } from '../diagramData';

const q = new URLSearchParams(location.search);
const lang = q.get('lang') === 'it' ? 'it' : 'de';
const NOW = 10 * 3600;
const full = syntheticDiagram({ paths: Number(q.get('paths') ?? 4000), stations: Number(q.get('stations') ?? 30), now: NOW });
const DATA: DiagramData = q.get('empty') ? { ...full, paths: [] } : full;
const CONFLICTS: Conflict[] = [
  { id: 'c1', kind: 'singleTrack', runIds: ['run0', 'run1'], trainNumbers: ['10000', '10001'], fromKey: 'station:s12', toKey: 'station:s13', fromName: 'Neuenbürg', toName: 'Rotenbach', track: null, from: NOW + 600, to: NOW + 900, severityS: 300 },
  { id: 'c2', kind: 'stationTrack', runIds: ['run2', 'run3'], trainNumbers: ['10002', '10003'], fromKey: 'station:s5', toKey: null, fromName: 'Wilferdingen', toName: null, track: '2', from: NOW - 1200, to: NOW - 1000, severityS: 200 },
];

interface Bench {
  setView(v: ChartView): void;
  view(): ChartView;
  /** Replaces `n` paths with copies whose delay changed, and moves now on by a second. */
  live(n: number): void;
}
declare global {
  interface Window {
    __bench?: Bench;
    __benchReady?: number;
  }
}

const hidden = new Set<string>(q.get('hide') ? ['station:s3', 'station:s4'] : []);
const bold = new Set<string>(['station:s0', 'station:s9', 'station:s17']);
const i18nProvider: I18nProvider = { translate: (key) => key, changeLocale: async () => undefined, getLocale: () => lang };

function Fixture() {
  const [view, setView] = useState(() => initialView(DATA, NOW));
  const [data, setData] = useState(DATA);
  const [selected, setSelected] = useState<string | null>(q.get('select'));
  const orientation = (q.get('orientation') ?? 'timeVertical') as Orientation;
  const spacing = (q.get('spacing') ?? 'proportional') as Spacing;
  useEffect(() => {
    let tick = 0;
    window.__bench = {
      setView,
      view: () => view,
      live(n) {
        tick += 1;
        setData((d) => {
          const rnd = generator(tick);
          const paths = d.paths.slice();
          const now = d.now + 1;
          for (let i = 0; i < n && i < paths.length; i++) {
            const k = Math.floor(rnd() * paths.length);
            const p = paths[k];
            const order = p.points.map((pt) => pt.station);
            const start = p.points[0].plannedDeparture ?? 0;
            paths[k] = makePath(p.runId, p.trainNumber, p.lineNumber, p.lineColor, p.ascending, d.corridor.stations, order, start, Math.max(0, p.delayS + (rnd() - 0.4) * 30), now, rnd, p.cancelled);
          }
          return { ...d, now, paths };
        });
      },
    };
  }, [view]);
  useEffect(() => {
    requestAnimationFrame(() => requestAnimationFrame(() => (window.__benchReady = performance.now())));
  }, []);
  return (
    <div style={{ height: '100vh' }}>
      <TimeDistanceChart
        data={data}
        conflicts={CONFLICTS}
        view={view}
        onViewChange={setView}
        orientation={orientation}
        spacing={spacing}
        hiddenStations={hidden}
        boldStations={bold}
        now={data.now}
        lateMarkS={300}
        selectedRunId={selected}
        onSelect={setSelected}
        onContextMenu={(e) => console.log('context', JSON.stringify(e))}
        onConflictClick={(id) => console.log('conflict', id)}
      />
    </div>
  );
}

createRoot(document.getElementById('root')!).render(
  <CoreAdminContext store={memoryStore()} i18nProvider={i18nProvider}>
    <Fixture />
  </CoreAdminContext>,
);
