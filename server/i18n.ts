import type { Lang } from '../src/shared/resource/types';
import { interpolate, validationMessages } from '../src/shared/validation/messages';

/** Server-side texts besides the shared validation messages (de default, it). */
const serverMessages: Record<Lang, Record<string, string>> = {
  de: {
    'error.notFound': 'Der Eintrag wurde nicht gefunden (vielleicht wurde er gelöscht).',
    'error.conflict': 'Der Eintrag wurde inzwischen von {{by}} geändert (Version {{version}}). Bitte neu laden und die Änderungen erneut eingeben.',
    'error.inUse': 'Der Eintrag wird noch von anderen Einträgen verwendet und kann nicht gelöscht werden.',
    'error.internal': 'Interner Serverfehler',
    'error.versionNotFound': 'Diese Version gibt es nicht.',
    'error.unknownResource': 'Unbekannte Ressource: {{resource}}',
    'error.noHistory': 'Für {{resource}} wird keine Versionsgeschichte geführt.',
  },
  it: {
    'error.notFound': 'La voce non è stata trovata (forse è stata eliminata).',
    'error.conflict': 'La voce è stata modificata nel frattempo da {{by}} (versione {{version}}). Ricaricare e inserire di nuovo le modifiche.',
    'error.inUse': 'La voce è ancora utilizzata da altre voci e non può essere eliminata.',
    'error.internal': 'Errore interno del server',
    'error.versionNotFound': 'Questa versione non esiste.',
    'error.unknownResource': 'Risorsa sconosciuta: {{resource}}',
    'error.noHistory': 'Per {{resource}} non viene tenuta la cronologia delle versioni.',
  },
};

/** Translates a key (shared validation catalogue or server texts) into lang. */
export function t(lang: Lang, key: string, args?: Record<string, unknown>): string {
  const template = serverMessages[lang][key] ?? validationMessages[lang][key] ?? key;
  return interpolate(template, args);
}

/** The preferred supported language of an Accept-Language header (default de). */
export function langFromHeader(header: string | undefined): Lang {
  if (!header) return 'de';
  const prefs = header
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1, i };
    })
    .filter((p) => p.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const p of prefs) {
    if (p.tag.startsWith('it')) return 'it';
    if (p.tag.startsWith('de')) return 'de';
  }
  return 'de';
}
