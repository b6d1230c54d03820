/**
 * What the departure board and the GTFS-Realtime feeds read from passenger information
 * (issue 14, docs/issue-14-contract.md). Implemented by server/passenger-info and decorated on the
 * Fastify instance as `app.passengerInfo`; readers show no messages when it is absent.
 */
import type { InfoChannel, PublicMessage } from '../../src/shared/passenger-info/types';

export interface MessageQuery {
  /** Epoch ms; default now. */
  at?: number;
  channel?: InfoChannel;
  stationId?: string;
  lineIds?: readonly string[];
  runId?: string;
}

export interface StationConnectionView {
  mode: string;
  line: string;
  direction: string;
  place: string;
  walkTimeMin: number | null;
}

export interface PassengerInfoReader {
  /** Messages in force for the scope (negative list applied for display and announcement), priority first. */
  messages(q: MessageQuery): Promise<PublicMessage[]>;
  /** Connections to other modes shown at a station (/bhfanschluss). */
  stationConnections(stationId: string): Promise<StationConnectionView[]>;
  /** Called after any change of messages, templates or lists (caches drop their copy). */
  onChanged(listener: () => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    passengerInfo?: PassengerInfoReader;
  }
}
