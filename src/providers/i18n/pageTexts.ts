/**
 * Page texts as i18next namespaces: a custom page declares its de and it texts once with
 * definePageTexts(); the namespace is added to the app's i18next instance when the page's chunk
 * is evaluated (so the texts load with the page), and i18next does the interpolation
 * ({{name}}, {{count, number}}) and plurals (key_one / key_other).
 *
 * Outside the app (unit tests, or before createI18n has run) a small standalone instance with
 * the same options answers, so a page's pure modules can be tested without React.
 */
import { createInstance, type i18n as I18n } from 'i18next';
import type { Lang } from '../../shared/resource/types';

type Dictionary = Record<string, string>;

/** Plural variants share one key for callers: trainCount_one + trainCount_other -> trainCount. */
export type TextKey<D> = {
  [K in keyof D & string]: K extends `${infer Base}_${'zero' | 'one' | 'other'}` ? Base : K;
}[keyof D & string];

export type TextArgs = Record<string, string | number | undefined>;

export interface PageTexts<D extends Dictionary> {
  /** The i18next namespace. */
  ns: string;
  /** The text in a language, interpolated (count picks the plural form). */
  text(lang: Lang, key: TextKey<D>, args?: TextArgs): string;
  /**
   * One text of a key family `prefix.value` (e.g. status.delayed); the value itself when the
   * family has no such member (values that come from data, not from code).
   */
  label(lang: Lang, prefix: string, value: string): string;
  /** Both catalogues, for the parity test. */
  catalogue: Record<Lang, D>;
}

/** i18next options shared by the app instance and the standalone one. */
export const PAGE_TEXT_OPTIONS = {
  // Keys are flat: "status.delayed" is one key, not a path.
  keySeparator: false as const,
  nsSeparator: false as const,
  interpolation: { escapeValue: false },
  returnNull: false,
};

// Per call as well: the app's instance keeps react-admin's nested keys (ra.action.save).
const FLAT = { keySeparator: false, nsSeparator: false } as const;

const registered: PageTexts<Dictionary>[] = [];
let attached: I18n | null = null;
let standalone: I18n | null = null;

function addTo(instance: I18n, texts: PageTexts<Dictionary>): void {
  for (const lang of Object.keys(texts.catalogue) as Lang[]) {
    instance.addResourceBundle(lang, texts.ns, texts.catalogue[lang], true, true);
  }
}

function standaloneInstance(): I18n {
  if (!standalone) {
    standalone = createInstance();
    void standalone.init({ ...PAGE_TEXT_OPTIONS, lng: 'de', fallbackLng: 'de', resources: {}, initImmediate: false });
    for (const texts of registered) addTo(standalone, texts);
  }
  return standalone;
}

function instance(): I18n {
  return attached ?? standaloneInstance();
}

/**
 * Texts without arguments, by namespace, language and key, once looked up. A lookup through
 * i18next costs 5–11 µs (options, plural and namespace resolution), and tables ask for the same
 * labels in every row (issue 15). The catalogues never change after they are added; the cache is
 * emptied when the app's instance takes over from the standalone one.
 */
const plain = new Map<string, string>();
const PLAIN_KEPT = 5000;

/** Called once by createI18n: every namespace declared so far, and every later one, joins the app's i18next. */
export function attachPageTexts(i18next: I18n): void {
  attached = i18next;
  plain.clear();
  for (const texts of registered) addTo(i18next, texts);
}

function cachedText(cacheKey: string, look: () => string): string {
  let text = plain.get(cacheKey);
  if (text === undefined) {
    text = look();
    // Labels of values from data (label()) could be many: the cache starts again past a bound.
    if (plain.size >= PLAIN_KEPT) plain.clear();
    plain.set(cacheKey, text);
  }
  return text;
}

export function definePageTexts<D extends Dictionary>(
  ns: string,
  de: D,
  it: { [K in keyof D]: string },
): PageTexts<D> {
  const texts: PageTexts<D> = {
    ns,
    catalogue: { de, it: it as D },
    text: (lang, key, args) =>
      args === undefined
        ? cachedText(`${ns}\u0000${lang}\u0000${key}`, () => instance().t(key, { ...FLAT, lng: lang, ns }))
        : instance().t(key, { ...args, ...FLAT, lng: lang, ns }),
    label: (lang, prefix, value) => {
      const key = `${prefix}.${value}`;
      return cachedText(`${ns}\u0001${lang}\u0000${key}`, () => {
        const options = { ...FLAT, lng: lang, ns };
        return instance().exists(key, options) ? instance().t(key, options) : value;
      });
    },
  };
  if (registered.some((r) => r.ns === ns)) throw new Error(`page texts: namespace "${ns}" is declared twice`);
  registered.push(texts as unknown as PageTexts<Dictionary>);
  if (attached) addTo(attached, texts as unknown as PageTexts<Dictionary>);
  if (standalone) addTo(standalone, texts as unknown as PageTexts<Dictionary>);
  return texts;
}
