/**
 * The complete i18next catalogue of a language: react-admin texts, the app's texts, menu
 * labels, validation messages, plus resource labels from the generator.
 */
import type { Lang } from '../../shared/resource/types';
import { validationMessages } from '../../shared/validation/messages';
import { MENU, USER_MENU } from '../../shell/navigation';
import { appGerman, appItalian } from './appMessages';
import { raGerman } from './raGerman';
import { raItalian } from './raItalian';

export type Catalogue = Record<string, unknown>;

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Deep merge of catalogues; later ones win. */
export function mergeCatalogues(...parts: Catalogue[]): Catalogue {
  const out: Catalogue = {};
  for (const part of parts) {
    for (const [k, v] of Object.entries(part)) {
      out[k] = isObject(v) && isObject(out[k]) ? mergeCatalogues(out[k] as Catalogue, v) : v;
    }
  }
  return out;
}

/** Flat 'a.b.c' keys -> nested objects (validation messages are flat keys). */
export function nestKeys(flat: Record<string, string>): Catalogue {
  const out: Catalogue = {};
  for (const [key, value] of Object.entries(flat)) {
    const parts = key.split('.');
    let node = out;
    for (const p of parts.slice(0, -1)) {
      if (!isObject(node[p])) node[p] = {};
      node = node[p] as Catalogue;
    }
    node[parts[parts.length - 1]] = value;
  }
  return out;
}

/** All keys, dotted, recursively. */
export function flattenKeys(cat: Catalogue, prefix = ''): string[] {
  return Object.entries(cat).flatMap(([k, v]) =>
    isObject(v) ? flattenKeys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

/**
 * Italian has a CLDR 'many' plural category (1,000,000 ...) that i18next looks up as `x_many`;
 * where a catalogue has only one/other, `x_many` repeats `x_other` so no key shows through.
 */
export function addPluralFallbacks(cat: Catalogue): Catalogue {
  const out: Catalogue = {};
  for (const [k, v] of Object.entries(cat)) {
    out[k] = isObject(v) ? addPluralFallbacks(v) : v;
    if (k.endsWith('_other')) {
      const many = `${k.slice(0, -'_other'.length)}_many`;
      if (!(many in cat)) out[many] = v;
    }
  }
  return out;
}

export function menuMessages(lang: Lang): Catalogue {
  const labels: Record<string, string> = {};
  for (const e of MENU) labels[e.id] = e.label[lang];
  const user: Record<string, string> = {};
  for (const e of USER_MENU) user[e.id] = e.label[lang];
  return { menu: labels, user_menu: user };
}

const BASE: Record<Lang, () => Catalogue[]> = {
  de: () => [raGerman, appGerman, menuMessages('de'), nestKeys(validationMessages.de)],
  it: () => [raItalian, appItalian, menuMessages('it'), nestKeys(validationMessages.it)],
};

/** The language's own catalogue (without resource labels). */
export function baseCatalogue(lang: Lang): Catalogue {
  return mergeCatalogues(...BASE[lang]());
}

/** Everything i18next gets for a language, with the generator's resource labels merged in. */
export function buildCatalogue(lang: Lang, resourceMessages: Catalogue = {}): Catalogue {
  return addPluralFallbacks(mergeCatalogues(baseCatalogue(lang), resourceMessages));
}
