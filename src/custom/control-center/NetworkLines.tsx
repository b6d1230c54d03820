/**
 * The lines as polylines in their colours, through their stations, on Leaflet's canvas renderer
 * (the map is created with preferCanvas): a pane of their own below stations and trains. Lines
 * left out by the line filter stay faintly visible, so the network keeps its shape.
 */
import { memo, useMemo } from 'react';
import type { PathOptions } from 'leaflet';
import { Pane, Polyline } from 'react-leaflet';
import { lineFill } from './delayColors';
import { routePaths, type Network } from './network';
import { PANES } from './panes';

/** Memoised: a new style object makes react-leaflet restyle (and the canvas redraw) every line. */
export const NetworkLines = memo(function NetworkLines({ network, selectedLineIds }: { network: Network | null; selectedLineIds: readonly string[] }) {
  const paths = useMemo(() => (network ? routePaths(network) : []), [network]);
  const styles = useMemo(() => {
    const selected = selectedLineIds.length ? new Set(selectedLineIds) : null;
    return new Map<string, PathOptions>(
      paths.map((p) => [p.id, { color: lineFill(p.color), weight: 4, opacity: !selected || selected.has(p.lineId) ? 0.8 : 0.2, interactive: false }]),
    );
  }, [paths, selectedLineIds]);
  return (
    <Pane name={PANES.network.name} style={{ zIndex: PANES.network.zIndex }}>
      {paths.map((p) => (
        <Polyline key={p.id} positions={p.points} pathOptions={styles.get(p.id)} />
      ))}
    </Pane>
  );
});
