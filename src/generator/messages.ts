import type { Lang } from '../shared/resource/types';

/**
 * Texts of the generated screens, German (default) and Italian, i18next {{x}}
 * placeholders. resourceMessages() merges them into the app catalogue under "gen".
 */
export interface Catalogue {
  [key: string]: string | Catalogue;
}

export const generatorMessages: Record<Lang, { gen: Catalogue }> = {
  de: {
    gen: {
      title: {
        create: '{{name}} anlegen',
        edit: '{{name}} bearbeiten: {{title}}',
        show: '{{name}}: {{title}}',
      },
      action: {
        saveAndNew: 'Speichern und neu',
        versions: 'Versionen',
        restore: 'Wiederherstellen',
        reload: 'Neu laden',
        close: 'Schließen',
        cancel: 'Abbrechen',
        search: 'Suche',
      },
      notify: {
        createdNext: 'Gespeichert. Nächsten Datensatz erfassen.',
        deleted: 'Datensatz gelöscht',
        reloaded: 'Aktuelle Fassung geladen (Version {{version}})',
      },
      delete: {
        title: '{{name}} löschen',
        text: 'Wollen Sie diesen Datensatz wirklich löschen? Möchten Sie fortfahren?',
        confirm: 'Trotzdem löschen',
        cancel: 'Abbrechen',
      },
      conflict: {
        title: 'Bearbeitungskonflikt',
        message:
          'Der Datensatz wurde inzwischen von {{user}} am {{date}} geändert (Version {{version}}). Ihre Eingaben sind erhalten. Neu laden, um die aktuelle Fassung zu sehen (Ihre Eingaben werden dann verworfen).',
        unknownUser: 'einem anderen Benutzer',
        unknownDate: 'unbekanntem Datum',
      },
      versions: {
        title: 'Versionen: {{title}}',
        empty: 'Noch keine Versionen vorhanden',
        version: 'Version',
        operation: 'Vorgang',
        changedBy: 'Geändert von',
        changedAt: 'Geändert am',
        changes: 'Änderungen',
        current: 'aktuell',
        emptyValue: '(leer)',
        noChanges: 'keine Feldänderungen',
        restoreTitle: 'Version {{version}} wiederherstellen',
        restoreText:
          'Die Daten der Version {{version}} werden als neue Version gespeichert. Der bisherige Verlauf bleibt erhalten.',
        restored: 'Version {{version}} wiederhergestellt',
        loadError: 'Die Versionen konnten nicht geladen werden',
        op: {
          create: 'Angelegt',
          update: 'Geändert',
          delete: 'Gelöscht',
          restore: 'Wiederhergestellt',
        },
      },
      columns: {
        label: 'Spalten',
      },
      filter: {
        empty: 'leer',
        set: 'ausgefüllt',
      },
      rowActions: 'Aktionen',
      empty: {
        all: 'alle',
      },
    },
  },
  it: {
    gen: {
      title: {
        create: 'Crea {{name}}',
        edit: 'Modifica {{name}}: {{title}}',
        show: '{{name}}: {{title}}',
      },
      action: {
        saveAndNew: 'Salva e nuovo',
        versions: 'Versioni',
        restore: 'Ripristina',
        reload: 'Ricarica',
        close: 'Chiudi',
        cancel: 'Annulla',
        search: 'Cerca',
      },
      notify: {
        createdNext: 'Salvato. Inserire il record successivo.',
        deleted: 'Record eliminato',
        reloaded: 'Versione attuale caricata (versione {{version}})',
      },
      delete: {
        title: 'Elimina {{name}}',
        text: 'Vuole davvero eliminare questo record? Desidera continuare?',
        confirm: 'Elimina comunque',
        cancel: 'Annulla',
      },
      conflict: {
        title: 'Conflitto di modifica',
        message:
          'Il record è stato modificato nel frattempo da {{user}} il {{date}} (versione {{version}}). I dati inseriti sono stati mantenuti. Ricaricare per vedere la versione attuale (i dati inseriti andranno persi).',
        unknownUser: 'un altro utente',
        unknownDate: 'data sconosciuta',
      },
      versions: {
        title: 'Versioni: {{title}}',
        empty: 'Nessuna versione disponibile',
        version: 'Versione',
        operation: 'Operazione',
        changedBy: 'Modificato da',
        changedAt: 'Modificato il',
        changes: 'Modifiche',
        current: 'attuale',
        emptyValue: '(vuoto)',
        noChanges: 'nessuna modifica ai campi',
        restoreTitle: 'Ripristinare la versione {{version}}',
        restoreText:
          'I dati della versione {{version}} vengono salvati come nuova versione. La cronologia esistente resta invariata.',
        restored: 'Versione {{version}} ripristinata',
        loadError: 'Impossibile caricare le versioni',
        op: {
          create: 'Creato',
          update: 'Modificato',
          delete: 'Eliminato',
          restore: 'Ripristinato',
        },
      },
      columns: {
        label: 'Colonne',
      },
      filter: {
        empty: 'vuoto',
        set: 'compilato',
      },
      rowActions: 'Azioni',
      empty: {
        all: 'tutti',
      },
    },
  },
};

/** Labels of the columns every table has. */
export const systemFieldLabels: Record<Lang, Record<string, string>> = {
  de: {
    id: 'ID',
    version: 'Version',
    createdAt: 'Angelegt am',
    createdBy: 'Angelegt von',
    updatedAt: 'Geändert am',
    updatedBy: 'Geändert von',
    q: 'Suche',
  },
  it: {
    id: 'ID',
    version: 'Versione',
    createdAt: 'Creato il',
    createdBy: 'Creato da',
    updatedAt: 'Modificato il',
    updatedBy: 'Modificato da',
    q: 'Cerca',
  },
};
