/** The text of a train's hover tooltip (pure). */
import type { RunPosition } from '../../shared/operations/types';
import type { Lang } from '../../shared/resource/types';
import { formatDelay } from '../../ui/format';
import { runLabels } from '../circulation/runLabelTexts';
import { ringClass } from './delayColors';
import type { RunInfo } from './filters';
import { ccTexts } from './messages';
import type { NetworkLine } from './network';

/**
 * Train number; line and destination; the delay in minutes and in words (not by colour alone);
 * a status that needs attention (cancelled, diverted, out of service).
 */
export function tooltipLines(lang: Lang, runId: string, run: RunInfo | undefined, line: NetworkLine | undefined, position: RunPosition | null): string[] {
  const lines = [ccTexts.text(lang, 'train', { train: run?.trainNumber ?? runId.slice(11) })];
  const lineNumber = line?.lineNumber ?? run?.lineNumber;
  if (lineNumber) {
    const dest = run?.destination ? ` ${ccTexts.text(lang, 'destination', { destination: run.destination })}` : '';
    lines.push(`${ccTexts.text(lang, 'line', { line: lineNumber })}${dest}`);
  }
  if (position) {
    lines.push(ccTexts.text(lang, 'delay', { delay: formatDelay(position.delayS), meaning: runLabels.label(lang, 'delayClass', ringClass(position.delayS)) }));
    if (position.status !== 'onTime' && position.status !== 'inService' && position.status !== 'delayed') lines.push(runLabels.label(lang, 'status', position.status));
  }
  return lines;
}

