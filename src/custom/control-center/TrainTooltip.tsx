/**
 * The hover tooltip of a train: train number, line and destination, delay (in words too, not
 * by colour alone) and a status that needs attention. Placed next to the train on the map.
 */
import { Box } from '@mui/material';
import type { RunPosition } from '../../shared/operations/types';
import type { Lang } from '../../shared/resource/types';
import type { RunInfo } from './filters';
import type { NetworkLine } from './network';
import { tooltipLines } from './tooltipText';
import type { TrainHit } from './TrainLayer';

export interface TooltipInfo {
  hit: TrainHit;
  run: RunInfo | undefined;
  line: NetworkLine | undefined;
  position: RunPosition | null;
}

export function TrainTooltip({ info, lang }: { info: TooltipInfo; lang: Lang }) {
  const [first, ...rest] = tooltipLines(lang, info.hit.runId, info.run, info.line, info.position);
  return (
    <Box
      role="tooltip"
      data-testid="train-tooltip"
      sx={{
        position: 'absolute',
        left: info.hit.x + 14,
        top: info.hit.y - 10,
        transform: 'translateY(-100%)',
        zIndex: (theme) => theme.zIndex.mapControl,
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
      }}
    >
      <Box component="strong" sx={{ display: 'block', fontWeight: 600 }}>
        {first}
      </Box>
      {rest.map((text) => (
        <Box key={text} component="span" sx={{ display: 'block' }}>
          {text}
        </Box>
      ))}
    </Box>
  );
}
