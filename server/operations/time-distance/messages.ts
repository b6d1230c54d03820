/** Texts of the time-distance diagram's API (de default, it). */
import { serverCatalogue } from '../../catalogue';

const de = {
  'td.forbidden.preview': 'Keine Berechtigung: Die Vorschau einer Maßnahme ist nur für Administration und Disposition erlaubt.',
  'td.forbidden.corridor': 'Keine Berechtigung: Diesen Korridor darf nur sein Eigentümer oder die Administration ändern oder löschen.',
  'td.error.corridorInput': 'Bitte genau eines angeben: eine Linie, einen gespeicherten Korridor, eine Fahrt oder Bahnhöfe in Reihenfolge.',
  'td.error.unknownLine': 'Die Linie „{{line}}“ fährt am Betriebstag nicht.',
  'td.error.unknownRun': 'Die Fahrt „{{run}}“ gibt es am Betriebstag nicht.',
  'td.error.unknownCorridor': 'Den Korridor „{{corridor}}“ gibt es nicht, oder er ist nicht freigegeben.',
  'td.error.tooFewStations': 'Ein Korridor braucht mindestens zwei Bahnhöfe.',
  'td.error.tooManyStations': 'Ein Korridor darf höchstens {{max}} Bahnhöfe haben.',
  'td.error.duplicateStation': 'Der Bahnhof {{station}} kommt im Korridor mehrfach vor.',
  'td.error.unknownStation': 'Den Bahnhof „{{station}}“ gibt es im Fahrplan des Betriebstags nicht.',
  'td.error.badStationKey': '„{{station}}“ ist kein Bahnhofsschlüssel (station:<id> oder stop:<id>).',
  'td.error.badDay': 'Der Betriebstag muss ein Datum im Format JJJJ-MM-TT sein.',
  'td.error.dayNotLoaded': 'Der Betriebstag {{day}} ist nicht verfügbar.',
  'td.error.badWindow': 'Das Zeitfenster braucht Sekunden des Betriebstags mit Beginn vor Ende.',
  'td.error.corridorName': 'Der Name muss 1 bis {{max}} Zeichen lang sein.',
  'td.error.corridorNameTaken': 'Sie haben bereits einen Korridor mit dem Namen „{{name}}“.',
  'td.error.tooManyCorridors': 'Es können höchstens {{max}} Korridore je Benutzer gespeichert werden.',
};

/** Typed by the German catalogue: a key missing in Italian does not compile. */
const it: Record<keyof typeof de, string> = {
  'td.forbidden.preview': 'Non autorizzato: l’anteprima di una misura è riservata ad amministrazione e dispatching.',
  'td.forbidden.corridor': 'Non autorizzato: solo il proprietario o l’amministrazione possono modificare o eliminare questo corridoio.',
  'td.error.corridorInput': 'Indicare esattamente uno tra: una linea, un corridoio salvato, una corsa o stazioni in ordine.',
  'td.error.unknownLine': 'La linea «{{line}}» non circola nel giorno di esercizio.',
  'td.error.unknownRun': 'La corsa «{{run}}» non esiste nel giorno di esercizio.',
  'td.error.unknownCorridor': 'Il corridoio «{{corridor}}» non esiste o non è condiviso.',
  'td.error.tooFewStations': 'Un corridoio richiede almeno due stazioni.',
  'td.error.tooManyStations': 'Un corridoio può avere al massimo {{max}} stazioni.',
  'td.error.duplicateStation': 'La stazione {{station}} compare più volte nel corridoio.',
  'td.error.unknownStation': 'La stazione «{{station}}» non esiste nell’orario del giorno di esercizio.',
  'td.error.badStationKey': '«{{station}}» non è una chiave di stazione (station:<id> o stop:<id>).',
  'td.error.badDay': 'Il giorno di esercizio deve essere una data nel formato AAAA-MM-GG.',
  'td.error.dayNotLoaded': 'Il giorno di esercizio {{day}} non è disponibile.',
  'td.error.badWindow': 'La finestra temporale richiede secondi del giorno di esercizio con inizio prima della fine.',
  'td.error.corridorName': 'Il nome deve avere da 1 a {{max}} caratteri.',
  'td.error.corridorNameTaken': 'Esiste già un suo corridoio con il nome «{{name}}».',
  'td.error.tooManyCorridors': 'Si possono salvare al massimo {{max}} corridoi per utente.',
};

export const tdText = serverCatalogue(de, it);
