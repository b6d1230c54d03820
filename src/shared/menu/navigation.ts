/**
 * The full navigation tree of specification point 2, as data.
 *
 * Every entry has an id, parentId, de/it label, the seed path of the specification (when it
 * names one) and a disabled flag. `disabled: true` marks entries the specification itself lists
 * as disabled: they stay disabled whatever is declared. All other entries are enabled only when
 * something serves them (a declared resource or a custom page, see menuModel.ts); otherwise the
 * menu shows them disabled with the tooltip "Noch nicht verfügbar".
 *
 * Ids of entries with a seed path are that path without the slash (and without the query), so a
 * resource declaration fills an entry with `menu: { entry: 'bahnhoeffelist' }`.
 * Brand variants hide entries by id (see src/brands/*.ts: sag hides 'bildfahrplan').
 */
import type { Label } from '../resource/types';

export type MenuKind = 'area' | 'group' | 'page';

export interface MenuEntry {
  id: string;
  /** null for top-level entries (areas, Home). */
  parentId: string | null;
  kind: MenuKind;
  label: Label;
  /** The specification's seed path, e.g. '/bahnhoeffelist' or '/berichte?config=avgservlet'. */
  path?: string;
  /** Disabled by the specification itself (never enabled by declarations). */
  disabled: boolean;
  /** Icon key for areas and top-level entries (see MenuIcons.tsx). */
  icon?: string;
}

type Opts = { path?: string; disabled?: boolean; icon?: string };

const area = (id: string, de: string, it: string, icon: string): MenuEntry => ({
  id, parentId: null, kind: 'area', label: { de, it }, disabled: false, icon,
});
const group = (id: string, parentId: string, de: string, it: string, path?: string): MenuEntry => ({
  id, parentId, kind: 'group', label: { de, it }, disabled: false, ...(path ? { path } : {}),
});
const page = (id: string, parentId: string | null, de: string, it: string, opts: Opts = {}): MenuEntry => ({
  id,
  parentId,
  kind: 'page',
  label: { de, it },
  disabled: opts.disabled ?? false,
  ...(opts.path ? { path: opts.path } : {}),
  ...(opts.icon ? { icon: opts.icon } : {}),
});
/** A page whose id is its seed path without the slash. */
const seed = (path: string, parentId: string, de: string, it: string): MenuEntry =>
  page(path.slice(1).split('?')[0], parentId, de, it, { path });
/** An entry the specification lists as disabled (no seed path known). */
const off = (id: string, parentId: string, de: string, it: string): MenuEntry =>
  page(id, parentId, de, it, { disabled: true });

export const MENU: readonly MenuEntry[] = [
  page('home', null, 'Startseite', 'Pagina iniziale', { path: '/', icon: 'home' }),

  // Planung
  area('planung', 'Planung', 'Pianificazione', 'planning'),
  seed('/fahrplanimport', 'planung', 'Fahrplan', 'Orario'),
  seed('/durchbindung', 'planung', 'HAFAS-Metadaten', 'Metadati HAFAS'),
  seed('/connectionConfigurationList', 'planung', 'Anschlusskonfiguration', 'Configurazione coincidenze'),
  // Not in the specification's list: the walk times the connection configuration falls back to (issue 14).
  seed('/umsteigezeiten', 'planung', 'Umsteigezeiten', 'Tempi di trasbordo'),
  group('basisdatenplanung', 'planung', 'Basisdaten Planung', 'Dati di base pianificazione', '/basisdatenplanung'),
  seed('/bahnhoeffelist', 'basisdatenplanung', 'Bahnhöfe', 'Stazioni'),
  seed('/basislinieedit', 'basisdatenplanung', 'Linien', 'Linee'),
  seed('/basisfluegeledit', 'basisdatenplanung', 'Flügelzüge', 'Treni a sezioni'),
  seed('/gleismapping', 'basisdatenplanung', 'Gleismapping', 'Mappatura binari'),
  // Not in the specification's list: the track sections the time-distance diagram's conflicts need (issue 12).
  seed('/streckenabschnitte', 'basisdatenplanung', 'Streckenabschnitte', 'Tratte'),
  off('langsamfahrten', 'planung', 'Langsamfahrten', 'Rallentamenti'),

  // Leitstellendisposition
  area('leitstellendisposition', 'Leitstellendisposition', 'Disposizione centrale operativa', 'dispatch'),
  page('live', 'leitstellendisposition', 'Live-Übersicht', 'Panoramica in tempo reale', { path: '/live' }),
  page('leitstelle', 'leitstellendisposition', 'Leitstelle', 'Centrale operativa', { path: '/' }),
  seed('/vehicle_message', 'leitstellendisposition', 'Nachricht an Fahrzeug', 'Messaggio al veicolo'),
  group('dispomanager', 'leitstellendisposition', 'Dispomanager', 'Gestione disposizioni'),
  seed('/dispotool', 'dispomanager', 'Dispositionen', 'Disposizioni'),
  seed('/dispotoolmarkercategories', 'dispomanager', 'Markierungskategorien', 'Categorie di marcatura'),
  seed('/dispotoolchangehistory', 'dispomanager', 'Änderungshistorie', 'Cronologia modifiche'),
  seed('/bildfahrplan', 'leitstellendisposition', 'Bildfahrplan', 'Orario grafico'),
  seed('/connectingTripManager', 'leitstellendisposition', 'Anschlussmanager', 'Gestione coincidenze'),
  group('kundeninformationen', 'leitstellendisposition', 'Kundeninformation', 'Informazione clienti'),
  seed('/kundeninformation', 'kundeninformationen', 'Kundenmeldungen', 'Messaggi ai clienti'),
  seed('/fismessagetext', 'kundeninformationen', 'FIS-Meldungstexte', 'Testi messaggi FIS'),
  seed('/gspansagen', 'kundeninformationen', 'GSP-Ansagen', 'Annunci GSP'),
  seed('/bhfanschluss', 'kundeninformationen', 'Bahnhofsanschlüsse', 'Coincidenze in stazione'),
  seed('/basiscombusfrei', 'kundeninformationen', 'ComBus-Freigaben', 'Abilitazioni ComBus'),
  seed('/anschlussnegativliste', 'kundeninformationen', 'Anschluss-Negativliste', 'Lista negativa coincidenze'),
  seed('/circulation', 'leitstellendisposition', 'Umlaufliste', 'Lista turni'),
  group('basisdatendisposition', 'leitstellendisposition', 'Basisdaten Disposition', 'Dati di base disposizione'),
  seed('/sevKontakte', 'basisdatendisposition', 'SEV-Kontakte', 'Contatti servizio sostitutivo'),
  seed('/ursacheeb', 'basisdatendisposition', 'Ursachen EB', 'Cause EB'),
  seed('/qualitaetsmaengel', 'basisdatendisposition', 'Qualitätsmängel', 'Difetti di qualità'),
  seed('/disposition_quality_issue', 'basisdatendisposition', 'Qualitätsprobleme Disposition', 'Problemi di qualità disposizione'),
  off('chat', 'leitstellendisposition', 'Chat', 'Chat'),
  off('kundenmanagement', 'leitstellendisposition', 'Kundenmanagement', 'Gestione clienti'),
  off('fahrgaeste', 'leitstellendisposition', 'Fahrgäste', 'Passeggeri'),

  // Betriebslageübersicht
  area('betriebslage', 'Betriebslageübersicht', 'Situazione operativa', 'situation'),
  seed('/lagebericht', 'betriebslage', 'Lagebericht', 'Rapporto di situazione'),
  group('lageberichtadministration', 'betriebslage', 'Administration Lagebericht', 'Amministrazione rapporto'),
  seed('/lageberichtAdmin', 'lageberichtadministration', 'Lageberichte verwalten', 'Gestione rapporti'),
  seed('/meldekettenEdit', 'lageberichtadministration', 'Meldeketten', 'Catene di notifica'),
  seed('/lagebericht_admin_measure_catalog', 'lageberichtadministration', 'Maßnahmenkatalog', 'Catalogo delle misure'),
  seed('/receiverEdit', 'lageberichtadministration', 'Empfänger', 'Destinatari'),
  seed('/nutzerverwaltung', 'lageberichtadministration', 'Nutzer Lagebericht', 'Utenti rapporto'),
  seed('/rechte_fuer_kategorien', 'lageberichtadministration', 'Rechte für Kategorien', 'Permessi per categorie'),
  seed('/lagebericht_admin_unterkategorien', 'lageberichtadministration', 'Unterkategorien', 'Sottocategorie'),
  seed('/lageberichtAdminTextbausteineList', 'lageberichtadministration', 'Textbausteine', 'Modelli di testo'),
  seed('/lagebericht_admin_auswahllisten', 'lageberichtadministration', 'Auswahllisten', 'Elenchi di selezione'),
  seed('/lagebericht_admin_automatischer_export', 'lageberichtadministration', 'Automatischer Export', 'Esportazione automatica'),
  // Not in the specification: the outbox of notification chains and exports (issue 13 item 6, admins).
  page('lagebericht_postausgang', 'lageberichtadministration', 'Postausgang', 'Posta in uscita', { path: '/lagebericht_postausgang' }),

  // Personal
  area('personal', 'Personal', 'Personale', 'staff'),
  seed('/zubanmeldung', 'personal', 'Anmeldung Personal', 'Registrazione personale'),
  group('nachrichten', 'personal', 'Nachrichten', 'Messaggi'),
  seed('/infomanager', 'nachrichten', 'Infomanager', 'Gestione informazioni'),
  seed('/nachrichtenkategorie', 'nachrichten', 'Nachrichtenkategorien', 'Categorie di messaggi'),
  seed('/empfaengergruppe', 'nachrichten', 'Empfängergruppen', 'Gruppi di destinatari'),
  seed('/empfaengergruppeanwender', 'nachrichten', 'Mitglieder der Empfängergruppen', 'Membri dei gruppi di destinatari'),
  seed('/telefonbuch', 'personal', 'Telefonbuch', 'Rubrica telefonica'),

  // Flottenmanagement
  area('flottenmanagement', 'Flottenmanagement', 'Gestione flotta', 'fleet'),
  seed('/fahrzeugedit', 'flottenmanagement', 'Fahrzeuge', 'Veicoli'),
  seed('/fahrzeugkennung', 'flottenmanagement', 'Fahrzeugkennungen', 'Identificativi veicoli'),
  seed('/fahrzeugemanagement', 'flottenmanagement', 'Fahrzeugmanagement', 'Gestione veicoli'),
  seed('/zieltexte_bearbeiten', 'flottenmanagement', 'Zieltexte', 'Testi di destinazione'),
  seed('/ansagelistedit', 'flottenmanagement', 'Ansagelisten', 'Elenchi annunci'),
  seed('/ansagenerstellen', 'flottenmanagement', 'Ansagen erstellen', 'Crea annunci'),
  seed('/routelist', 'flottenmanagement', 'Routen', 'Percorsi'),
  seed('/routenedit', 'flottenmanagement', 'Routen bearbeiten', 'Modifica percorsi'),
  seed('/routenabgleichen', 'flottenmanagement', 'Routen abgleichen', 'Allineamento percorsi'),
  group('init', 'flottenmanagement', 'INIT', 'INIT'),
  seed('/station', 'init', 'Haltestellen (INIT)', 'Fermate (INIT)'),
  seed('/route', 'init', 'Routen (INIT)', 'Percorsi (INIT)'),
  seed('/kilometer', 'init', 'Kilometrierung (INIT)', 'Chilometraggio (INIT)'),
  seed('/haltestellenmonitoring', 'flottenmanagement', 'Monitoring Haltestellen', 'Monitoraggio fermate'),
  off('werkstatt', 'flottenmanagement', 'Werkstatt', 'Officina'),

  // Reports
  area('reports', 'Reports', 'Report', 'reports'),
  seed('/berichte?config=avgservlet', 'reports', 'Berichte', 'Rapporti'),
  seed('/leitstelleexport?withmenu=true', 'reports', 'Leitstellen-Export', 'Esportazione centrale operativa'),
  seed('/bi_export', 'reports', 'BI-Export', 'Esportazione BI'),
  seed('/basiskmtable', 'reports', 'Kilometertabelle', 'Tabella chilometrica'),
  seed('/bauzug', 'reports', 'Bauzüge', 'Treni cantiere'),
  seed('/basisverkehrvertragedit', 'reports', 'Verkehrsverträge', 'Contratti di servizio'),
  seed('/sollzugbildungimport', 'reports', 'Import Soll-Zugbildung', 'Importazione composizione prevista'),
  seed('/basiskmedit', 'reports', 'Kilometrierung bearbeiten', 'Modifica chilometraggio'),
  seed('/geplantcodierung', 'reports', 'Geplante Codierung', 'Codifica pianificata'),
  off('auswertung_puenktlichkeit', 'reports', 'Auswertung Pünktlichkeit', 'Analisi puntualità'),
  off('auswertung_anschluesse', 'reports', 'Auswertung Anschlüsse', 'Analisi coincidenze'),
  off('auswertung_zugausfaelle', 'reports', 'Auswertung Zugausfälle', 'Analisi soppressioni'),

  // System
  area('system', 'System', 'Sistema', 'system'),
  seed('/admin', 'system', 'Nutzerverwaltung', 'Gestione utenti'),
  seed('/admineditkategorie', 'system', 'Kategorien', 'Categorie'),
  seed('/vdv_telegramviewer', 'system', 'Telegramm-Viewer', 'Visualizzatore telegrammi'),
  seed('/fahrplanmonitor', 'system', 'Fahrplanmonitor', 'Monitor orario'),
  page('demo', 'system', 'Demo-Steuerung', 'Controllo demo', { path: '/demo' }),
];

export interface UserMenuEntry {
  id: 'profile' | 'settings' | 'logout';
  label: Label;
}

/** User menu (app bar). Profile and settings screens are not built yet. */
export const USER_MENU: readonly UserMenuEntry[] = [
  { id: 'profile', label: { de: 'Profil', it: 'Profilo' } },
  { id: 'settings', label: { de: 'Einstellungen', it: 'Impostazioni' } },
  { id: 'logout', label: { de: 'Abmelden', it: 'Esci' } },
];

/** Every seed path named in specification point 2 (for tests and documentation). */
export const SPEC_MENU_PATHS: readonly string[] = [
  '/fahrplanimport', '/durchbindung', '/connectionConfigurationList', '/basisdatenplanung',
  '/bahnhoeffelist', '/basislinieedit', '/basisfluegeledit', '/gleismapping',
  '/', '/vehicle_message', '/dispotool', '/dispotoolmarkercategories', '/dispotoolchangehistory',
  '/bildfahrplan', '/connectingTripManager', '/kundeninformation', '/fismessagetext', '/gspansagen',
  '/bhfanschluss', '/basiscombusfrei', '/anschlussnegativliste', '/circulation', '/sevKontakte',
  '/ursacheeb', '/qualitaetsmaengel', '/disposition_quality_issue',
  '/lagebericht', '/lageberichtAdmin', '/meldekettenEdit', '/lagebericht_admin_measure_catalog',
  '/receiverEdit', '/nutzerverwaltung', '/rechte_fuer_kategorien', '/lagebericht_admin_unterkategorien',
  '/lageberichtAdminTextbausteineList', '/lagebericht_admin_auswahllisten',
  '/lagebericht_admin_automatischer_export',
  '/zubanmeldung', '/infomanager', '/nachrichtenkategorie', '/empfaengergruppe',
  '/empfaengergruppeanwender', '/telefonbuch',
  '/fahrzeugedit', '/fahrzeugkennung', '/fahrzeugemanagement', '/zieltexte_bearbeiten',
  '/ansagelistedit', '/ansagenerstellen', '/routelist', '/routenedit', '/routenabgleichen',
  '/station', '/route', '/kilometer', '/haltestellenmonitoring',
  '/berichte?config=avgservlet', '/leitstelleexport?withmenu=true', '/bi_export', '/basiskmtable',
  '/bauzug', '/basisverkehrvertragedit', '/sollzugbildungimport', '/basiskmedit', '/geplantcodierung',
  '/admin', '/admineditkategorie', '/vdv_telegramviewer', '/fahrplanmonitor',
];

/** Ids of the entry and all its descendants. */
export function subtreeIds(entries: readonly MenuEntry[], rootId: string): Set<string> {
  const ids = new Set<string>([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const e of entries) {
      if (e.parentId && ids.has(e.parentId) && !ids.has(e.id)) {
        ids.add(e.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** The menu of a brand variant: hidden entries are removed together with their children. */
export function menuForBrand(entries: readonly MenuEntry[], hiddenIds: readonly string[]): MenuEntry[] {
  const hidden = new Set<string>();
  for (const id of hiddenIds) for (const x of subtreeIds(entries, id)) hidden.add(x);
  return entries.filter((e) => !hidden.has(e.id));
}
