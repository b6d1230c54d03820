/**
 * Passenger information (issue 14, docs/passenger-information.md): what the departure board, the
 * GTFS-Realtime feeds and the browser agree on.
 */
import type { Lang } from '../resource/types';

export type InfoChannel = 'display' | 'announcement' | 'web';
export const INFO_CHANNELS: readonly InfoChannel[] = ['display', 'announcement', 'web'];

/**
 * A customer message in force, as every channel reads it (PassengerInfoService.messages). Scope:
 * a message with no stations, lines and runs applies everywhere. Automatic messages (from
 * measures and connection decisions) carry the measure's id.
 */
export interface PublicMessage {
  id: string;
  /** 1 = highest. */
  priority: number;
  channels: InfoChannel[];
  stationIds: string[];
  lineIds: string[];
  runIds: string[];
  /** ISO instants; null = open. */
  validFrom: string | null;
  validTo: string | null;
  textDe: string;
  textIt: string;
  textEn: string | null;
  /** Announcement text where it differs from the display text (GSP template), else null. */
  announcementDe: string | null;
  announcementIt: string | null;
  source: 'manual' | 'auto' | 'situation';
  /** auto: the measure it was made from; situation: the situation's id. */
  measureId: string | null;
  situationId: string | null;
  /** GTFS-RT Alert cause / effect names (e.g. TECHNICAL_PROBLEM, REDUCED_SERVICE); null = UNKNOWN_*. */
  cause: string | null;
  effect: string | null;
}

/** One departure on a station's board. Times: seconds after the service-day zero. */
export interface Departure {
  runId: string;
  trainNumber: string;
  lineNumber: string;
  lineColor: string;
  lineTextColor: string;
  destination: string;
  /** The platform in force (after a platform change); plannedPlatform when it changed. */
  platform: string | null;
  plannedPlatform: string | null;
  platformChanged: boolean;
  plannedDeparture: number;
  expectedDeparture: number | null;
  delayMinutes: number;
  cancelled: boolean;
  /** Held for a connection: the feeder's train and line (the text is the board's own). */
  heldFor: { trainNumber: string; lineNumber: string; until: number } | null;
  /** Texts of messages that concern this run at this station, in the board's language. */
  notes: string[];
}

/** GET /api/departures/:station (docs/passenger-information.md): the board in one language. */
export interface DepartureBoard {
  stationId: string;
  stationName: string;
  lang: Lang;
  operatingDay: string;
  /** Epoch ms of the data. */
  generatedAt: number;
  departures: Departure[];
  /** Running texts (display channel, station or its lines in scope, negative list applied). */
  messages: { id: string; priority: number; text: string }[];
  /** Connections to other modes shown at the station (/bhfanschluss). */
  stationConnections: { mode: string; line: string; direction: string; place: string; walkTimeMin: number | null }[];
}
