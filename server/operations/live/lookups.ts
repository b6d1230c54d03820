/**
 * What the engine needs from declared resources (pure of engine state): the reason of a measure
 * (DisruptionCause), the vehicles of an assignment and the fleet to roster (Vehicle), and the
 * change-history row (DispatchChange), written through the resource service so generated lists
 * refresh live.
 */
import type { Label } from '../../../src/shared/resource/types';
import type { RequestContext } from '../../context';
import { MAX_PER_PAGE } from '../../resources/list';
import type { ResourceService } from '../../resources/service';
import type { ChangeRow } from './history';
import { LiveInputError, UNAVAILABLE_VEHICLE_STATES } from './measures';
import type { AssignedVehicle } from './model';
import type { FleetVehicle } from './roster';

export type Services = Map<string, ResourceService>;

/** The names of an active cause; refuses unknown or inactive ones. */
export async function reasonNames(services: Services, id: string): Promise<Label> {
  const row = await services.get('DisruptionCause')?.get(id);
  if (!row || row.active === false) throw new LiveInputError('live.error.unknownReason');
  return { de: String(row.nameDe ?? ''), it: String(row.nameIt ?? row.nameDe ?? '') };
}

/** The vehicles to assign with their status; refuses unknown ones and those in the workshop or out of service. */
export async function assignableVehicles(services: Services, ids: string[]): Promise<{ vehicle: AssignedVehicle; status: string }[]> {
  const service = services.get('Vehicle');
  const out: { vehicle: AssignedVehicle; status: string }[] = [];
  for (const id of ids) {
    const row = await service?.get(id);
    if (!row) throw new LiveInputError('live.error.unknownVehicle', { vehicle: id });
    const number = String(row.vehicleNumber ?? id);
    const status = String(row.status ?? '');
    if (UNAVAILABLE_VEHICLE_STATES.includes(status)) throw new LiveInputError('live.error.vehicleUnavailable', { vehicle: number, status });
    out.push({ vehicle: { id: row.id, number, type: String(row.series ?? row.vehicleType ?? '') }, status });
  }
  return out;
}

export async function vehicleStatus(services: Services, id: string): Promise<string | null> {
  const row = await services.get('Vehicle')?.get(id).catch(() => null);
  return row ? String(row.status ?? '') : null;
}

/** The whole fleet (every status; the roster picks the vehicles in service), none without a vehicles resource. */
export async function fleetVehicles(services: Services): Promise<FleetVehicle[]> {
  const service = services.get('Vehicle');
  if (!service) return [];
  const rows = await service.list({ page: 0, perPage: MAX_PER_PAGE, sortField: 'id', sortOrder: 'ASC' });
  return rows.map((row) => ({
    id: String(row.id),
    number: String(row.vehicleNumber ?? row.id),
    series: String(row.series ?? ''),
    vehicleType: String(row.vehicleType ?? ''),
    status: String(row.status ?? ''),
    homeDepotId: row.homeDepotId == null ? null : String(row.homeDepotId),
  }));
}

/** Writes a change-history row as the actor (the service checks the data, not the actor's role). */
export async function writeChange(services: Services, row: ChangeRow, actor: string): Promise<void> {
  const service = services.get('DispatchChange');
  if (!service) return;
  const ctx: RequestContext = { user: { id: actor, username: actor, name: actor, email: null, roles: [], sessionId: null }, lang: 'de' };
  await service.create({ ...row }, ctx);
}
