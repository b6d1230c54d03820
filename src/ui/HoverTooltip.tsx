/**
 * The dark hover box of the canvas views (the map's trains, the time-distance diagram's paths):
 * the first line bold, the others below it. The caller places it (`placement`: absolute offsets).
 */
import { Box, type SxProps, type Theme } from '@mui/material';

export function HoverTooltip({ lines, placement, testId }: { lines: readonly string[]; placement: SxProps<Theme>; testId: string }) {
  const [first, ...rest] = lines;
  return (
    <Box
      role="tooltip"
      data-testid={testId}
      sx={[
        {
          position: 'absolute',
          pointerEvents: 'none',
          bgcolor: 'rgba(33, 33, 33, 0.92)',
          color: '#FFFFFF',
          borderRadius: 1,
          px: 1,
          py: 0.5,
          fontSize: 12,
          lineHeight: 1.5,
          whiteSpace: 'nowrap',
          boxShadow: 2,
        },
        ...(Array.isArray(placement) ? placement : [placement]),
      ]}
    >
      <Box component="strong" sx={{ display: 'block', fontWeight: 600 }}>
        {first}
      </Box>
      {rest.map((text, i) => (
        <Box key={i} component="span" sx={{ display: 'block' }}>
          {text}
        </Box>
      ))}
    </Box>
  );
}
