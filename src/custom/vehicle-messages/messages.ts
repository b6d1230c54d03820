/** Texts of the page "Nachricht an Fahrzeug" (de default, it). `{{x}}` placeholders are filled by vmText(). */
import type { Lang } from '../../shared/resource/types';
import type { DeliveryState, MessageTextCategory } from '../../shared/vehicle-messages/types';

const de = {
  title: 'Nachricht an Fahrzeug',
  // Compose panel
  compose: 'Neue Nachricht',
  textSource: 'Art des Textes',
  predefined: 'Vordefinierter Text',
  free: 'Freitext',
  pickText: 'Text',
  pickTextHint: 'Text suchen (Kürzel oder Wortlaut)',
  noTexts: 'Keine aktiven Texte erfasst (Fahrzeugnachrichtentexte)',
  supplement: 'Ergänzung (optional)',
  supplementHint: 'Wird an den Text angehängt, z. B. eine Haltestelle',
  freeText: 'Nachricht',
  charCount: '{{count}}/{{max}} Zeichen',
  ackRequired: 'Das Fahrpersonal muss quittieren.',
  ackNotRequired: 'Ohne Quittierung: Die Nachricht ist mit dem Empfang erledigt.',
  highPriority: 'Hohe Priorität',
  targets: 'Empfänger',
  targetOne: 'Ein Fahrzeug',
  targetMany: 'Mehrere Fahrzeuge',
  targetLine: 'Alle Fahrzeuge einer Linie',
  vehicle: 'Fahrzeug',
  vehicles: 'Fahrzeuge',
  vehicleSearchHint: 'Fahrzeug, Zug, Linie oder Ziel suchen',
  line: 'Linie',
  lineVehicles: '{{count}} Fahrzeuge jetzt unterwegs',
  lineVehicles1: '1 Fahrzeug jetzt unterwegs',
  notOnRun: 'nicht auf einer Fahrt',
  noOptions: 'Keine Treffer',
  preview: 'Vorschau',
  send: 'Senden',
  sendTo: 'Senden an {{count}} Fahrzeuge',
  sendTo1: 'Senden an 1 Fahrzeug',
  sendToLine: 'Senden an alle Fahrzeuge der Linie {{line}}',
  sending: 'Wird gesendet …',
  sent: 'Nachricht an {{count}} Fahrzeuge gesendet.',
  sent1: 'Nachricht an 1 Fahrzeug gesendet.',
  sendFailed: 'Die Nachricht wurde nicht gesendet: {{error}}',
  missingText: 'Bitte einen Text wählen oder eingeben.',
  missingTargets: 'Bitte mindestens einen Empfänger wählen.',
  targetsFailed: 'Die Fahrzeuge konnten nicht geladen werden: {{error}}',
  textsFailed: 'Die Texte konnten nicht geladen werden: {{error}}',
  demoMode: 'Demo-Modus: Die Bordgeräte werden simuliert. Sie empfangen nach 1–3 s und quittieren nach 3–10 s.',
  readOnly: 'Nur Administration und Disposition können Nachrichten senden.',
  // Targets preselected by a link (link.ts)
  notInService: 'Nicht ausgewählt, da nicht ansprechbar: {{vehicles}}.',
  notInService1: 'Nicht ausgewählt, da nicht ansprechbar: {{vehicles}}.',
  unknownVehicle: 'unbekannte Fahrzeugnummer',
  lineUnknown: 'Die verlangte Linie (Kennung {{line}}) verkehrt heute nicht und wurde nicht ausgewählt.',
  lineEmpty: 'Auf der Linie {{line}} ist gerade kein Fahrzeug unterwegs; bitte eine andere Linie oder Fahrzeuge wählen.',
  // History
  history: 'Verlauf',
  colSentAt: 'Gesendet',
  colText: 'Text',
  colTargets: 'Empfänger',
  colSentBy: 'Von',
  colDelivery: 'Zustellung',
  targetsCount: '{{count}} Fahrzeuge',
  targetsCount1: '1 Fahrzeug',
  lineTargets: 'Linie {{line}}',
  doneOf: '{{done}} von {{total}} erledigt',
  simulated: 'Simuliert',
  simulatedHint: 'Zustellung durch die Demo-Simulation, nicht durch ein echtes Bordgerät',
  high: 'Hohe Priorität',
  free1: 'Freitext',
  expand: 'Zustellung je Fahrzeug anzeigen',
  collapse: 'Zustellung je Fahrzeug ausblenden',
  noMessages: 'Noch keine Nachrichten gesendet',
  loading: 'Lädt …',
  loadFailed: 'Der Verlauf konnte nicht geladen werden: {{error}}',
  retry: 'Erneut laden',
  rowsPerPage: 'Einträge pro Seite',
  pageOf: '{{from}}–{{to}} von {{count}}',
  // Deliveries
  colVehicle: 'Fahrzeug',
  colRun: 'Fahrt',
  colState: 'Status',
  colReceivedAt: 'Empfangen',
  colAcknowledgedAt: 'Quittiert',
  colFailure: 'Grund',
  deliveriesOf: 'Zustellung der Nachricht {{id}}',
  // States
  state_sent: 'Gesendet',
  state_received: 'Empfangen',
  state_acknowledged: 'Quittiert',
  state_failed: 'Fehlgeschlagen',
  // Categories of predefined texts
  cat_operations: 'Betrieb',
  cat_delay: 'Verspätung',
  cat_safety: 'Sicherheit',
  cat_passengerInfo: 'Fahrgastinformation',
  cat_other: 'Sonstiges',
};

export type VmText = keyof typeof de;

/** Typed by the German catalogue: a key missing in Italian does not compile. */
const it: Record<VmText, string> = {
  title: 'Messaggio al veicolo',
  compose: 'Nuovo messaggio',
  textSource: 'Tipo di testo',
  predefined: 'Testo predefinito',
  free: 'Testo libero',
  pickText: 'Testo',
  pickTextHint: 'Cerca un testo (codice o contenuto)',
  noTexts: 'Nessun testo attivo registrato (testi messaggi ai veicoli)',
  supplement: 'Integrazione (facoltativa)',
  supplementHint: 'Viene aggiunta al testo, ad es. una fermata',
  freeText: 'Messaggio',
  charCount: '{{count}}/{{max}} caratteri',
  ackRequired: 'Il personale di guida deve confermare.',
  ackNotRequired: 'Senza conferma: il messaggio è concluso con la ricezione.',
  highPriority: 'Priorità alta',
  targets: 'Destinatari',
  targetOne: 'Un veicolo',
  targetMany: 'Più veicoli',
  targetLine: 'Tutti i veicoli di una linea',
  vehicle: 'Veicolo',
  vehicles: 'Veicoli',
  vehicleSearchHint: 'Cerca veicolo, treno, linea o destinazione',
  line: 'Linea',
  lineVehicles: '{{count}} veicoli in circolazione ora',
  lineVehicles1: '1 veicolo in circolazione ora',
  notOnRun: 'non in corsa',
  noOptions: 'Nessun risultato',
  preview: 'Anteprima',
  send: 'Invia',
  sendTo: 'Invia a {{count}} veicoli',
  sendTo1: 'Invia a 1 veicolo',
  sendToLine: 'Invia a tutti i veicoli della linea {{line}}',
  sending: 'Invio in corso …',
  sent: 'Messaggio inviato a {{count}} veicoli.',
  sent1: 'Messaggio inviato a 1 veicolo.',
  sendFailed: 'Il messaggio non è stato inviato: {{error}}',
  missingText: 'Scegliere o inserire un testo.',
  missingTargets: 'Scegliere almeno un destinatario.',
  targetsFailed: 'Non è stato possibile caricare i veicoli: {{error}}',
  textsFailed: 'Non è stato possibile caricare i testi: {{error}}',
  demoMode: 'Modalità demo: gli apparati di bordo sono simulati. Ricevono dopo 1–3 s e confermano dopo 3–10 s.',
  readOnly: 'Solo amministrazione e dispatching possono inviare messaggi.',
  notInService: 'Non selezionati perché non raggiungibili: {{vehicles}}.',
  notInService1: 'Non selezionato perché non raggiungibile: {{vehicles}}.',
  unknownVehicle: 'numero di veicolo sconosciuto',
  lineUnknown: 'La linea richiesta (identificativo {{line}}) non circola oggi e non è stata selezionata.',
  lineEmpty: 'Sulla linea {{line}} non circola alcun veicolo in questo momento; scegliere un\'altra linea o dei veicoli.',
  history: 'Cronologia',
  colSentAt: 'Inviato',
  colText: 'Testo',
  colTargets: 'Destinatari',
  colSentBy: 'Da',
  colDelivery: 'Consegna',
  targetsCount: '{{count}} veicoli',
  targetsCount1: '1 veicolo',
  lineTargets: 'Linea {{line}}',
  doneOf: '{{done}} di {{total}} conclusi',
  simulated: 'Simulato',
  simulatedHint: 'Consegna tramite la simulazione demo, non tramite un vero apparato di bordo',
  high: 'Priorità alta',
  free1: 'Testo libero',
  expand: 'Mostra la consegna per veicolo',
  collapse: 'Nascondi la consegna per veicolo',
  noMessages: 'Nessun messaggio inviato finora',
  loading: 'Caricamento …',
  loadFailed: 'Non è stato possibile caricare la cronologia: {{error}}',
  retry: 'Ricarica',
  rowsPerPage: 'Voci per pagina',
  pageOf: '{{from}}–{{to}} di {{count}}',
  colVehicle: 'Veicolo',
  colRun: 'Corsa',
  colState: 'Stato',
  colReceivedAt: 'Ricevuto',
  colAcknowledgedAt: 'Confermato',
  colFailure: 'Motivo',
  deliveriesOf: 'Consegna del messaggio {{id}}',
  state_sent: 'Inviato',
  state_received: 'Ricevuto',
  state_acknowledged: 'Confermato',
  state_failed: 'Non riuscito',
  cat_operations: 'Esercizio',
  cat_delay: 'Ritardo',
  cat_safety: 'Sicurezza',
  cat_passengerInfo: 'Informazione ai passeggeri',
  cat_other: 'Altro',
};

const catalogues: Record<Lang, Record<VmText, string>> = { de, it };

export function vmText(lang: Lang, key: VmText, args: Record<string, string | number> = {}): string {
  const text = (catalogues[lang] ?? catalogues.de)[key];
  return text.replace(/\{\{(\w+)\}\}/g, (whole, k: string) => (k in args ? String(args[k]) : whole));
}

export function stateLabel(lang: Lang, state: DeliveryState): string {
  return vmText(lang, `state_${state}`);
}

export function categoryLabel(lang: Lang, category: MessageTextCategory | string | null): string {
  const key = `cat_${category ?? 'other'}` as VmText;
  return key in de ? vmText(lang, key) : vmText(lang, 'cat_other');
}

/** "1 Fahrzeug" / "3 Fahrzeuge": the singular text has the key of the plural plus "1". */
export function countText(lang: Lang, key: 'targetsCount' | 'sendTo' | 'sent' | 'lineVehicles', count: number): string {
  return count === 1 ? vmText(lang, `${key}1`) : vmText(lang, key, { count });
}

/** Every key in both catalogues (for the completeness test). */
export function vmKeys(lang: Lang): string[] {
  return Object.keys(catalogues[lang]);
}
