/** The train layer in react-leaflet: one TrainLayer for the component's life, fed from the TrainFeed. */
import { useEffect, useRef, useState } from 'react';
import { useMap } from 'react-leaflet';
import type { Lang } from '../../shared/resource/types';
import type { PositionFilter } from './filters';
import { ccTexts } from './messages';
import type { TrainFeed } from './trainFeed';
import { TrainLayer, type TrainCounts, type TrainHit } from './TrainLayer';

export interface TrainCanvasProps {
  feed: TrainFeed;
  lang: Lang;
  filter: PositionFilter;
  highlight: string | null;
  lineColor(lineId: string): string | undefined;
  label(runId: string): string | undefined;
  onHover(hit: TrainHit | null): void;
  onTrainClick(runId: string): void;
  onCounts(counts: TrainCounts): void;
}

export function TrainCanvas(props: TrainCanvasProps) {
  const map = useMap();
  // The layer calls back through this ref, so new callbacks need no new layer.
  const latest = useRef(props);
  latest.current = props;
  const [layer] = useState(
    () =>
      new TrainLayer({
        lineColor: (id) => latest.current.lineColor(id),
        label: (id) => latest.current.label(id),
        ariaLabel: (count) => ccTexts.text(latest.current.lang, 'trainsCanvas', { count }),
        onHover: (hit) => latest.current.onHover(hit),
        onClick: (id) => latest.current.onTrainClick(id),
        onCounts: (counts) => latest.current.onCounts(counts),
      }),
  );
  const { feed, filter, highlight, lineColor, label, lang } = props;

  useEffect(() => {
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, layer]);
  useEffect(() => feed.subscribe(({ batch, receivedAt }) => layer.setBatch(batch.positions, receivedAt)), [feed, layer]);
  useEffect(() => layer.setFilter(filter), [layer, filter]);
  useEffect(() => layer.setHighlight(highlight), [layer, highlight]);
  useEffect(() => layer.restyle(), [layer, lineColor, label, lang]);
  return null;
}
