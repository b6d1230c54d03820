/** The timetable store, import and versions API (docs/timetable.md). */
export { isIsoDate, runsOn, servicesFromGtfs, servicesOn, validityOf, weekdayBit } from './calendar';
export { TimetableError } from './errors';
export { feedToTimetable, type FeedMeta } from './feedToTimetable';
export { timetableSchemaExtension, type TimetableSchemaDeps } from './graphql';
export { ImportJobs, JOB_TTL_MS, type ImportInput, type Reservation } from './jobs';
export { loadDayTimetable } from './loadDay';
export { timetableMessageKeys, timetableText } from './messages';
export { IMPORTS_URL, registerTimetableRoutes, UPLOAD_LIMIT_BYTES, type TimetableRouteDeps, type TimetableRoutes } from './routes';
export {
  deleteVersionRows, removePartialImports, STATEMENT_ROWS, timetableStats, writeTimetableVersion, type WriteOptions, type WriteProgress,
} from './store';
export { readFeedInWorker, type FeedResult } from './readFeed';
export {
  activateVersion, activeVersion, listVersions, planRollback, rollbackVersion, setActiveVersion,
  type ActivationResult, type RollbackBlock, type RollbackOptions, type RollbackPlan,
} from './versions';
