import { defineResource } from '../../shared/resource/types';
import { FREE_TEXT_MAX, VEHICLE_MESSAGE_TEXTS_PATH } from '../../shared/vehicle-messages/types';

/**
 * Predefined texts for messages to vehicles (Nachricht an Fahrzeug, docs/vehicle-messages.md):
 * the dispatcher picks one instead of typing. Both languages are kept, because the on-board
 * displays and the history show the text in the reader's language. A text ending in ":" is
 * meant to be completed with a supplement (a station, a time) when it is sent.
 */
export default defineResource({
  name: 'VehicleMessageText',
  path: VEHICLE_MESSAGE_TEXTS_PATH,
  table: 'vehicle_message_texts',
  label: {
    de: { one: 'Fahrzeugnachrichtentext', other: 'Fahrzeugnachrichtentexte' },
    it: { one: 'Testo messaggio al veicolo', other: 'Testi messaggi ai veicoli' },
  },
  // Right after "Nachricht an Fahrzeug", the third entry of Leitstellendisposition (after
  // Live-Übersicht and Leitstelle): `order` is an index among the siblings in
  // src/shell/navigation.ts (tests/unit/vehicle-messages/client.test.ts checks the place).
  menu: {
    parent: 'leitstellendisposition',
    label: { de: 'Fahrzeugnachrichtentexte', it: 'Testi messaggi ai veicoli' },
    order: 3,
  },
  history: true,
  form: { dialog: true },
  permissions: {
    create: ['admin', 'dispatcher'],
    edit: ['admin', 'dispatcher'],
    delete: ['admin', 'dispatcher'],
  },
  fields: [
    {
      name: 'code',
      type: 'string',
      required: true,
      unique: true,
      pattern: {
        regex: '[A-Z0-9_]{2,20}',
        message: { de: '2 bis 20 Zeichen: Großbuchstaben, Ziffern, Unterstrich', it: 'Da 2 a 20 caratteri: lettere maiuscole, cifre, trattino basso' },
      },
      label: { de: 'Kürzel', it: 'Codice' },
    },
    { name: 'textDe', type: 'string', required: true, maxLength: FREE_TEXT_MAX, label: { de: 'Text (deutsch)', it: 'Testo (tedesco)' } },
    { name: 'textIt', type: 'string', required: true, maxLength: FREE_TEXT_MAX, label: { de: 'Text (italienisch)', it: 'Testo (italiano)' } },
    {
      name: 'category',
      type: 'enum',
      required: true,
      default: 'operations',
      label: { de: 'Kategorie', it: 'Categoria' },
      options: [
        { value: 'operations', label: { de: 'Betrieb', it: 'Esercizio' } },
        { value: 'delay', label: { de: 'Verspätung', it: 'Ritardo' } },
        { value: 'safety', label: { de: 'Sicherheit', it: 'Sicurezza' } },
        { value: 'passengerInfo', label: { de: 'Fahrgastinformation', it: 'Informazione ai passeggeri' } },
        { value: 'other', label: { de: 'Sonstiges', it: 'Altro' } },
      ],
    },
    {
      name: 'requiresAck',
      type: 'boolean',
      default: true,
      label: { de: 'Quittierung erforderlich', it: 'Conferma richiesta' },
      help: { de: 'Das Fahrpersonal muss die Nachricht bestätigen.', it: 'Il personale di guida deve confermare il messaggio.' },
    },
    { name: 'active', type: 'boolean', default: true, label: { de: 'Aktiv', it: 'Attivo' } },
  ],
  list: {
    columns: ['code', 'textDe', 'textIt', 'category', 'requiresAck', 'active'],
    sort: { field: 'code', order: 'ASC' },
    filters: ['category', 'requiresAck', 'active'],
    search: ['code', 'textDe', 'textIt'],
  },
  seed: {
    rows: [
      { code: 'VERSP_MELDEN', textDe: 'Bitte Verspätungsgrund an die Leitstelle melden.', textIt: 'Comunicare alla centrale operativa il motivo del ritardo.', category: 'delay', requiresAck: true, active: true },
      { code: 'FUNK', textDe: 'Bitte Funkkontakt mit der Leitstelle aufnehmen.', textIt: 'Contattare via radio la centrale operativa.', category: 'operations', requiresAck: true, active: true },
      { code: 'HALT_ENTF', textDe: 'Folgender Halt entfällt, bitte durchfahren:', textIt: 'La seguente fermata è soppressa, proseguire senza fermarsi:', category: 'operations', requiresAck: true, active: true },
      { code: 'WENDE', textDe: 'Bitte vorzeitig wenden in:', textIt: 'Invertire anticipatamente la marcia a:', category: 'operations', requiresAck: true, active: true },
      { code: 'FZG_TAUSCH', textDe: 'Fahrzeugtausch in:', textIt: 'Cambio del veicolo a:', category: 'operations', requiresAck: true, active: true },
      { code: 'ENDE_VORZ', textDe: 'Fahrt endet vorzeitig in:', textIt: 'La corsa termina anticipatamente a:', category: 'operations', requiresAck: true, active: true },
      { code: 'ANSCHLUSS', textDe: 'Bitte Anschluss abwarten, höchstens 3 Minuten.', textIt: 'Attendere la coincidenza, al massimo 3 minuti.', category: 'delay', requiresAck: true, active: true },
      { code: 'TUER', textDe: 'Türstörung prüfen und Ergebnis melden.', textIt: 'Verificare il guasto alle porte e comunicarne l’esito.', category: 'safety', requiresAck: true, active: true },
      { code: 'GLEIS', textDe: 'Achtung: Personen im Gleis gemeldet, auf Sicht fahren.', textIt: 'Attenzione: segnalate persone sui binari, procedere a vista.', category: 'safety', requiresAck: true, active: true },
      { code: 'LANGSAM', textDe: 'Langsamfahrstelle 40 km/h beachten zwischen:', textIt: 'Rispettare il rallentamento a 40 km/h tra:', category: 'safety', requiresAck: true, active: true },
      { code: 'DS_VERSP', textDe: 'Bitte Fahrgäste über die Verspätung informieren.', textIt: 'Informare i passeggeri sul ritardo.', category: 'passengerInfo', requiresAck: false, active: true },
      { code: 'DS_SEV', textDe: 'Bitte Durchsage: Ersatzverkehr mit Bussen ab dem nächsten Halt.', textIt: 'Annunciare: servizio sostitutivo con autobus dalla prossima fermata.', category: 'passengerInfo', requiresAck: false, active: true },
      { code: 'FUNDSACHE', textDe: 'Fahrgast meldet Fundsache im Fahrzeug, bitte am Endhalt prüfen.', textIt: 'Un passeggero segnala un oggetto smarrito a bordo, verificare al capolinea.', category: 'other', requiresAck: false, active: true },
      { code: 'WEICHENHZG', textDe: 'Weichenheizung ausgefallen, Weichen vor Befahren prüfen.', textIt: 'Riscaldamento deviatoi guasto, controllare i deviatoi prima del transito.', category: 'safety', requiresAck: true, active: false },
    ],
  },
});
