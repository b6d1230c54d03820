/**
 * The app's own texts (shell, menu, dialogs, toasts, errors, data grids), German and Italian.
 * i18next form: {{x}} placeholders, *_one / *_other plurals.
 */
export const appGerman = {
  app: {
    title: 'Leitstelle',
    menu: {
      label: 'Hauptnavigation',
      not_available: 'Noch nicht verfügbar',
      expand: '{{label}} aufklappen',
      collapse: '{{label}} zuklappen',
    },
    user_menu: {
      label: 'Benutzermenü',
    },
    language: {
      label: 'Sprache',
      de: 'Deutsch',
      it: 'Italiano',
    },
    home: {
      title: 'Startseite',
      intro: 'Willkommen in der Leitstelle. Wählen Sie einen Bereich.',
      open_area: '{{label}}: Einträge',
      unavailable_one: '{{count}} weiterer Eintrag in Vorbereitung',
      unavailable_other: '{{count}} weitere Einträge in Vorbereitung',
      nothing_available: 'Noch keine Einträge verfügbar',
    },
    not_found: {
      title: 'Seite nicht gefunden',
      text: 'Die Adresse „{{path}}“ gibt es in der Leitstelle nicht.',
      back_home: 'Zur Startseite',
    },
    confirm: {
      title: 'Bitte bestätigen',
      confirm: 'Trotzdem löschen',
      cancel: 'Abbrechen',
      failed: 'Die Aktion ist fehlgeschlagen.',
    },
    toast: {
      region: 'Benachrichtigungen',
      close: 'Benachrichtigung schließen',
    },
    error: {
      generic: 'Ein unerwarteter Fehler ist aufgetreten.',
      network: 'Der Server ist nicht erreichbar. Bitte später erneut versuchen.',
      not_found: 'Der Eintrag wurde nicht gefunden.',
      conflict: 'Der Eintrag wurde inzwischen von {{user}} geändert. Bitte neu laden.',
      forbidden: 'Für diese Aktion fehlt die Berechtigung.',
      reload: 'Neu laden',
    },
    connection: {
      lost: 'Verbindung zum Server unterbrochen',
      lost_detail: 'Die angezeigten Daten werden nicht mehr live aktualisiert.',
      next_try: 'neuer Versuch in {{seconds}} s',
      trying: 'neuer Versuch läuft …',
      reconnecting: 'Verbindung wird wiederhergestellt (Versuch {{retry}} von {{max}})',
      retry_now: 'Jetzt erneut versuchen',
    },
    datagrid: {
      no_columns: 'Keine Spalten',
      manage_columns: 'Spalten verwalten',
      no_rows: 'Keine Einträge',
    },
    date: {
      picker_range: 'Datum zwischen 01.01.1900 und 31.12.2099',
    },
    auth: {
      logout: 'Abmelden',
      signed_in_as: 'Angemeldet als {{name}}',
      roles: 'Rollen: {{roles}}',
      session_expired: 'Sitzung abgelaufen. Weiterleitung zur Anmeldung.',
      access_denied: 'Für diese Seite fehlt die Berechtigung.',
      role: {
        admin: 'Administration',
        dispatcher: 'Disposition',
        planner: 'Planung',
        viewer: 'Nur lesen',
      },
    },
  },
};

export const appItalian: typeof appGerman = {
  app: {
    title: 'Centrale operativa',
    menu: {
      label: 'Navigazione principale',
      not_available: 'Non ancora disponibile',
      expand: 'Espandi {{label}}',
      collapse: 'Comprimi {{label}}',
    },
    user_menu: {
      label: 'Menu utente',
    },
    language: {
      label: 'Lingua',
      de: 'Deutsch',
      it: 'Italiano',
    },
    home: {
      title: 'Pagina iniziale',
      intro: "Benvenuti nella centrale operativa. Scegliere un'area.",
      open_area: '{{label}}: voci',
      unavailable_one: '{{count}} altra voce in preparazione',
      unavailable_other: '{{count}} altre voci in preparazione',
      nothing_available: 'Nessuna voce ancora disponibile',
    },
    not_found: {
      title: 'Pagina non trovata',
      text: "L'indirizzo «{{path}}» non esiste nella centrale operativa.",
      back_home: 'Alla pagina iniziale',
    },
    confirm: {
      title: 'Conferma richiesta',
      confirm: 'Elimina comunque',
      cancel: 'Annulla',
      failed: "L'azione non è riuscita.",
    },
    toast: {
      region: 'Notifiche',
      close: 'Chiudi notifica',
    },
    error: {
      generic: 'Si è verificato un errore imprevisto.',
      network: 'Il server non è raggiungibile. Riprovare più tardi.',
      not_found: "L'elemento non è stato trovato.",
      conflict: "L'elemento è stato modificato nel frattempo da {{user}}. Ricaricare.",
      forbidden: 'Mancano i permessi per questa azione.',
      reload: 'Ricarica',
    },
    connection: {
      lost: 'Connessione al server interrotta',
      lost_detail: 'I dati mostrati non vengono più aggiornati in tempo reale.',
      next_try: 'nuovo tentativo tra {{seconds}} s',
      trying: 'nuovo tentativo in corso …',
      reconnecting: 'Ripristino della connessione (tentativo {{retry}} di {{max}})',
      retry_now: 'Riprova ora',
    },
    datagrid: {
      no_columns: 'Nessuna colonna',
      manage_columns: 'Gestisci colonne',
      no_rows: 'Nessun elemento',
    },
    date: {
      picker_range: 'Data tra il 01/01/1900 e il 31/12/2099',
    },
    auth: {
      logout: 'Esci',
      signed_in_as: 'Connesso come {{name}}',
      roles: 'Ruoli: {{roles}}',
      session_expired: "Sessione scaduta. Reindirizzamento all'accesso.",
      access_denied: 'Mancano i permessi per questa pagina.',
      role: {
        admin: 'Amministrazione',
        dispatcher: 'Disposizione',
        planner: 'Pianificazione',
        viewer: 'Sola lettura',
      },
    },
  },
};
