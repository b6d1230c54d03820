/** Texts of the filters added beside H8's (view, network, products, address search), de default and it. */
import type { Lang } from '../../shared/resource/types';

const de = {
  networks: 'Netz',
  allNetworks: 'Alle Netze',
  products: 'Produkte',
  allProducts: 'Alle Produkte',
  view: 'Ansicht',
  noView: 'Keine gespeicherte Ansicht',
  saveView: 'Ansicht speichern',
  saveViewTitle: 'Aktuelle Ansicht speichern',
  saveViewHelp: 'Speichert Filter, Kartenmitte und Zoom unter diesem Namen (nur für Sie). Ein vorhandener Name wird überschrieben.',
  viewName: 'Name der Ansicht',
  deleteView: 'Ansicht „{{name}}“ löschen',
  viewSaved: 'Ansicht „{{name}}“ gespeichert.',
  viewDeleted: 'Ansicht „{{name}}“ gelöscht.',
  viewsFailed: 'Ansichten nicht verfügbar: {{error}}',
  save: 'Speichern',
  cancel: 'Abbrechen',
  address: 'Adresse',
  addressHintStations: 'Sucht in den eigenen Halten (keine Adresssuche eingerichtet)',
  addressHintGeocoder: 'Sucht in den eigenen Halten und Adressen',
  stationsOnly: 'Nur eigene Halte: kein Geocoder eingerichtet.',
  groupStations: 'Halte',
  groupAddresses: 'Adressen',
};

const it: Record<keyof typeof de, string> = {
  networks: 'Rete',
  allNetworks: 'Tutte le reti',
  products: 'Prodotti',
  allProducts: 'Tutti i prodotti',
  view: 'Vista',
  noView: 'Nessuna vista salvata',
  saveView: 'Salva vista',
  saveViewTitle: 'Salva la vista attuale',
  saveViewHelp: 'Salva filtri, centro della mappa e zoom con questo nome (solo per Lei). Un nome esistente viene sovrascritto.',
  viewName: 'Nome della vista',
  deleteView: 'Elimina la vista «{{name}}»',
  viewSaved: 'Vista «{{name}}» salvata.',
  viewDeleted: 'Vista «{{name}}» eliminata.',
  viewsFailed: 'Viste non disponibili: {{error}}',
  save: 'Salva',
  cancel: 'Annulla',
  address: 'Indirizzo',
  addressHintStations: 'Cerca tra le proprie fermate (ricerca indirizzi non configurata)',
  addressHintGeocoder: 'Cerca tra le proprie fermate e gli indirizzi',
  stationsOnly: 'Solo fermate proprie: nessun geocoder configurato.',
  groupStations: 'Fermate',
  groupAddresses: 'Indirizzi',
};

export type FilterText = keyof typeof de;
export const FILTER_TEXTS: Record<Lang, Record<FilterText, string>> = { de, it };

export function fText(lang: Lang, key: FilterText, args: Record<string, string | number> = {}): string {
  return FILTER_TEXTS[lang][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(args[name] ?? ''));
}
