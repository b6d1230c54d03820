/**
 * Pointer, wheel and keyboard input of the chart: wheel zooms time around the pointer (Shift or
 * Ctrl: space), drag pans, Alt+drag (or tool 'zoomRect') zooms to a rectangle, a click selects,
 * arrows pan and +/- zoom. Every view change goes to onViewChange; the parent owns the view.
 */
import { useEffect, useRef, type RefObject } from 'react';
import type { ChartEngine } from './engine';
import { fromScreen } from './scales';
import type { ChartView, TimeDistanceChartProps } from './types';
import { clampView, pan, rectView, zoomSpace, zoomTime } from './view';

export interface HoverTarget {
  x: number;
  y: number;
  runId?: string;
  pointIndex?: number;
  conflictId?: string;
  /** A held connection's mark (its connection id). */
  holdMarkId?: string;
}

const CLICK_SLOP_PX = 4;
const KEY_ZOOM = 1.25;
const KEY_PAN = 0.1;

/** Zoom factor of a wheel event (> 1 zooms out); lines and pages as pixels. */
export function wheelFactor(e: { deltaX: number; deltaY: number; deltaMode: number }): number {
  // Shift turns the wheel sideways in some browsers: take whichever delta there is.
  const raw = e.deltaY !== 0 ? e.deltaY : e.deltaX;
  const px = e.deltaMode === 1 ? raw * 16 : e.deltaMode === 2 ? raw * 400 : raw;
  return Math.exp(Math.max(-300, Math.min(300, px)) * 0.0015);
}

export function useChartInput(
  target: RefObject<HTMLDivElement | null>,
  engine: ChartEngine | null,
  props: TimeDistanceChartProps,
  onHover: (h: HoverTarget | null) => void,
): void {
  const latest = useRef(props);
  latest.current = props;
  const hoverRef = useRef(onHover);
  hoverRef.current = onHover;

  useEffect(() => {
    const el = target.current;
    if (!el || !engine) return;
    const local = (e: { clientX: number; clientY: number }) => {
      const r = el.getBoundingClientRect();
      return { x: e.clientX - r.left, y: e.clientY - r.top };
    };
    const change = (v: ChartView, transient = false) => latest.current.onViewChange(clampView(v), { transient });
    let drag: { x: number; y: number; view: ChartView; mode: 'pan' | 'rect'; moved: boolean; id: number } | null = null;
    let hoverKey = '';

    const hover = (x: number, y: number) => {
      // A held connection's mark sits on top of its train's path: it wins the hover.
      const mark = engine.holdMarkAt(x, y);
      const hit = mark ? null : engine.pick(x, y);
      const conflict = hit || mark ? null : engine.conflictAt(x, y);
      const key = mark ? `h:${mark.id}` : hit ? `r:${hit.runId}:${hit.pointIndex}` : conflict ? `c:${conflict.id}` : '';
      engine.setHovered(hit?.runId ?? mark?.runId ?? null);
      el.style.cursor = hit || conflict || mark ? 'pointer' : '';
      if (key === hoverKey) return;
      hoverKey = key;
      hoverRef.current(mark ? { x, y, holdMarkId: mark.id } : hit ? { x, y, runId: hit.runId, pointIndex: hit.pointIndex } : conflict ? { x, y, conflictId: conflict.id } : null);
    };
    const clearHover = () => {
      engine.setHovered(null);
      hoverKey = '';
      hoverRef.current(null);
    };

    const down = (e: PointerEvent) => {
      if (e.button !== 0) return;
      const p = local(e);
      const rect = latest.current.tool === 'zoomRect' || e.altKey;
      drag = { ...p, view: latest.current.view, mode: rect ? 'rect' : 'pan', moved: false, id: e.pointerId };
      el.setPointerCapture?.(e.pointerId);
      el.focus({ preventScroll: true });
    };
    const move = (e: PointerEvent) => {
      const p = local(e);
      if (!drag) {
        hover(p.x, p.y);
        return;
      }
      const s = engine.scale;
      if (!s) return;
      if (!drag.moved && Math.hypot(p.x - drag.x, p.y - drag.y) < CLICK_SLOP_PX) return;
      if (!drag.moved) clearHover();
      drag.moved = true;
      if (drag.mode === 'rect') {
        engine.setZoomRect({ x0: drag.x, y0: drag.y, x1: p.x, y1: p.y });
        return;
      }
      const dx = p.x - drag.x;
      const dy = p.y - drag.y;
      const vertical = s.orientation === 'timeVertical';
      const dt = -(vertical ? dy : dx) / s.pxPerS;
      const du = -(vertical ? dx : dy) / s.pxPerU;
      change(pan(drag.view, dt, du), true);
    };
    const up = (e: PointerEvent) => {
      if (!drag || e.pointerId !== drag.id) return;
      const d = drag;
      drag = null;
      el.releasePointerCapture?.(e.pointerId);
      const p = local(e);
      const s = engine.scale;
      if (!d.moved) {
        const hit = engine.pick(p.x, p.y);
        if (hit) return latest.current.onSelect(hit.runId);
        const conflict = engine.conflictAt(p.x, p.y);
        if (conflict && latest.current.onConflictClick) return latest.current.onConflictClick(conflict.id);
        return latest.current.onSelect(null);
      }
      if (!s) return;
      if (d.mode === 'rect') {
        engine.setZoomRect(null);
        if (Math.abs(p.x - d.x) > 8 && Math.abs(p.y - d.y) > 8) change(rectView(fromScreen(s, d.x, d.y), fromScreen(s, p.x, p.y)));
        return;
      }
      // The final view of the drag (not transient: the parent keeps it in its history).
      change(latest.current.view);
    };
    const wheel = (e: WheelEvent) => {
      const s = engine.scale;
      if (!s) return;
      e.preventDefault();
      const p = local(e);
      const at = fromScreen(s, p.x, p.y);
      const f = wheelFactor(e);
      const v = latest.current.view;
      change(e.shiftKey || e.ctrlKey ? zoomSpace(v, f, at.u) : zoomTime(v, f, at.t));
    };
    const key = (e: KeyboardEvent) => {
      const s = engine.scale;
      if (!s) return;
      const v = latest.current.view;
      const mt = (v.t0 + v.t1) / 2;
      const mu = (v.k0 + v.k1) / 2;
      const space = e.shiftKey;
      const timeStep = (v.t1 - v.t0) * KEY_PAN;
      const spaceStep = (v.k1 - v.k0) * KEY_PAN;
      const vertical = s.orientation === 'timeVertical';
      let next: ChartView | null = null;
      switch (e.key) {
        case '+':
        case '=':
          next = space ? zoomSpace(v, 1 / KEY_ZOOM, mu) : zoomTime(v, 1 / KEY_ZOOM, mt);
          break;
        case '-':
        case '_':
          next = space ? zoomSpace(v, KEY_ZOOM, mu) : zoomTime(v, KEY_ZOOM, mt);
          break;
        case 'ArrowUp':
          next = vertical ? pan(v, -timeStep, 0) : pan(v, 0, -spaceStep);
          break;
        case 'ArrowDown':
          next = vertical ? pan(v, timeStep, 0) : pan(v, 0, spaceStep);
          break;
        case 'ArrowLeft':
          next = vertical ? pan(v, 0, -spaceStep) : pan(v, -timeStep, 0);
          break;
        case 'ArrowRight':
          next = vertical ? pan(v, 0, spaceStep) : pan(v, timeStep, 0);
          break;
        case 'Escape':
          latest.current.onSelect(null);
          return;
        default:
          return;
      }
      e.preventDefault();
      change(next);
    };
    const context = (e: MouseEvent) => {
      const handler = latest.current.onContextMenu;
      if (!handler) return;
      const p = local(e);
      const hit = engine.pick(p.x, p.y);
      if (!hit) return;
      e.preventDefault();
      clearHover();
      handler({ runId: hit.runId, pointIndex: hit.pointIndex, clientX: e.clientX, clientY: e.clientY });
    };
    const leave = () => {
      if (!drag) clearHover();
    };
    el.addEventListener('pointerdown', down);
    el.addEventListener('pointermove', move);
    el.addEventListener('pointerup', up);
    el.addEventListener('pointercancel', up);
    el.addEventListener('pointerleave', leave);
    el.addEventListener('wheel', wheel, { passive: false });
    el.addEventListener('keydown', key);
    el.addEventListener('contextmenu', context);
    return () => {
      el.removeEventListener('pointerdown', down);
      el.removeEventListener('pointermove', move);
      el.removeEventListener('pointerup', up);
      el.removeEventListener('pointercancel', up);
      el.removeEventListener('pointerleave', leave);
      el.removeEventListener('wheel', wheel);
      el.removeEventListener('keydown', key);
      el.removeEventListener('contextmenu', context);
    };
  }, [target, engine]);
}
