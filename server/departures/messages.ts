/** Texts of the departure board API (de default, it). */
import { serverCatalogue } from '../catalogue';

const de = {
  'departures.unknownStation': 'Die Station „{{station}}“ gibt es nicht. Bitte die Abfahrtstafel über die Stationsliste öffnen.',
  'departures.badLang': 'Unbekannte Sprache „{{lang}}“: erlaubt sind de und it.',
};

const it: Record<keyof typeof de, string> = {
  'departures.unknownStation': 'La stazione «{{station}}» non esiste. Aprire il quadro partenze dall’elenco delle stazioni.',
  'departures.badLang': 'Lingua «{{lang}}» sconosciuta: sono ammesse de e it.',
};

export const departureTexts = serverCatalogue(de, it);
