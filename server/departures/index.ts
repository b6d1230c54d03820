/** The station departure boards (issue 14, item 5): docs/passenger-information/departure-board.md. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { ResourceService } from '../resources/service';
import { registerDepartureRoutes } from './routes';
import { DepartureService } from './service';

export { DepartureService } from './service';

export function registerDepartures(app: FastifyInstance, deps: { config: Config; services: Map<string, ResourceService> }): DepartureService {
  const service = new DepartureService({
    engine: app.liveEngine,
    // Passenger information decorates the app on its own; read it when a board is built.
    passengerInfo: () => (app.hasDecorator('passengerInfo') ? app.passengerInfo : undefined),
    stations: deps.services.get('Station'),
  });
  registerDepartureRoutes(app, service, { public: deps.config.departuresPublic === true });
  app.addHook('onClose', async () => service.stop());
  return service;
}
