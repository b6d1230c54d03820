/** Type augmentation for the custom breakpoint keys and app layers added to the MUI theme. */
import type {} from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    mobile: true;
    tablet: true;
    laptop: true;
    wide: true;
  }
  interface ZIndex {
    window: number;
    windowActive: number;
    mapBackdrop: number;
    mapControl: number;
    mapMarker: number;
    bottomList: number;
    sidebar: number;
  }
}

export {};
