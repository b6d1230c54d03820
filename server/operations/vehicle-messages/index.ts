/**
 * Messages to vehicles (docs/vehicle-messages.md): wiring of the service, its channel and its
 * GraphQL extension. registerOperations adds the extension; the service stops with the app and
 * resumes deliveries still under way once the live engine runs (the database is migrated then).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/types';
import type { SchemaExtension } from '../../graphql/extension';
import type { PubSub } from '../../pubsub';
import type { ResourceService } from '../../resources/service';
import type { LiveEngine } from '../live';
import { secondsOfDay, serviceDayZero } from '../live/time';
import { noChannel, simulatedChannel, type VehicleMessageChannel } from './channel';
import { vehicleMessageSchema } from './schema';
import { VehicleMessageService, type RunSource } from './service';

export { noChannel, simulatedChannel, simulatedDelays, type ChannelDelivery, type ChannelVehicle, type VehicleMessageChannel } from './channel';
export { VehicleMessageService, type RunSource } from './service';

export interface VehicleMessageDeps {
  app: FastifyInstance;
  db: Database;
  pubsub: PubSub;
  services: Map<string, ResourceService>;
  engine: LiveEngine;
  /** SIMULATOR: the demo simulation answers for the vehicles. */
  simulate: boolean;
  /** A real on-board unit link; default: the simulation when `simulate`, else none (every delivery fails as noLink). */
  channel?: VehicleMessageChannel;
}

/** The live engine as the message service reads it. */
export function engineRuns(engine: LiveEngine): RunSource {
  return {
    currentDay: () => engine.currentDay(),
    listRuns: (q) => engine.listRuns(q),
    nowSeconds: () => secondsOfDay(engine.clock.now(), serviceDayZero(engine.currentDay(), engine.tz)),
  };
}

export function vehicleMessagesExtension(deps: VehicleMessageDeps): SchemaExtension {
  const channel = deps.channel ?? (deps.simulate ? simulatedChannel() : noChannel());
  const service = new VehicleMessageService({
    db: deps.db, pubsub: deps.pubsub, services: deps.services, runs: engineRuns(deps.engine), channel, log: deps.app.log,
  });
  // The first engine tick comes after migrations: then deliveries left open by a restart go on.
  const off = deps.engine.onPositions(() => {
    off();
    void service.resume();
  });
  deps.app.addHook('onClose', async () => {
    off();
    await service.stop();
  });
  deps.app.decorate('vehicleMessages', service);
  return vehicleMessageSchema(service, deps.pubsub);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The vehicle-message service (server/operations/vehicle-messages): tests reach it here. */
    vehicleMessages: VehicleMessageService;
  }
}
