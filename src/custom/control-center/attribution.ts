/**
 * Map credits part by part (pure): a layer's attribution "© OpenStreetMap, OpenRailwayMap (CC BY-SA
 * 2.0)" is split at commas outside HTML tags, and each part is registered with Leaflet's
 * attribution control on its own, which counts references: a part two layers share shows once
 * and stays while either layer is on.
 */
export function attributionParts(html: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of html) {
    if (ch === '<') depth += 1;
    if (ch === '>') depth = Math.max(0, depth - 1);
    if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return [...new Set(parts.map((p) => p.trim()).filter(Boolean))];
}

export interface AttributionTarget {
  addAttribution(text: string): unknown;
  removeAttribution(text: string): unknown;
}

/** Handlers for a layer's add and remove events that keep its credit parts on the map while it is shown. */
export function attributionHandlers(target: () => AttributionTarget | undefined, html: string): { add(): void; remove(): void } {
  const parts = attributionParts(html);
  return {
    add: () => {
      const t = target();
      for (const p of parts) t?.addAttribution(p);
    },
    remove: () => {
      const t = target();
      for (const p of parts) t?.removeAttribution(p);
    },
  };
}
