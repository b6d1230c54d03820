/** The live operating day: engine, simulator, measures, real-feed interface (docs/operations.md). */
export { createClock, createFixedClock, type Clock } from './clock';
export { LiveDay, type LiveDayOptions, type RunSnapshot } from './day';
export { createLiveEngine, LiveEngine, POSITIONS_TOPIC, RUNS_TOPIC, type DayLoader, type LiveEngineOptions, type LiveLog } from './engine';
export { LiveInputError } from './measures';
export { formatLocation, type LiveRow, type NamedMeasure } from './rows';
export { pollingSource, simulatedLocations } from './simulator';
export { operatingDayBounds, operatingDayOf, serviceDayZero } from './time';
