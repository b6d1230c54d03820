/**
 * Breakpoints of specification point 9: 480, 640, 768, 1024, 1224, 1350, 1536 and 1620 px.
 *
 * react-admin and MUI use the five standard keys (xs..xl; e.g. react-admin's mobile layout is
 * `down('sm')`), so the spec's values are mapped onto them and the remaining values get
 * custom keys (declared in themeAugmentation.ts):
 *
 *   xs 0 | mobile 480 | sm 640 | tablet 768 | md 1024 | laptop 1224 | lg 1350 | xl 1536 | wide 1620
 *
 * Thus phones (< 640 px) get react-admin's small-screen layout and the sidebar collapses
 * below 1024 px.
 */
export const BREAKPOINT_VALUES = {
  xs: 0,
  mobile: 480,
  sm: 640,
  tablet: 768,
  md: 1024,
  laptop: 1224,
  lg: 1350,
  xl: 1536,
  wide: 1620,
} as const;

/** The spec's pixel values in ascending order (everything but xs 0). */
export const SPEC_BREAKPOINTS = [480, 640, 768, 1024, 1224, 1350, 1536, 1620] as const;
