/**
 * A layer in Leaflet's layer control whose name follows the language. react-leaflet's
 * LayersControl.BaseLayer and .Overlay read the name once, so the map used to remount the whole
 * control per language, and with it the tile layers: every tile was requested and drawn anew
 * (about 100 ms at 4x CPU slowdown, in the commit of the language switch, and a blank map on a
 * slow line). Here a new name only renames the layer's entry in the control (removed and added
 * again, Leaflet's public API); the layer stays on the map. Otherwise as react-leaflet's, except
 * that a layer shown at the start goes on the map in a task of its own, after React's commit: a tile
 * layer's first tiles took 50 ms each at 4x CPU slowdown, and together with the map's other
 * layers they made the page's longest task (issue 15).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { extendContext, LeafletContext, useLeafletContext } from '@react-leaflet/core';
import type { Control, Layer } from 'leaflet';

type AddToControl = (control: Control.Layers, layer: Layer, name: string) => void;

interface NamedLayerProps {
  name: string;
  /** On the map at the start (a base layer: the one shown; an overlay: ticked). */
  checked?: boolean;
  children: ReactNode;
}

function namedLayer(addToControl: AddToControl) {
  return function NamedLayer({ name, checked, children }: NamedLayerProps) {
    const parent = useLeafletContext();
    const { layersControl, map } = parent;
    const [layer, setLayer] = useState<Layer | null>(null);
    const initial = useRef({ name, checked });
    const shownName = useRef(name);
    const pending = useRef(new Map<Layer, ReturnType<typeof setTimeout>>());

    const addLayer = useCallback(
      (added: Layer) => {
        if (!layersControl) return;
        if (initial.current.checked) {
          pending.current.set(
            added,
            setTimeout(() => {
              pending.current.delete(added);
              map.addLayer(added);
            }, 0),
          );
        }
        addToControl(layersControl, added, initial.current.name);
        shownName.current = initial.current.name;
        setLayer(added);
      },
      [layersControl, map],
    );
    const removeLayer = useCallback(
      (removed: Layer) => {
        clearTimeout(pending.current.get(removed));
        pending.current.delete(removed);
        layersControl?.removeLayer(removed);
        setLayer(null);
      },
      [layersControl],
    );
    const context = useMemo(() => extendContext(parent, { layerContainer: { addLayer, removeLayer } }), [parent, addLayer, removeLayer]);

    useEffect(() => {
      if (!layer || !layersControl || name === shownName.current) return;
      layersControl.removeLayer(layer);
      addToControl(layersControl, layer, name);
      shownName.current = name;
    }, [layer, layersControl, name]);

    return <LeafletContext value={context}>{children}</LeafletContext>;
  };
}

export const NamedBaseLayer = namedLayer((control, layer, name) => control.addBaseLayer(layer, name));
export const NamedOverlay = namedLayer((control, layer, name) => control.addOverlay(layer, name));
