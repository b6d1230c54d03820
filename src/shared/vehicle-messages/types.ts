/**
 * Messages to vehicles (/vehicle_message, issue 5 point 5): what the server (send, deliveries,
 * GraphQL) and the browser (compose panel, history) agree on. Plain types and constants only;
 * the model is explained in docs/vehicle-messages.md.
 */

/**
 * Where one delivery (one message to one vehicle) stands: handed to the on-board unit link
 * (`sent`), shown on the vehicle's display (`received`), confirmed by the driver
 * (`acknowledged`), or not deliverable (`failed`, with a reason).
 */
export type DeliveryState = 'sent' | 'received' | 'acknowledged' | 'failed';
export const DELIVERY_STATES: readonly DeliveryState[] = ['sent', 'received', 'acknowledged', 'failed'];

/** Why a delivery failed. */
export type DeliveryFailure =
  /** The on-board system does not know the vehicle. */
  | 'unknownVehicle'
  /** The vehicle is in the workshop or out of service: nobody is on board. */
  | 'notInService'
  /** The vehicle has no on-board unit the link reaches. */
  | 'noUnit'
  /** No on-board unit link is configured (real operation without a channel). */
  | 'noLink'
  /** The link refused or lost the message. */
  | 'channelError';
export const DELIVERY_FAILURES: readonly DeliveryFailure[] = ['unknownVehicle', 'notInService', 'noUnit', 'noLink', 'channelError'];

export type MessagePriority = 'normal' | 'high';
export const MESSAGE_PRIORITIES: readonly MessagePriority[] = ['normal', 'high'];

/** Categories of the predefined texts (resource VehicleMessageText). */
export const MESSAGE_TEXT_CATEGORIES = ['operations', 'delay', 'safety', 'passengerInfo', 'other'] as const;
export type MessageTextCategory = (typeof MESSAGE_TEXT_CATEGORIES)[number];

/** Longest free text: what an on-board display shows on one screen. */
/**
 * A predefined text: a row of the VehicleMessageText resource (src/resources/vehicle-message-texts)
 * as the API answers it; the booleans are declared with default true, so null means "not set" = true.
 */
export interface VehicleMessageText {
  id: string;
  code: string;
  textDe: string;
  textIt: string;
  category: MessageTextCategory | null;
  requiresAck: boolean | null;
  active: boolean | null;
}

/**
 * The VehicleMessageText resource's path (react-admin's resource name and the API's route): the
 * declaration uses it, and the vehicle-messages page reads the texts with it without loading the
 * whole declaration (labels, fields, permissions).
 */
export const VEHICLE_MESSAGE_TEXTS_PATH = 'fahrzeugnachrichtentexte';

export const FREE_TEXT_MAX = 160;
/** Longest supplement to a predefined text (a station, a time: "Bitte vorzeitig wenden in: Durlach"). */
export const SUPPLEMENT_MAX = 60;
/** Most vehicles one message may address. */
export const MAX_TARGETS = 300;

/** One vehicle's delivery of a message. Times are ISO strings. */
export interface VehicleMessageDelivery {
  id: string;
  messageId: string;
  vehicleId: string | null;
  vehicleNumber: string;
  /** The run the vehicle was on when the message was sent (null: none). */
  runId: string | null;
  trainNumber: string | null;
  lineId: string | null;
  lineNumber: string | null;
  state: DeliveryState;
  failure: DeliveryFailure | null;
  /** Delivered by the demo simulation, not a real on-board unit. */
  simulated: boolean;
  sentAt: string;
  receivedAt: string | null;
  acknowledgedAt: string | null;
  failedAt: string | null;
}

/** Deliveries of a message by state. */
export interface DeliveryCounts {
  total: number;
  sent: number;
  received: number;
  acknowledged: number;
  failed: number;
  /** Deliveries that will not change any more (acknowledged, failed, or received when no acknowledgement is asked). */
  done: number;
}

export interface VehicleMessage {
  id: string;
  /** The predefined text (resource VehicleMessageText), null for free text. */
  textId: string | null;
  textCode: string | null;
  /** The text as sent, in both languages (free text: the same in both), supplement included. */
  textDe: string;
  textIt: string;
  freeText: boolean;
  category: MessageTextCategory | null;
  priority: MessagePriority;
  /** The driver is asked to acknowledge (free text: always; predefined: the text's setting). */
  requiresAck: boolean;
  /** Sent to all vehicles of this line (null: chosen vehicles). */
  lineId: string | null;
  lineNumber: string | null;
  simulated: boolean;
  sentBy: string;
  sentAt: string;
  counts: DeliveryCounts;
  deliveries: VehicleMessageDelivery[];
}

/** A vehicle that can be addressed, with the run it is on now (for the target picker). */
export interface VehicleTarget {
  vehicleId: string;
  vehicleNumber: string;
  series: string | null;
  status: string;
  runId: string | null;
  trainNumber: string | null;
  lineId: string | null;
  lineNumber: string | null;
  lineColor: string | null;
  lineTextColor: string | null;
  destination: string | null;
}

/**
 * A vehicle of the fleet that cannot be addressed now (reserve, workshop, out of service), so a
 * link naming it can say why it was not chosen. `status` is the vehicles resource's status value.
 */
export interface UnavailableVehicle {
  vehicleNumber: string;
  status: string;
}

/** A line of the operating day with the number of vehicles on its runs now. */
export interface LineTarget {
  lineId: string;
  lineNumber: string;
  lineColor: string;
  lineTextColor: string;
  vehicleCount: number;
}

/** The topic (PubSub) and subscription name of message changes. */
export const VEHICLE_MESSAGE_CHANGED = 'vehicleMessageChanged';
