import { useGetList } from 'react-admin';
import { VEHICLE_MESSAGE_TEXTS_PATH } from '../../shared/vehicle-messages/types';
import type { PredefinedText } from './api';

/** Far more than an operator keeps; the picker searches them all. */
const ALL = { page: 1, perPage: 1000 };

/**
 * The active predefined texts, read through react-admin from the declared resource
 * VehicleMessageText (its path only: the declaration itself is not needed here), in the cache
 * react-admin shares with the page.
 */
export function usePredefinedTexts(enabled: boolean) {
  const { data, error, isPending, refetch } = useGetList<PredefinedText>(
    VEHICLE_MESSAGE_TEXTS_PATH,
    { pagination: ALL, sort: { field: 'code', order: 'ASC' } },
    { enabled },
  );
  return { texts: (data ?? []).filter((t) => t.active !== false), error, isPending, refetch };
}
