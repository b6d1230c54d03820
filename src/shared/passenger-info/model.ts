/**
 * Value sets of passenger information (issue 14, docs/passenger-information.md), shared by the
 * declarations in src/resources/ (customer-messages, fis-message-texts, announcement-templates,
 * station-connections, combus-releases, connection-negative-list) and the server's reader.
 */
import type { Label } from '../resource/types';
import type { InfoChannel } from './types';

export const CHANNEL_LABELS: Record<InfoChannel, Label> = {
  display: { de: 'Anzeiger', it: 'Indicatori' },
  announcement: { de: 'Durchsage', it: 'Annunci' },
  web: { de: 'Web/App', it: 'Web/App' },
};

export const MESSAGE_STATUSES = ['draft', 'published', 'withdrawn'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const MESSAGE_STATUS_LABELS: Record<MessageStatus, Label> = {
  draft: { de: 'Entwurf', it: 'Bozza' },
  published: { de: 'Veröffentlicht', it: 'Pubblicato' },
  withdrawn: { de: 'Zurückgezogen', it: 'Ritirato' },
};

export const MESSAGE_SOURCES = ['manual', 'auto', 'situation'] as const;
export type MessageSource = (typeof MESSAGE_SOURCES)[number];
export const MESSAGE_SOURCE_LABELS: Record<MessageSource, Label> = {
  manual: { de: 'Manuell', it: 'Manuale' },
  auto: { de: 'Automatisch (Maßnahme)', it: 'Automatico (provvedimento)' },
  situation: { de: 'Lagebericht', it: 'Rapporto di situazione' },
};

/** What a FIS text or an announcement template is for; the automatic messages pick by kind. */
export const TEXT_KINDS = ['cancellation', 'delay', 'platformChange', 'connectionHeld', 'connectionBroken', 'free'] as const;
export type TextKind = (typeof TEXT_KINDS)[number];
export const TEXT_KIND_LABELS: Record<TextKind, Label> = {
  cancellation: { de: 'Ausfall', it: 'Soppressione' },
  delay: { de: 'Verspätung', it: 'Ritardo' },
  platformChange: { de: 'Gleiswechsel', it: 'Cambio binario' },
  connectionHeld: { de: 'Anschluss wartet', it: 'Coincidenza attesa' },
  connectionBroken: { de: 'Anschluss nicht gewährleistet', it: 'Coincidenza non garantita' },
  free: { de: 'Freitext', it: 'Testo libero' },
};

export const CONNECTION_MODES = ['bus', 'tram', 'ferry', 'taxi', 'bike', 'onDemand'] as const;
export type ConnectionMode = (typeof CONNECTION_MODES)[number];
export const CONNECTION_MODE_LABELS: Record<ConnectionMode, Label> = {
  bus: { de: 'Bus', it: 'Autobus' },
  tram: { de: 'Straßenbahn', it: 'Tram' },
  ferry: { de: 'Fähre', it: 'Traghetto' },
  taxi: { de: 'Taxi', it: 'Taxi' },
  bike: { de: 'Fahrradverleih', it: 'Bike sharing' },
  onDemand: { de: 'Rufbus / On-Demand', it: 'Bus a chiamata' },
};
/** Modes that are bus information: shown at a station only where a ComBus release covers it. */
export const BUS_MODES: readonly ConnectionMode[] = ['bus', 'onDemand'];

export const NEGATIVE_KINDS = ['connectionPair', 'line', 'station'] as const;
export type NegativeKind = (typeof NEGATIVE_KINDS)[number];
export const NEGATIVE_KIND_LABELS: Record<NegativeKind, Label> = {
  connectionPair: { de: 'Anschlusspaar (Linie → Linie)', it: 'Coppia di coincidenza (linea → linea)' },
  line: { de: 'Linie', it: 'Linea' },
  station: { de: 'Bahnhof', it: 'Stazione' },
};

export const WEEKDAY_OPTIONS = [
  { value: 'mo', label: { de: 'Mo', it: 'Lun' } },
  { value: 'tu', label: { de: 'Di', it: 'Mar' } },
  { value: 'we', label: { de: 'Mi', it: 'Mer' } },
  { value: 'th', label: { de: 'Do', it: 'Gio' } },
  { value: 'fr', label: { de: 'Fr', it: 'Ven' } },
  { value: 'sa', label: { de: 'Sa', it: 'Sab' } },
  { value: 'su', label: { de: 'So', it: 'Dom' } },
];

export const GONG_KINDS = ['none', 'single', 'double', 'triple'] as const;
export const GONG_LABELS: Record<(typeof GONG_KINDS)[number], Label> = {
  none: { de: 'Kein Gong', it: 'Nessun gong' },
  single: { de: 'Einfach', it: 'Singolo' },
  double: { de: 'Doppelt', it: 'Doppio' },
  triple: { de: 'Dreifach (Gefahr)', it: 'Triplo (pericolo)' },
};

export const LANGUAGE_ORDERS = ['de', 'de_it', 'it_de', 'de_it_en', 'it_de_en'] as const;
export const LANGUAGE_ORDER_LABELS: Record<(typeof LANGUAGE_ORDERS)[number], Label> = {
  de: { de: 'nur Deutsch', it: 'solo tedesco' },
  de_it: { de: 'Deutsch, Italienisch', it: 'tedesco, italiano' },
  it_de: { de: 'Italienisch, Deutsch', it: 'italiano, tedesco' },
  de_it_en: { de: 'Deutsch, Italienisch, Englisch', it: 'tedesco, italiano, inglese' },
  it_de_en: { de: 'Italienisch, Deutsch, Englisch', it: 'italiano, tedesco, inglese' },
};

export const options = <K extends string>(values: readonly K[], labels: Record<K, Label>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** Comma lists of ids or numbers in a text field ("12,15", "S4, S5"): the parts, trimmed, without blanks. */
export function commaList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String).map((s) => s.trim()).filter(Boolean);
  if (typeof value !== 'string') return [];
  return value.split(',').map((s) => s.trim()).filter(Boolean);
}

/** Pattern source of a comma list of record ids ("12,15"), and of free names ("S4, S5"). */
export const ID_LIST_PATTERN = '\\d{1,18}(\\s*,\\s*\\d{1,18})*';
export const NAME_LIST_PATTERN = '[^,]{1,120}(,[^,]{1,120})*';
