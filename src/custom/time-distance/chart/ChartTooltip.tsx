/** The chart's hover tooltip: a small positioned box next to the pointer (flips at the right and bottom edges). */
import { Box } from '@mui/material';

export function ChartTooltip({ x, y, lines, width, height }: { x: number; y: number; lines: readonly string[]; width: number; height: number }) {
  const [first, ...rest] = lines;
  const right = x > width - 240;
  const below = y < 90 || y < height - 120;
  return (
    <Box
      role="tooltip"
      data-testid="td-tooltip"
      sx={{
        position: 'absolute',
        left: right ? undefined : x + 14,
        right: right ? width - x + 14 : undefined,
        top: below ? y + 14 : undefined,
        bottom: below ? undefined : height - y + 14,
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
        zIndex: 2,
      }}
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
