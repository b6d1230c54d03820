/** Texts of the control centre (Leitstelle), de default and it. `{{x}}` placeholders are filled by ccText(). */
import type { Lang } from '../../shared/resource/types';

const de = {
  title: 'Leitstelle',
  filters: 'Kartenfilter',
  map: 'Karte der Leitstelle',
  trainsCanvas: 'Züge auf der Karte: {{count}}. Zugnummer-Suche und Filter stehen über der Karte.',
  stationsCanvas: 'Halte auf der Karte: {{count}}',
  layerBase: 'Grundkarte',
  layerSignals: 'Signale (OpenRailwayMap)',
  layerMaxspeed: 'Höchstgeschwindigkeiten (OpenRailwayMap)',
  layers: 'Kartenebenen',
  zoomIn: 'Vergrößern',
  zoomOut: 'Verkleinern',
  lines: 'Linien',
  allLines: 'Alle Linien',
  trainSearch: 'Zugnummer',
  trainSearchHint: 'Zug suchen und auf der Karte zeigen',
  trainNotRunning: 'Zug {{train}} ist gerade nicht auf der Karte (nicht unterwegs oder ausgeblendet).',
  trainNotFound: 'Keinen Zug {{train}} am Betriebstag gefunden.',
  stationSearch: 'Halt',
  stationSearchHint: 'Halt suchen und die Karte dorthin bewegen',
  noOptions: 'Keine Treffer',
  warningOnly: 'Nur Warnungen',
  warningHint: 'Nur Züge ab 3 Minuten Verspätung oder ausgefallen, umgeleitet oder außer Betrieb',
  trainCountOne: '1 Zug',
  trainCountOther: '{{count}} Züge',
  tilesOffline: 'Hintergrundkarte nicht erreichbar: Strecken, Halte und Züge werden weiter gezeigt.',
  networkFailed: 'Das Streckennetz konnte nicht geladen werden: {{error}}',
  noTimetable: 'Kein aktiver Fahrplan: Es gibt kein Streckennetz zu zeigen.',
  retry: 'Erneut laden',
  train: 'Zug {{train}}',
  line: 'Linie {{line}}',
  destination: 'nach {{destination}}',
  delay: 'Abweichung {{delay}} ({{meaning}})',
};

/** Typed by the German catalogue: a key missing in Italian does not compile. */
const it: Record<keyof typeof de, string> = {
  title: 'Centrale operativa',
  filters: 'Filtri della mappa',
  map: 'Mappa della centrale operativa',
  trainsCanvas: 'Treni sulla mappa: {{count}}. La ricerca per numero treno e i filtri si trovano sopra la mappa.',
  stationsCanvas: 'Fermate sulla mappa: {{count}}',
  layerBase: 'Mappa di base',
  layerSignals: 'Segnali (OpenRailwayMap)',
  layerMaxspeed: 'Velocità massime (OpenRailwayMap)',
  layers: 'Livelli della mappa',
  zoomIn: 'Ingrandisci',
  zoomOut: 'Riduci',
  lines: 'Linee',
  allLines: 'Tutte le linee',
  trainSearch: 'Numero treno',
  trainSearchHint: 'Cerca un treno e mostralo sulla mappa',
  trainNotRunning: 'Il treno {{train}} non è sulla mappa in questo momento (non in circolazione o nascosto).',
  trainNotFound: 'Nessun treno {{train}} trovato nel giorno di esercizio.',
  stationSearch: 'Fermata',
  stationSearchHint: 'Cerca una fermata e sposta la mappa lì',
  noOptions: 'Nessun risultato',
  warningOnly: 'Solo avvisi',
  warningHint: 'Solo treni con almeno 3 minuti di ritardo oppure soppressi, deviati o fuori servizio',
  trainCountOne: '1 treno',
  trainCountOther: '{{count}} treni',
  tilesOffline: 'Mappa di sfondo non raggiungibile: linee, fermate e treni restano visibili.',
  networkFailed: 'Non è stato possibile caricare la rete: {{error}}',
  noTimetable: 'Nessun orario attivo: non c’è una rete da mostrare.',
  retry: 'Riprova',
  train: 'Treno {{train}}',
  line: 'Linea {{line}}',
  destination: 'per {{destination}}',
  delay: 'Scostamento {{delay}} ({{meaning}})',
};

export type CcText = keyof typeof de;

export const CC_TEXTS: Record<Lang, Record<CcText, string>> = { de, it };

/** The text in the language, with `{{name}}` placeholders replaced. */
export function ccText(lang: Lang, key: CcText, args: Record<string, string | number> = {}): string {
  return CC_TEXTS[lang][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(args[name] ?? ''));
}

/** "1 Zug" / "12 Züge". */
export function trainCount(lang: Lang, count: number): string {
  return count === 1 ? ccText(lang, 'trainCountOne') : ccText(lang, 'trainCountOther', { count: count.toLocaleString(lang === 'de' ? 'de-DE' : 'it-IT') });
}
