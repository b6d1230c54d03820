/**
 * What one sidebar entry shows, as a string: the list re-renders an entry only when this changes.
 * The runs are fetched again every few seconds and most of them move without anything shown
 * changing (the delay is shown in whole minutes), so comparing what is shown, not the objects,
 * keeps React's work to the entries that really changed (the map beside it needs the frames).
 */
import type { RunRow } from '../../../shared/operations/types';
import { formatDelay } from '../../../ui/format';
import { delayClass } from '../../circulation/delayClass';

export type ShownRun = Pick<
  RunRow,
  'id' | 'trainNumber' | 'lineNumber' | 'lineColor' | 'lineTextColor' | 'delayS' | 'nextStation' | 'location' | 'destination' | 'status'
>;

const SEP = '\u241F';

export function rowDisplayKey(r: ShownRun): string {
  return [
    r.id, r.trainNumber, r.lineNumber, r.lineColor, r.lineTextColor,
    formatDelay(r.delayS), delayClass(r.delayS),
    r.nextStation ?? '', r.location, r.destination, r.status,
  ].join(SEP);
}
