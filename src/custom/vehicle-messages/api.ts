/**
 * The GraphQL calls of the page (docs/vehicle-messages.md): history, the target picker's data
 * and sending. The predefined texts are the declared resource VehicleMessageText, read with
 * react-admin's useGetList (usePredefinedTexts.ts). Errors arrive
 * as GraphQLRequestError whose message is already in the user's language.
 */
import { graphqlRequest } from '../../providers/live';
import type {
  LineTarget, MessagePriority, UnavailableVehicle, VehicleMessage, VehicleMessageText, VehicleTarget,
} from '../../shared/vehicle-messages/types';

const DELIVERY_FIELDS = `id messageId vehicleId vehicleNumber runId trainNumber lineId lineNumber state failure failureText simulated
  sentAt receivedAt acknowledgedAt failedAt`;

export const MESSAGE_FIELDS = `id textId textCode textDe textIt freeText category priority requiresAck lineId lineNumber simulated
  sentBy sentAt counts { total sent received acknowledged failed done } deliveries { ${DELIVERY_FIELDS} }`;

/** A message as the page shows it: the delivery's failure reason comes translated. */
export type MessageView = Omit<VehicleMessage, 'deliveries'> & {
  deliveries: (VehicleMessage['deliveries'][number] & { failureText: string | null })[];
};

export interface MessagePage {
  rows: MessageView[];
  total: number;
}

export async function fetchMessages(page: number, perPage: number): Promise<MessagePage> {
  const data = await graphqlRequest<{ vehicleMessages: MessagePage }>(
    `query VehicleMessages($page: Int, $perPage: Int) { vehicleMessages(page: $page, perPage: $perPage) { total rows { ${MESSAGE_FIELDS} } } }`,
    { page, perPage },
  );
  return data.vehicleMessages;
}

/** The server's largest page. */
const EXPORT_PAGE = 100;

/** Every message of the history, newest first (for the export), page by page. */
export async function fetchAllMessages(): Promise<MessageView[]> {
  const rows: MessageView[] = [];
  for (let page = 1; ; page++) {
    const part = await fetchMessages(page, EXPORT_PAGE);
    rows.push(...part.rows);
    if (part.rows.length < EXPORT_PAGE || rows.length >= part.total) return rows;
  }
}

export const MESSAGE_CHANGED_SUBSCRIPTION = `subscription VehicleMessageChanged { vehicleMessageChanged { ${MESSAGE_FIELDS} } }`;

export interface Targets {
  vehicles: VehicleTarget[];
  lines: LineTarget[];
  /** Fleet vehicles not in service now: a link naming one says why it was not chosen. */
  unavailable: UnavailableVehicle[];
  simulated: boolean;
}

export async function fetchTargets(): Promise<Targets> {
  const data = await graphqlRequest<{ vehicleMessageTargets: Targets }>(`query VehicleMessageTargets { vehicleMessageTargets {
    simulated
    vehicles { vehicleId vehicleNumber series status runId trainNumber lineId lineNumber lineColor lineTextColor destination }
    lines { lineId lineNumber lineColor lineTextColor vehicleCount }
    unavailable { vehicleNumber status }
  } }`);
  return data.vehicleMessageTargets;
}

/** A predefined text (resource VehicleMessageText) as the compose form uses it. */
export type PredefinedText = VehicleMessageText;

export interface SendRequest {
  textId: string | null;
  freeText: string | null;
  supplement: string | null;
  vehicleIds: string[] | null;
  lineId: string | null;
  priority: MessagePriority;
}

export async function sendMessage(req: SendRequest): Promise<MessageView> {
  const data = await graphqlRequest<{ sendVehicleMessage: MessageView }>(
    `mutation VehicleMessageSend($textId: ID, $freeText: String, $supplement: String, $vehicleIds: [ID!], $lineId: ID, $priority: String) {
      sendVehicleMessage(textId: $textId, freeText: $freeText, supplement: $supplement, vehicleIds: $vehicleIds, lineId: $lineId, priority: $priority) {
        ${MESSAGE_FIELDS} } }`,
    { ...req },
  );
  return data.sendVehicleMessage;
}
