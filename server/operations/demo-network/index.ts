/** The demo network generator (issue 4 point 2): see docs/operations.md, "Demo network". */
export { generateDemoTimetable, planDemoNetwork, demoLineId, DEMO_NAME, DEMO_SEED, type DemoOptions } from './generate';
export { DEMO_LINES, demoStationCodes, type DemoLine } from './network';
export type { StationInput } from './plan';
export { serviceFigures, type ServiceFigures } from './stats';
