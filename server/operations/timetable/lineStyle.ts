/** Line colours and products for lines imported from GTFS (pure). */
import type { GtfsRoute } from '../gtfs';

/** Distinct, print-safe line colours for routes without route_color, assigned in route order. */
export const LINE_PALETTE = [
  '#00A76D', '#9E67AB', '#9F184C', '#F69795', '#FFF200', '#6E692A', '#00A99D', '#005B99',
  '#E3001B', '#F39200', '#0098D4', '#8D6E63', '#7CB342', '#5E35B1', '#C2185B', '#455A64',
];

/** Black or white text, whichever contrasts more with the background (WCAG relative luminance). */
export function contrastText(background: string): string {
  const hex = background.replace('#', '');
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  // Contrast with black (L + 0.05) / 0.05 against white 1.05 / (L + 0.05): equal at L ≈ 0.179.
  return luminance > 0.179 ? '#000000' : '#FFFFFF';
}

/** Colour and text colour of a route: its own when the feed has them, else from the palette. */
export function lineColors(route: Pick<GtfsRoute, 'color' | 'textColor'>, index: number): { color: string; textColor: string } {
  const color = route.color ? `#${route.color}` : LINE_PALETTE[index % LINE_PALETTE.length];
  return { color, textColor: route.textColor ? `#${route.textColor}` : contrastText(color) };
}

/**
 * The lines resource's product (src/resources/lines/resource.ts) for a GTFS route_type, basic or
 * extended (https://developers.google.com/transit/gtfs/reference/extended-route-types).
 */
export function productOf(routeType: number): string {
  if (routeType === 0 || (routeType >= 900 && routeType < 1000)) return 'tram';
  if (routeType === 1 || (routeType >= 400 && routeType < 500) || routeType === 109) return 'sBahn';
  if (routeType === 3 || routeType === 11 || (routeType >= 700 && routeType < 800) || (routeType >= 200 && routeType < 300)) return 'replacementBus';
  if (routeType >= 100 && routeType <= 105) return 'regionalExpress';
  return 'regionalBahn';
}
