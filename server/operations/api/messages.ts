/** Texts of the live operations API (de default, it), as server/auth/messages.ts does. */
import type { GraphQLError } from 'graphql';
import type { Lang } from '../../../src/shared/resource/types';
import { serverCatalogue } from '../../catalogue';

const de = {
  'live.forbidden': 'Keine Berechtigung: Dispositionsmaßnahmen, deren Rücknahme und Fahrtkommentare sind nur für Administration und Disposition erlaubt.',
  'live.error.unknownRun': 'Die Fahrt „{{run}}“ gibt es am aktuellen Betriebstag nicht.',
  'live.error.notToday': 'Die Fahrt gehört zum Betriebstag {{day}}: Maßnahmen sind nur am aktuellen Betriebstag möglich.',
  'live.error.runFinished': 'Die Fahrt {{train}} ist bereits beendet: Es kann keine Maßnahme mehr ergriffen werden.',
  'live.error.runCancelled': 'Die Fahrt {{train}} fällt bereits ganz aus. Nehmen Sie zuerst den Ausfall zurück.',
  'live.error.unknownReason': 'Bitte eine gültige, aktive Ursache aus der Liste der Störungsursachen wählen.',
  'live.error.stopNotOnRun': 'Der Halt „{{stop}}“ liegt nicht auf dieser Fahrt.',
  'live.error.stopPassed': 'Der Zug hat {{stop}} bereits passiert.',
  'live.error.cancelAtTerminus': '{{stop}} ist der Endhalt der Fahrt: Ab dort gibt es nichts mehr ausfallen zu lassen.',
  'live.error.negativeDelay': 'Die Verspätung muss eine ganze Zahl von Sekunden und mindestens 0 sein.',
  'live.error.delayTooLarge': 'Die Verspätung darf höchstens {{max}} Stunden betragen.',
  'live.error.unknownKind': 'Unbekannte Art der Umleitung „{{kind}}“: erlaubt sind divert, skipStops und shortTurn.',
  'live.error.noSkipStops': 'Bitte mindestens einen Halt wählen, der entfallen soll.',
  'live.error.cannotSkipTerminus': '{{stop}} ist Anfangs- oder Endhalt und kann nicht entfallen.',
  'live.error.negativeExtra': 'Die zusätzliche Fahrzeit muss eine ganze Zahl von Sekunden und mindestens 0 sein.',
  'live.error.extraTooLarge': 'Die zusätzliche Fahrzeit darf höchstens {{max}} Minuten betragen.',
  'live.error.divertEmpty': 'Eine Umleitung braucht entfallende Halte oder eine zusätzliche Fahrzeit.',
  'live.error.shortTurnMissing': 'Bitte den Halt angeben, an dem der Zug vorzeitig wendet.',
  'live.error.shortTurnStop': 'An {{stop}} kann der Zug nicht vorzeitig wenden (Anfangs- oder Endhalt).',
  'live.error.vehicleCount': 'Bitte ein bis {{max}} Fahrzeuge wählen.',
  'live.error.duplicateVehicle': 'Ein Fahrzeug wurde mehrfach gewählt.',
  'live.error.unknownVehicle': 'Das Fahrzeug „{{vehicle}}“ gibt es nicht.',
  'live.error.vehicleUnavailable': 'Fahrzeug {{vehicle}} ist {{status}} und kann nicht zugewiesen werden.',
  'live.error.commentTooLong': 'Der Kommentar darf höchstens {{max}} Zeichen lang sein.',
  'live.error.nothingToUndo': 'Diese Maßnahme gibt es am aktuellen Betriebstag nicht oder sie wurde bereits zurückgenommen.',
  'live.error.unknownType': 'Unbekannte Maßnahme „{{type}}“.',
  'live.error.connectionMissing': 'Bitte den Anschluss angeben, über den entschieden wird.',
  'live.error.holdStopMissing': 'Bitte den Halt angeben, an dem der Zug warten soll.',
  'live.error.holdAtTerminus': '{{stop}} ist der Endhalt der Fahrt: Dort kann der Zug nicht auf einen Anschluss warten.',
  'live.error.holdSkippedStop': 'Der Zug hält nicht in {{stop}}: Dort kann er nicht warten.',
  'live.error.holdTooLarge': 'Ein Zug kann höchstens {{max}} Minuten gehalten werden.',
  'live.error.platformStopMissing': 'Bitte den Halt angeben, an dem sich das Gleis ändert.',
  'live.error.platformStopSkipped': 'Der Zug hält nicht in {{stop}}: Dort kann sich das Gleis nicht ändern.',
  'live.error.platformInvalid': 'Das Gleis muss 1 bis {{max}} Zeichen lang sein (z. B. „3“ oder „12a“).',
  'live.error.platformUnchanged': 'Der Zug fährt in {{stop}} bereits von Gleis {{platform}}.',
  'live.error.badDay': 'Der Betriebstag muss ein Datum im Format JJJJ-MM-TT sein.',
  'live.error.badSortField': 'Nach „{{field}}“ kann nicht sortiert werden.',
  'live.error.badSortOrder': 'Die Sortierrichtung muss ASC oder DESC sein.',
  'live.error.badPaging': 'Seite ab 1, Einträge pro Seite 1 bis {{max}}.',
  'live.error.badStatus': 'Unbekannter Status „{{status}}“.',
  'live.error.badTab': 'Unbekannter Reiter „{{tab}}“: erlaubt sind control, all, active, delayed, early und preview.',
  'live.error.badBbox': 'Der Kartenausschnitt braucht vier Zahlen: West, Süd, Ost, Nord.',
  'live.vehicle.workshop': 'in der Werkstatt',
  'live.vehicle.outOfService': 'abgestellt',
};

/** Typed by the German catalogue: a key missing in Italian does not compile. */
const it: Record<keyof typeof de, string> = {
  'live.forbidden': 'Non autorizzato: le misure di disposizione, il loro annullamento e i commenti alle corse sono riservati ad amministrazione e dispatching.',
  'live.error.unknownRun': 'La corsa «{{run}}» non esiste nel giorno di esercizio attuale.',
  'live.error.notToday': 'La corsa appartiene al giorno di esercizio {{day}}: le misure sono possibili solo nel giorno di esercizio attuale.',
  'live.error.runFinished': 'La corsa {{train}} è già terminata: non è più possibile adottare misure.',
  'live.error.runCancelled': 'La corsa {{train}} è già soppressa per intero. Annullare prima la soppressione.',
  'live.error.unknownReason': 'Scegliere una causa valida e attiva dall’elenco delle cause del disservizio.',
  'live.error.stopNotOnRun': 'La fermata «{{stop}}» non si trova su questa corsa.',
  'live.error.stopPassed': 'Il treno ha già superato {{stop}}.',
  'live.error.cancelAtTerminus': '{{stop}} è il capolinea della corsa: da lì non c’è più nulla da sopprimere.',
  'live.error.negativeDelay': 'Il ritardo deve essere un numero intero di secondi non inferiore a 0.',
  'live.error.delayTooLarge': 'Il ritardo non può superare {{max}} ore.',
  'live.error.unknownKind': 'Tipo di deviazione «{{kind}}» sconosciuto: sono ammessi divert, skipStops e shortTurn.',
  'live.error.noSkipStops': 'Scegliere almeno una fermata da sopprimere.',
  'live.error.cannotSkipTerminus': '{{stop}} è la fermata di origine o il capolinea e non può essere soppressa.',
  'live.error.negativeExtra': 'Il tempo di percorrenza aggiuntivo deve essere un numero intero di secondi non inferiore a 0.',
  'live.error.extraTooLarge': 'Il tempo di percorrenza aggiuntivo non può superare {{max}} minuti.',
  'live.error.divertEmpty': 'Una deviazione richiede fermate soppresse o un tempo di percorrenza aggiuntivo.',
  'live.error.shortTurnMissing': 'Indicare la fermata in cui il treno inverte anticipatamente la marcia.',
  'live.error.shortTurnStop': 'Il treno non può invertire anticipatamente la marcia a {{stop}} (origine o capolinea).',
  'live.error.vehicleCount': 'Scegliere da uno a {{max}} veicoli.',
  'live.error.duplicateVehicle': 'Un veicolo è stato scelto più volte.',
  'live.error.unknownVehicle': 'Il veicolo «{{vehicle}}» non esiste.',
  'live.error.vehicleUnavailable': 'Il veicolo {{vehicle}} è {{status}} e non può essere assegnato.',
  'live.error.commentTooLong': 'Il commento può contenere al massimo {{max}} caratteri.',
  'live.error.nothingToUndo': 'Questa misura non esiste nel giorno di esercizio attuale oppure è già stata annullata.',
  'live.error.unknownType': 'Misura «{{type}}» sconosciuta.',
  'live.error.connectionMissing': 'Indicare la coincidenza su cui si decide.',
  'live.error.holdStopMissing': 'Indicare la fermata in cui il treno deve attendere.',
  'live.error.holdAtTerminus': '{{stop}} è il capolinea della corsa: lì il treno non può attendere una coincidenza.',
  'live.error.holdSkippedStop': 'Il treno non ferma a {{stop}}: lì non può attendere.',
  'live.error.holdTooLarge': 'Un treno può essere trattenuto al massimo {{max}} minuti.',
  'live.error.platformStopMissing': 'Indicare la fermata in cui cambia il binario.',
  'live.error.platformStopSkipped': 'Il treno non ferma a {{stop}}: lì il binario non può cambiare.',
  'live.error.platformInvalid': 'Il binario deve avere da 1 a {{max}} caratteri (ad es. «3» o «12a»).',
  'live.error.platformUnchanged': 'A {{stop}} il treno parte già dal binario {{platform}}.',
  'live.error.badDay': 'Il giorno di esercizio deve essere una data nel formato AAAA-MM-GG.',
  'live.error.badSortField': 'Non è possibile ordinare per «{{field}}».',
  'live.error.badSortOrder': 'L’ordinamento deve essere ASC o DESC.',
  'live.error.badPaging': 'Pagina da 1, voci per pagina da 1 a {{max}}.',
  'live.error.badStatus': 'Stato «{{status}}» sconosciuto.',
  'live.error.badTab': 'Scheda «{{tab}}» sconosciuta: sono ammesse control, all, active, delayed, early e preview.',
  'live.error.badBbox': 'L’area della mappa richiede quattro numeri: ovest, sud, est, nord.',
  'live.vehicle.workshop': 'in officina',
  'live.vehicle.outOfService': 'fuori servizio',
};

const texts = serverCatalogue(de, it);

export type LiveMessageKey = keyof typeof de;

export const liveText = texts.lookup;

/** The message keys per language, for the catalogue completeness test. */
export const liveMessageKeys = texts.keys;

/** BAD_USER_INPUT in the request's language; a vehicle status argument is translated too. */
export function badInput(lang: Lang, key: string, args: Record<string, string | number> = {}): GraphQLError {
  const shown = { ...args };
  if (typeof args.status === 'string' && texts.has(`live.vehicle.${args.status}`)) shown.status = liveText(lang, `live.vehicle.${args.status}`);
  return texts.badInput(lang, key, shown);
}

export function forbidden(lang: Lang): GraphQLError {
  return texts.forbidden(lang, 'live.forbidden');
}
