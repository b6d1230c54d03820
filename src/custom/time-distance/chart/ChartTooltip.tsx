/** The chart's hover tooltip: next to the pointer, flipped at the right and bottom edges. */
import { HoverTooltip } from '../../../ui/HoverTooltip';

export function ChartTooltip({ x, y, lines, width, height }: { x: number; y: number; lines: readonly string[]; width: number; height: number }) {
  const right = x > width - 240;
  const below = y < 90 || y < height - 120;
  return (
    <HoverTooltip
      lines={lines}
      testId="td-tooltip"
      placement={{
        left: right ? undefined : x + 14,
        right: right ? width - x + 14 : undefined,
        top: below ? y + 14 : undefined,
        bottom: below ? undefined : height - y + 14,
        zIndex: 2,
      }}
    />
  );
}
