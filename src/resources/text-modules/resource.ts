import { defineResource } from '../../shared/resource/types';
import { TEXT_CHANNELS } from '../../shared/situations/model';

/**
 * Text modules (Textbausteine) of the situation report's public texts (issue 13 item 5,
 * docs/situation-report/texts.md): per channel a German and an Italian template whose
 * placeholders {line}, {from}, {to}, {minutes}, {reason} are filled from the situation
 * (src/shared/situations/placeholders.ts). An optional category offers the module first for
 * situations of that category.
 */
const CHANNEL_LABELS = {
  display: { de: 'Anzeiger', it: 'Indicatore' },
  announcement: { de: 'Durchsage', it: 'Annuncio' },
  web: { de: 'Web/App', it: 'Web/App' },
  crew: { de: 'Personal', it: 'Personale' },
} as const;

const PLACEHOLDER_HELP = {
  de: 'Platzhalter: {line}, {from}, {to}, {minutes}, {reason}',
  it: 'Segnaposto: {line}, {from}, {to}, {minutes}, {reason}',
};

export default defineResource({
  name: 'TextModule',
  path: 'lageberichtAdminTextbausteineList',
  table: 'text_modules',
  label: {
    de: { one: 'Textbaustein', other: 'Textbausteine' },
    it: { one: 'Modello di testo', other: 'Modelli di testo' },
  },
  menu: { entry: 'lageberichtAdminTextbausteineList' },
  recordRepresentation: '{code} – {name}',
  history: true,
  permissions: {
    create: ['admin', 'dispatcher'],
    edit: ['admin', 'dispatcher'],
    delete: ['admin', 'dispatcher'],
  },
  form: {
    sections: [
      { title: { de: 'Textbaustein', it: 'Modello di testo' }, fields: ['code', 'name', 'channel', 'categoryId', 'active'] },
      { title: { de: 'Text', it: 'Testo' }, fields: ['textDe', 'textIt'] },
    ],
  },
  fields: [
    {
      name: 'code',
      type: 'string',
      required: true,
      unique: true,
      pattern: {
        regex: '[A-Z0-9_]{2,30}',
        message: { de: '2 bis 30 Zeichen: Großbuchstaben, Ziffern, Unterstrich', it: 'Da 2 a 30 caratteri: lettere maiuscole, cifre, trattino basso' },
      },
      label: { de: 'Kürzel', it: 'Codice' },
    },
    { name: 'name', type: 'string', required: true, maxLength: 80, label: { de: 'Bezeichnung', it: 'Denominazione' } },
    {
      name: 'channel',
      type: 'enum',
      required: true,
      default: 'display',
      label: { de: 'Kanal', it: 'Canale' },
      options: TEXT_CHANNELS.map((value) => ({ value, label: CHANNEL_LABELS[value] })),
    },
    { name: 'categoryId', type: 'reference', reference: 'Category', optionText: 'name', onDelete: 'set null', label: { de: 'Kategorie', it: 'Categoria' } },
    { name: 'textDe', type: 'text', required: true, maxLength: 1000, label: { de: 'Text (deutsch)', it: 'Testo (tedesco)' }, help: PLACEHOLDER_HELP },
    { name: 'textIt', type: 'text', required: true, maxLength: 1000, label: { de: 'Text (italienisch)', it: 'Testo (italiano)' }, help: PLACEHOLDER_HELP },
    { name: 'active', type: 'boolean', default: true, label: { de: 'Aktiv', it: 'Attivo' } },
  ],
  list: {
    columns: ['code', 'name', 'channel', 'categoryId', 'textDe', 'active'],
    hiddenColumns: ['textIt'],
    sort: { field: 'code', order: 'ASC' },
    filters: ['channel', 'categoryId', 'active'],
    search: ['code', 'name', 'textDe', 'textIt'],
  },
  seed: {
    rows: [
      ['ANZ_VERSP', 'Verspätung (Anzeiger)', 'display', null,
        'Linie {line}: Zwischen {from} und {to} ca. {minutes} Min. Verspätung wegen {reason}.',
        'Linea {line}: tra {from} e {to} ritardo di circa {minutes} min. a causa di {reason}.'],
      ['ANZ_AUSFALL', 'Ausfall (Anzeiger)', 'display', null,
        'Linie {line}: Zwischen {from} und {to} fallen Fahrten aus wegen {reason}.',
        'Linea {line}: tra {from} e {to} corse soppresse a causa di {reason}.'],
      ['ANZ_SEV', 'Ersatzverkehr (Anzeiger)', 'display', 'INFRA',
        'Linie {line}: Zwischen {from} und {to} Ersatzverkehr mit Bussen.',
        'Linea {line}: tra {from} e {to} servizio sostitutivo con autobus.'],
      ['DS_VERSP', 'Verspätung (Durchsage)', 'announcement', null,
        'Information zur Linie {line}: Wegen {reason} verkehren die Züge zwischen {from} und {to} mit etwa {minutes} Minuten Verspätung. Wir bitten um Entschuldigung.',
        'Informazione sulla linea {line}: a causa di {reason} i treni tra {from} e {to} viaggiano con circa {minutes} minuti di ritardo. Ci scusiamo per il disagio.'],
      ['DS_STOERUNG', 'Betriebsstörung (Durchsage)', 'announcement', 'BETRIEB',
        'Information zur Linie {line}: Wegen {reason} ist der Verkehr zwischen {from} und {to} unterbrochen. Bitte achten Sie auf weitere Durchsagen.',
        'Informazione sulla linea {line}: a causa di {reason} la circolazione tra {from} e {to} è interrotta. Si prega di prestare attenzione ai prossimi annunci.'],
      ['WEB_VERSP', 'Verspätung (Web/App)', 'web', null,
        'Linie {line} {from} – {to}: Verspätungen von etwa {minutes} Minuten wegen {reason}. Bitte planen Sie mehr Zeit ein.',
        'Linea {line} {from} – {to}: ritardi di circa {minutes} minuti a causa di {reason}. Si consiglia di prevedere più tempo.'],
      ['WEB_UNTERBR', 'Unterbrechung (Web/App)', 'web', null,
        'Linie {line}: Streckenunterbrechung zwischen {from} und {to} wegen {reason}. Ersatzverkehr ist eingerichtet.',
        'Linea {line}: linea interrotta tra {from} e {to} a causa di {reason}. È attivo un servizio sostitutivo.'],
      ['PERS_VERSP', 'Verspätung (Personal)', 'crew', null,
        'An alle Fahrzeuge der Linie {line}: {from} – {to} ca. {minutes} Min. Verspätung ({reason}). Fahrgäste informieren.',
        'A tutti i veicoli della linea {line}: {from} – {to} ritardo di circa {minutes} min. ({reason}). Informare i passeggeri.'],
      ['PERS_WENDE', 'Vorzeitig wenden (Personal)', 'crew', 'BETRIEB',
        'An alle Fahrzeuge der Linie {line}: Wegen {reason} vorzeitig in {from} bzw. {to} wenden.',
        'A tutti i veicoli della linea {line}: a causa di {reason} invertire la marcia anticipatamente a {from} o {to}.'],
    ].map(([code, name, channel, category, textDe, textIt]) => ({
      code, name, channel,
      ...(category ? { categoryId: { $ref: { field: 'code', value: category } } } : {}),
      textDe, textIt, active: true,
    })),
  },
});
