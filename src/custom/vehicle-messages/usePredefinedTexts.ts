import { useGetList } from 'react-admin';
import textResource from '../../resources/vehicle-message-texts/resource';
import type { PredefinedText } from './api';

/** Far more than an operator keeps; the picker searches them all. */
const ALL = { page: 1, perPage: 1000 };

/**
 * The active predefined texts, read through react-admin from the declared resource
 * VehicleMessageText (its path), in the cache react-admin shares with the page.
 */
export function usePredefinedTexts(enabled: boolean) {
  const { data, error, isPending, refetch } = useGetList<PredefinedText>(
    textResource.path,
    { pagination: ALL, sort: { field: 'code', order: 'ASC' } },
    { enabled },
  );
  return { texts: (data ?? []).filter((t) => t.active !== false), error, isPending, refetch };
}
