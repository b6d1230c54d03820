/**
 * A server text catalogue (de default, it) of one API area: the texts of refusals and errors in
 * the caller's language, and the GraphQL errors that carry them. The Italian catalogue is typed by
 * the German one, so a key missing in Italian does not compile; `keys` serves the catalogue
 * completeness tests. Used by server/operations/{api,contacts,timetable,vehicle-messages,demo-control}/messages.ts.
 */
import { GraphQLError } from 'graphql';
import type { Lang } from '../src/shared/resource/types';
import { interpolate } from '../src/shared/validation/messages';

export type TextArgs = Record<string, unknown>;

export interface Catalogue<K extends string> {
  /** The text of a known key. */
  text(lang: Lang, key: K, args?: TextArgs): string;
  /** The text of a key built at run time; an unknown key is answered with itself. */
  lookup(lang: Lang, key: string, args?: TextArgs): string;
  has(key: string): key is K;
  keys(lang: Lang): string[];
  /** BAD_USER_INPUT with the key in `extensions`, so clients and tests can tell the cases apart. */
  badInput(lang: Lang, key: string, args?: Record<string, string | number>): GraphQLError;
  forbidden(lang: Lang, key: K): GraphQLError;
}

export function serverCatalogue<K extends string>(de: Record<K, string>, it: Record<K, string>): Catalogue<K> {
  const messages: Record<Lang, Record<K, string>> = { de, it };
  const catalogue = (lang: Lang): Record<string, string> => messages[lang] ?? messages.de;
  const lookup = (lang: Lang, key: string, args: TextArgs = {}): string => interpolate(catalogue(lang)[key] ?? key, args);
  return {
    text: lookup,
    lookup,
    has: (key: string): key is K => Object.hasOwn(de, key),
    keys: (lang) => Object.keys(messages[lang]),
    badInput: (lang, key, args = {}) => new GraphQLError(lookup(lang, key, args), { extensions: { code: 'BAD_USER_INPUT', key } }),
    forbidden: (lang, key) => new GraphQLError(lookup(lang, key), { extensions: { code: 'FORBIDDEN' } }),
  };
}
