/** Texts of the live overview (/live), de default and it. `{{x}}` placeholders are filled by liveText(). */
import type { Lang } from '../../shared/resource/types';

const de = {
  title: 'Live-Übersicht',
  intro: 'Der Betriebstag auf einen Blick: Pünktlichkeit, Fahrten und die letzten Maßnahmen.',
  updatedAt: 'Stand {{clock}} · Betriebstag {{day}}',
  live: 'Live',
  loading: 'Lädt …',
  loadFailed: 'Die Übersicht konnte nicht geladen werden: {{error}}',
  retry: 'Erneut laden',
  // Figures
  punctualityNow: 'Pünktlichkeit jetzt',
  punctualityNowDetail: '{{punctual}} von {{of}} Zügen unterwegs',
  punctualityNowRule: 'Anteil der Züge, die gerade unterwegs sind und weniger als {{minutes}} Minuten Verspätung haben.',
  punctualityToday: 'Pünktlichkeit heute',
  punctualityTodayDetail: '{{punctual}} von {{of}} beendeten Fahrten',
  punctualityTodayRule: 'Anteil der heute beendeten Fahrten, die mit weniger als {{minutes}} Minuten Verspätung am Ziel ankamen. Ausgefallene Fahrten zählen ab ihrer planmäßigen Abfahrt als unpünktlich.',
  noValue: '–',
  active: 'Unterwegs',
  activeDetail: 'davon {{delayed}} verspätet',
  activeRule: 'Züge, die gerade fahren oder an einem Halt stehen (ohne ausgefallene Fahrten).',
  delayed: 'Verspätet',
  delayedDetail: 'Fahrten mit Status verspätet',
  delayedRule: 'Fahrten mit mindestens {{minutes}} Minuten Verspätung oder Prognose, auch bereits beendete: wie der Statusfilter der Umlaufliste.',
  cancelled: 'Ausfälle',
  cancelledDetail: 'Fahrten mit Status ausgefallen',
  cancelledRule: 'Ganz ausgefallene Fahrten und Teilausfälle, sobald der Zug den Ausfallhalt erreicht hat.',
  total: 'Fahrten heute',
  totalDetail: '{{ended}} beendet',
  totalRule: 'Alle Fahrten des Betriebstags (03:00 bis 03:00).',
  about: 'Erläuterung: {{figure}}',
  // Ways in
  toMap: 'Karte (Leitstelle)',
  toList: 'Umlaufliste',
  toDelayed: 'Verspätete Fahrten',
  toCancelled: 'Ausgefallene Fahrten',
  // Lines
  linesTitle: 'Linien',
  colLine: 'Linie',
  colActive: 'Unterwegs',
  colDelayed: 'Davon verspätet',
  colPunctuality: 'Pünktlichkeit jetzt',
  colTotal: 'Fahrten heute',
  lineListLink: 'Fahrten der Linie {{line}} in der Umlaufliste',
  noLines: 'Keine Fahrten an diesem Betriebstag',
  // Measures
  measuresTitle: 'Letzte Maßnahmen',
  measuresAll: 'Ganze Änderungshistorie',
  noMeasures: 'Heute noch keine Maßnahmen',
  colTime: 'Zeit',
  colTrain: 'Zug',
  colAction: 'Maßnahme',
  colDetails: 'Änderung',
  colReason: 'Ursache',
  colBy: 'Von',
  trainLine: '{{train}} ({{line}})',
};

const it: typeof de = {
  title: 'Panoramica in tempo reale',
  intro: 'La giornata di esercizio a colpo d’occhio: puntualità, corse e le ultime misure.',
  updatedAt: 'Aggiornato alle {{clock}} · giorno di esercizio {{day}}',
  live: 'Live',
  loading: 'Caricamento …',
  loadFailed: 'Impossibile caricare la panoramica: {{error}}',
  retry: 'Ricarica',
  punctualityNow: 'Puntualità ora',
  punctualityNowDetail: '{{punctual}} di {{of}} treni in viaggio',
  punctualityNowRule: 'Quota dei treni attualmente in viaggio con meno di {{minutes}} minuti di ritardo.',
  punctualityToday: 'Puntualità oggi',
  punctualityTodayDetail: '{{punctual}} di {{of}} corse concluse',
  punctualityTodayRule: 'Quota delle corse concluse oggi arrivate a destinazione con meno di {{minutes}} minuti di ritardo. Le corse soppresse contano come non puntuali dalla loro partenza prevista.',
  noValue: '–',
  active: 'In viaggio',
  activeDetail: 'di cui {{delayed}} in ritardo',
  activeRule: 'Treni attualmente in marcia o fermi a una fermata (senza le corse soppresse).',
  delayed: 'In ritardo',
  delayedDetail: 'Corse con stato in ritardo',
  delayedRule: 'Corse con almeno {{minutes}} minuti di ritardo o di previsione, anche già concluse: come il filtro di stato della lista turni.',
  cancelled: 'Soppressioni',
  cancelledDetail: 'Corse con stato soppressa',
  cancelledRule: 'Corse soppresse per intero e soppressioni parziali, appena il treno ha raggiunto la fermata da cui vale la soppressione.',
  total: 'Corse oggi',
  totalDetail: '{{ended}} concluse',
  totalRule: 'Tutte le corse del giorno di esercizio (dalle 03:00 alle 03:00).',
  about: 'Spiegazione: {{figure}}',
  toMap: 'Mappa (centrale operativa)',
  toList: 'Lista turni',
  toDelayed: 'Corse in ritardo',
  toCancelled: 'Corse soppresse',
  linesTitle: 'Linee',
  colLine: 'Linea',
  colActive: 'In viaggio',
  colDelayed: 'Di cui in ritardo',
  colPunctuality: 'Puntualità ora',
  colTotal: 'Corse oggi',
  lineListLink: 'Corse della linea {{line}} nella lista turni',
  noLines: 'Nessuna corsa in questo giorno di esercizio',
  measuresTitle: 'Ultime misure',
  measuresAll: 'Intera cronologia modifiche',
  noMeasures: 'Oggi ancora nessuna misura',
  colTime: 'Ora',
  colTrain: 'Treno',
  colAction: 'Misura',
  colDetails: 'Modifica',
  colReason: 'Causa',
  colBy: 'Da',
  trainLine: '{{train}} ({{line}})',
};

export type LiveText = keyof typeof de;

export const LIVE_TEXTS: Record<Lang, typeof de> = { de, it };

export function liveText(lang: Lang, key: LiveText, args: Record<string, string | number> = {}): string {
  return LIVE_TEXTS[lang][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(args[name] ?? ''));
}

/** The change history's actions (src/resources/dispatch-changes), as the overview names them. */
export const ACTION_LABELS: Record<Lang, Record<string, string>> = {
  de: {
    cancel: 'Ausfall', delay: 'Verspätung', reroute: 'Umleitung', assignVehicle: 'Fahrzeugzuweisung', undo: 'Rücknahme', comment: 'Kommentar',
    blockedSection: 'Streckensperrung', blockedSectionEnded: 'Streckensperrung aufgehoben', vehicleFailure: 'Fahrzeugstörung', vehicleFailureEnded: 'Fahrzeugstörung beendet',
  },
  it: {
    cancel: 'Soppressione', delay: 'Ritardo', reroute: 'Deviazione', assignVehicle: 'Assegnazione veicolo', undo: 'Annullamento', comment: 'Commento',
    blockedSection: 'Interruzione di tratta', blockedSectionEnded: 'Interruzione di tratta revocata', vehicleFailure: 'Guasto al veicolo', vehicleFailureEnded: 'Guasto al veicolo terminato',
  },
};
