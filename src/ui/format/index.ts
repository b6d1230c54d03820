/** The one formatting module of the client: numbers, durations, days and times (zone policy in times.ts). */
export { LOCALES, localeOf } from './locale';
export { formatNumber, formatPercent, formatDistance } from './numbers';
export { MINUS, formatDuration, formatDurationSeconds, delayMinutes, formatDelay } from './durations';
export { browserZone, operatorZone, setOperatorZone, zoneDiffers, zoneOffsetMinutes } from './operatorZone';
export { formatTimeOfDay, formatDateTime, formatRecentTime, formatDay, formatClock, sameDay, type TimeOptions, type ZoneLabel } from './times';
export { isoDay, dayDate } from './days';
