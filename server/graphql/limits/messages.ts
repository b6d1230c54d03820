/** Texts of the GraphQL limits' refusals (de default, it), in the server catalogue pattern. */
import { serverCatalogue } from '../../catalogue';

const de = {
  'limit.tokens': 'Die Anfrage ist zu lang: mehr als {{max}} Bestandteile (Token). Bitte kleinere Anfragen senden.',
  'limit.depth': 'Die Anfrage ist zu tief verschachtelt: {{value}} Ebenen, erlaubt sind höchstens {{max}}.',
  'limit.aliases': 'Die Anfrage enthält {{value}} Aliasse, erlaubt sind höchstens {{max}}.',
  'limit.cost': 'Die Anfrage ist zu aufwendig: geschätzte Kosten {{value}}, erlaubt sind höchstens {{max}}. Bitte weniger Einträge pro Seite oder weniger Felder abfragen.',
  'limit.perPage': 'Es können höchstens {{max}} Einträge pro Seite abgefragt werden (angefragt: {{value}}). Bitte seitenweise laden.',
  'limit.listSize': 'Mehr als {{max}} Einträge passen zur Anfrage. Bitte seitenweise laden (perPage höchstens {{max}}).',
  'limit.bodySize': 'Die Anfrage ist zu groß: höchstens {{max}} Bytes sind erlaubt.',
  'limit.subscriptions': 'Zu viele gleichzeitige Abonnements auf dieser Verbindung: höchstens {{max}} sind erlaubt.',
};

const it: typeof de = {
  'limit.tokens': 'La richiesta è troppo lunga: più di {{max}} elementi (token). Inviare richieste più piccole.',
  'limit.depth': 'La richiesta è annidata troppo in profondità: {{value}} livelli, al massimo {{max}} sono consentiti.',
  'limit.aliases': 'La richiesta contiene {{value}} alias, al massimo {{max}} sono consentiti.',
  'limit.cost': 'La richiesta è troppo onerosa: costo stimato {{value}}, al massimo {{max}} è consentito. Richiedere meno voci per pagina o meno campi.',
  'limit.perPage': 'Si possono richiedere al massimo {{max}} voci per pagina (richieste: {{value}}). Caricare pagina per pagina.',
  'limit.listSize': 'Più di {{max}} voci corrispondono alla richiesta. Caricare pagina per pagina (perPage al massimo {{max}}).',
  'limit.bodySize': 'La richiesta è troppo grande: sono consentiti al massimo {{max}} byte.',
  'limit.subscriptions': 'Troppe sottoscrizioni contemporanee su questa connessione: al massimo {{max}} sono consentite.',
};

export const limitTexts = serverCatalogue(de, it);
