/**
 * The latest measures' content: it reads its own queries (useLatestChanges), so that the figures'
 * renders do not render react-admin's hooks (useLiveOverview.ts says why). Memoized: the page
 * renders it again only for another day or timetable version.
 */
import { memo } from 'react';
import { QueryState } from '../../ui/states';
import { LatestMeasures } from './LatestMeasures';
import { latestMeasures } from './overview';
import { useLatestChanges } from './useLiveOverview';

export const LatestMeasuresSection = memo(function LatestMeasuresSection({ day, timetableVersionId }: {
  day: string;
  timetableVersionId: string | null;
}) {
  const { changes, causes } = useLatestChanges(day, timetableVersionId);
  return <QueryState query={changes}>{(list) => <LatestMeasures entries={latestMeasures(list)} causes={causes} />}</QueryState>;
});
