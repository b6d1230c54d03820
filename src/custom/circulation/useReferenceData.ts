/**
 * Declared resources the measure dialogs choose from, read through react-admin's data provider
 * with the resource's path (the same cache and API as the generated screens).
 */
import { useGetList } from 'react-admin';
import causeResource from '../../resources/disruption-causes/resource';
import vehicleResource from '../../resources/vehicles/resource';
import type { DisruptionCause, VehicleOption } from './api';

const ALL = { page: 1, perPage: 1000 };

export function useDisruptionCauses(): { causes: DisruptionCause[] | undefined; error: unknown } {
  const { data, error } = useGetList<DisruptionCause>(causeResource.path, { pagination: ALL, sort: { field: 'code', order: 'ASC' } });
  return { causes: data, error };
}

export function useVehicles(): { vehicles: VehicleOption[] | undefined; error: unknown } {
  const { data, error } = useGetList<VehicleOption>(vehicleResource.path, { pagination: ALL, sort: { field: 'vehicleNumber', order: 'ASC' } });
  return { vehicles: data, error };
}
