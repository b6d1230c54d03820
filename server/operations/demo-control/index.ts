/**
 * The demo control's server part (docs/live-overview.md, "Demo control"): the simulation clock
 * (its kept setting in op_demo_clock) and the injected disruptions, with their admin-only GraphQL
 * API. The disruptions' effect on the day is the live engine's (live/disruptions.ts, stored by
 * live/disruptionStore.ts, reloaded with the day); this folder only drives them.
 * Not to be confused with the demo network (../demo-network, the generated timetable) or the
 * demo data (server/seeds, the declared resources' rows).
 */
export { clockText, DemoControl, DEMO_SPEEDS, MAX_BLOCK_MINUTES, MAX_FAILURE_MINUTES, type BlockedSectionInput, type VehicleFailureInput } from './control';
export { simulationSchemaExtension } from './schema';
