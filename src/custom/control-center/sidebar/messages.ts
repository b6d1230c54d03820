/** Texts of the control centre's sidebar (tabs, train list, multiple selection), de default and it. */
import type { RunTab } from '../../../shared/operations/tabs';
import type { Lang } from '../../../shared/resource/types';

const de = {
  sidebar: 'Züge nach Reitern',
  tabsLabel: 'Reiter der Zugliste',
  list: 'Züge im Reiter {{tab}}',
  empty: 'Keine Züge in diesem Reiter.',
  more: 'Die ersten {{shown}} von {{total}} Zügen; Filter grenzen die Liste ein.',
  loadFailed: 'Die Züge konnten nicht geladen werden: {{error}}',
  select: 'Zug {{train}} auswählen',
  selectAll: 'Alle gezeigten Züge auswählen',
  selected: '{{count}} ausgewählt',
  clearSelection: 'Auswahl aufheben',
  multiSelect: 'Mehrfachauswahl',
  bulkDelay: 'Verspätung',
  bulkCancel: 'Ausfall',
  show: 'Zug {{train}} zeigen',
  next: 'nächster Halt {{station}}',
  bulkDelayTitle: 'Verspätung für {{count}} Züge',
  bulkCancelTitle: 'Ausfall für {{count}} Züge',
  bulkTrains: 'Betroffene Züge: {{trains}}',
  bulkConfirm: '{{action}} für {{count}} Züge ({{trains}}) mit einer Ursache und einem Kommentar für alle.',
  bulkDone: '{{action}}: {{ok}} von {{count}} Zügen erfasst.',
  bulkFailed: 'Nicht erfasst: {{failures}}',
  bulkProgress: '{{done}} von {{count}} erfasst …',
  noDispatch: 'Maßnahmen nur für Administration und Disposition.',
  sendMessage: 'Nachricht',
  sendMessageHint: 'Nachricht an die Fahrzeuge der ausgewählten Züge ({{count}})',
  noVehicles: 'Den ausgewählten Zügen ist kein Fahrzeug zugeteilt.',
};

const it: Record<keyof typeof de, string> = {
  sidebar: 'Treni per scheda',
  tabsLabel: 'Schede dell’elenco treni',
  list: 'Treni nella scheda {{tab}}',
  empty: 'Nessun treno in questa scheda.',
  more: 'I primi {{shown}} di {{total}} treni; i filtri restringono l’elenco.',
  loadFailed: 'Non è stato possibile caricare i treni: {{error}}',
  select: 'Seleziona il treno {{train}}',
  selectAll: 'Seleziona tutti i treni mostrati',
  selected: '{{count}} selezionati',
  clearSelection: 'Annulla selezione',
  multiSelect: 'Selezione multipla',
  bulkDelay: 'Ritardo',
  bulkCancel: 'Soppressione',
  show: 'Mostra il treno {{train}}',
  next: 'prossima fermata {{station}}',
  bulkDelayTitle: 'Ritardo per {{count}} treni',
  bulkCancelTitle: 'Soppressione per {{count}} treni',
  bulkTrains: 'Treni interessati: {{trains}}',
  bulkConfirm: '{{action}} per {{count}} treni ({{trains}}) con una causa e un commento per tutti.',
  bulkDone: '{{action}}: registrata per {{ok}} di {{count}} treni.',
  bulkFailed: 'Non registrata: {{failures}}',
  bulkProgress: '{{done}} di {{count}} registrati …',
  noDispatch: 'Misure solo per amministrazione e dispatching.',
  sendMessage: 'Messaggio',
  sendMessageHint: 'Messaggio ai veicoli dei treni selezionati ({{count}})',
  noVehicles: 'Ai treni selezionati non è assegnato alcun veicolo.',
};

export type SidebarText = keyof typeof de;

export const SIDEBAR_TEXTS: Record<Lang, Record<SidebarText, string>> = { de, it };

export function sbText(lang: Lang, key: SidebarText, args: Record<string, string | number> = {}): string {
  return SIDEBAR_TEXTS[lang][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(args[name] ?? ''));
}

export const TAB_LABELS: Record<Lang, Record<RunTab, string>> = {
  de: { control: 'Kontrolle', all: 'Alle', active: 'Aktiv', delayed: 'Verspätet', early: 'Verfrüht', preview: 'Vorschau' },
  it: { control: 'Controllo', all: 'Tutti', active: 'Attivi', delayed: 'In ritardo', early: 'In anticipo', preview: 'Anteprima' },
};

export const TAB_HINTS: Record<Lang, Record<RunTab, string>> = {
  de: {
    control: 'Züge, die Aufmerksamkeit brauchen: ab 3 Minuten Verspätung, ohne Position, mit Maßnahme, ausgefallen, umgeleitet oder außer Betrieb',
    all: 'Alle Fahrten des Betriebstags',
    active: 'Züge, die gerade unterwegs sind',
    delayed: 'Ab 3 Minuten Verspätung',
    early: 'Ab 1 Minute zu früh',
    preview: 'Abfahrten in den nächsten 30 Minuten, noch nicht unterwegs',
  },
  it: {
    control: 'Treni che richiedono attenzione: ritardo di almeno 3 minuti, senza posizione, con misura, soppressi, deviati o fuori servizio',
    all: 'Tutte le corse del giorno di esercizio',
    active: 'Treni attualmente in circolazione',
    delayed: 'Ritardo di almeno 3 minuti',
    early: 'In anticipo di almeno 1 minuto',
    preview: 'Partenze nei prossimi 30 minuti, non ancora in circolazione',
  },
};
