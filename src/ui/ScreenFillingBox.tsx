/**
 * A page that fills the window below the app bar (the control centre's map, the Bildfahrplan).
 *
 * Its class tells the shell's stylesheet that the document does not scroll here, so the space
 * kept for a scroll bar on every other page (shell.css, `scrollbar-gutter`) is given back.
 */
import { Box } from '@mui/material';
import type { ReactNode } from 'react';

export function ScreenFillingBox({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  return (
    <Box
      className="sh-fills-screen"
      sx={{ display: 'flex', flexDirection: 'column', height: { xs: 'calc(100vh - 56px)', sm: 'calc(100vh - 48px)' }, minHeight }}
    >
      {children}
    </Box>
  );
}
