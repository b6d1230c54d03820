/**
 * The trainPositions subscription feeding the map: every running train once a second, only the
 * selected lines' when a line filter is set (the server filters; the layer filters too, so a
 * change shows before the next batch). After a connection break the next batch simply replaces
 * the picture: positions carry no history that could have been missed.
 */
import { useMemo } from 'react';
import { useLiveSubscription } from '../../providers/live';
import { POSITIONS_SUBSCRIPTION, type PositionsEvent } from './api';
import { subscriptionLineIds, type MapFilters } from './filters';
import type { TrainFeed } from './trainFeed';

export function useTrainPositions(filters: MapFilters, feed: TrainFeed): void {
  const lineIds = subscriptionLineIds(filters);
  const key = lineIds?.join(',') ?? '';
  const variables = useMemo(() => ({ lineIds: key ? key.split(',') : null }), [key]);
  useLiveSubscription<PositionsEvent>(POSITIONS_SUBSCRIPTION, variables, (data) => {
    if (data.trainPositions) feed.push(data.trainPositions);
  });
}
