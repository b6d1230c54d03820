/**
 * The hover tooltip of a train: train number, line and destination, delay (in words too, not
 * by colour alone) and a status that needs attention. Placed next to the train on the map.
 */
import { HoverTooltip } from '../../ui/HoverTooltip';
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
  return (
    <HoverTooltip
      lines={tooltipLines(lang, info.hit.runId, info.run, info.line, info.position)}
      testId="train-tooltip"
      placement={{
        left: info.hit.x + 14,
        top: info.hit.y - 10,
        transform: 'translateY(-100%)',
        zIndex: (theme) => theme.zIndex.mapControl,
      }}
    />
  );
}
