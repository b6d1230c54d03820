import { defineResource } from '../../shared/resource/types';
import { TEXT_KINDS, TEXT_KIND_LABELS, options } from '../../shared/passenger-info/model';
import { PAX_PLACEHOLDER_LIST } from '../../shared/passenger-info/placeholders';

/**
 * FIS message texts (FIS-Meldungstexte, issue 14 item 3, docs/passenger-information.md): templates of
 * customer messages for displays and the web, per kind, in German, Italian and optionally English,
 * with the placeholders of src/shared/passenger-info/placeholders.ts. The automatic messages use the
 * first active text of their kind (by code); the seeded AUTO_* texts are those.
 */
const HELP = { de: `Platzhalter: ${PAX_PLACEHOLDER_LIST}`, it: `Segnaposto: ${PAX_PLACEHOLDER_LIST}` };

type Row = [code: string, name: string, kind: string, de: string, it: string, en: string | null];
const ROWS: Row[] = [
  ['AUTO_AUSFALL', 'Ausfall eines Zuges', 'cancellation',
    '{line} {train} nach {destination} fällt ab {station} aus. Grund: {reason}.',
    '{line} {train} per {destination} è soppresso da {station}. Motivo: {reason}.',
    '{line} {train} to {destination} is cancelled from {station}. Reason: {reason}.'],
  ['AUTO_VERSP', 'Verspätung eines Zuges', 'delay',
    '{line} {train} nach {destination}: ca. {minutes} Min. später. Grund: {reason}.',
    '{line} {train} per {destination}: circa {minutes} min. di ritardo. Motivo: {reason}.',
    '{line} {train} to {destination}: about {minutes} min. late. Reason: {reason}.'],
  ['AUTO_GLEIS', 'Gleiswechsel', 'platformChange',
    '{line} {train} nach {destination} fährt in {station} heute von Gleis {platform}.',
    '{line} {train} per {destination} a {station} oggi parte dal binario {platform}.',
    '{line} {train} to {destination} departs from platform {platform} at {station} today.'],
  ['AUTO_ANS_WARTET', 'Anschluss wartet', 'connectionHeld',
    '{line} {train} nach {destination} wartet in {station} auf {feederLine} {feederTrain}, Abfahrt ca. {time}.',
    '{line} {train} per {destination} a {station} attende {feederLine} {feederTrain}, partenza verso le {time}.',
    '{line} {train} to {destination} waits at {station} for {feederLine} {feederTrain}, departure about {time}.'],
  ['AUTO_ANS_BRUCH', 'Anschluss nicht gewährleistet', 'connectionBroken',
    'Der Anschluss von {feederLine} {feederTrain} an {line} {train} nach {destination} in {station} kann heute nicht gewährleistet werden. Grund: {reason}.',
    'La coincidenza da {feederLine} {feederTrain} per {line} {train} per {destination} a {station} oggi non è garantita. Motivo: {reason}.',
    'The connection from {feederLine} {feederTrain} to {line} {train} to {destination} at {station} cannot be guaranteed today. Reason: {reason}.'],
  ['FREI_SEV', 'Ersatzverkehr mit Bussen', 'free',
    'Linie {line}: Ersatzverkehr mit Bussen ab {station}. Grund: {reason}.',
    'Linea {line}: servizio sostitutivo con autobus da {station}. Motivo: {reason}.',
    'Line {line}: rail replacement buses from {station}. Reason: {reason}.'],
  ['FREI_BAU', 'Bauarbeiten', 'free',
    'Linie {line}: Wegen Bauarbeiten geänderte Fahrzeiten. Bitte beachten Sie die Aushänge.',
    'Linea {line}: orari modificati per lavori. Si prega di consultare gli avvisi.',
    null],
];

export default defineResource({
  name: 'FisMessageText',
  path: 'fismessagetext',
  table: 'fis_message_texts',
  label: {
    de: { one: 'FIS-Meldungstext', other: 'FIS-Meldungstexte' },
    it: { one: 'Testo messaggio FIS', other: 'Testi messaggi FIS' },
  },
  menu: { entry: 'fismessagetext' },
  recordRepresentation: '{code} – {name}',
  history: true,
  permissions: {
    create: ['admin', 'dispatcher'],
    edit: ['admin', 'dispatcher'],
    delete: ['admin', 'dispatcher'],
  },
  form: {
    sections: [
      { title: { de: 'Meldungstext', it: 'Testo del messaggio' }, fields: ['code', 'name', 'kind', 'active'] },
      { title: { de: 'Texte', it: 'Testi' }, fields: ['textDe', 'textIt', 'textEn'] },
    ],
  },
  fields: [
    {
      name: 'code', type: 'string', required: true, unique: true, label: { de: 'Kürzel', it: 'Codice' },
      pattern: {
        regex: '[A-Z0-9_]{2,30}',
        message: { de: '2 bis 30 Zeichen: Großbuchstaben, Ziffern, Unterstrich', it: 'Da 2 a 30 caratteri: lettere maiuscole, cifre, trattino basso' },
      },
    },
    { name: 'name', type: 'string', required: true, maxLength: 80, label: { de: 'Bezeichnung', it: 'Denominazione' } },
    { name: 'kind', type: 'enum', required: true, default: 'free', options: options(TEXT_KINDS, TEXT_KIND_LABELS), label: { de: 'Art', it: 'Tipo' } },
    { name: 'textDe', type: 'text', required: true, maxLength: 1000, label: { de: 'Text (deutsch)', it: 'Testo (tedesco)' }, help: HELP },
    { name: 'textIt', type: 'text', required: true, maxLength: 1000, label: { de: 'Text (italienisch)', it: 'Testo (italiano)' }, help: HELP },
    { name: 'textEn', type: 'text', maxLength: 1000, label: { de: 'Text (englisch, optional)', it: 'Testo (inglese, facoltativo)' }, help: HELP },
    { name: 'active', type: 'boolean', default: true, label: { de: 'Aktiv', it: 'Attivo' } },
  ],
  list: {
    columns: ['code', 'name', 'kind', 'textDe', 'active'],
    hiddenColumns: ['textIt', 'textEn'],
    sort: { field: 'code', order: 'ASC' },
    filters: ['kind', 'active'],
    search: ['code', 'name', 'textDe', 'textIt', 'textEn'],
  },
  seed: {
    rows: ROWS.map(([code, name, kind, textDe, textIt, textEn]) => ({ code, name, kind, textDe, textIt, ...(textEn ? { textEn } : {}), active: true })),
  },
});
