/** The station layer in react-leaflet. */
import { useEffect, useRef, useState } from 'react';
import { useMap } from 'react-leaflet';
import type { Lang } from '../../shared/resource/types';
import { ccTexts } from './messages';
import type { NetworkStop } from './network';
import { StationLayer } from './StationLayer';

export function StationCanvas({ stops, focusId, lang }: { stops: NetworkStop[]; focusId: string | null; lang: Lang }) {
  const map = useMap();
  const langRef = useRef(lang);
  langRef.current = lang;
  const [layer] = useState(() => new StationLayer((count) => ccTexts.text(langRef.current, 'stationsCanvas', { count })));
  useEffect(() => {
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, layer]);
  useEffect(() => layer.setStops(stops), [layer, stops]);
  useEffect(() => layer.setFocus(focusId), [layer, focusId]);
  useEffect(() => layer.requestRedraw(), [layer, lang]);
  return null;
}
