/**
 * Every page's texts (definePageTexts in any messages.ts below src/custom and src/ui): German and
 * Italian have the same keys, no text is empty, and both use the same placeholders.
 */
import { describe, expect, it } from 'vitest';
import type { PageTexts } from '../../../src/providers/i18n/pageTexts';

const modules = import.meta.glob(['../../../src/custom/**/messages.ts', '../../../src/ui/**/messages.ts'], { eager: true });

function isPageTexts(value: unknown): value is PageTexts<Record<string, string>> {
  return typeof value === 'object' && value !== null && 'ns' in value && 'catalogue' in value;
}

const all = Object.entries(modules).flatMap(([file, mod]) =>
  Object.values(mod as Record<string, unknown>).filter(isPageTexts).map((texts) => ({ file, texts })),
);

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('page texts parity', () => {
  it('finds page text namespaces', () => {
    expect(all.length).toBeGreaterThan(0);
  });

  for (const { file, texts } of all) {
    it(`${texts.ns} (${file.replace(/.*src\//, 'src/')}): same keys and placeholders in de and it`, () => {
      const { de, it: itTexts } = texts.catalogue;
      expect(Object.keys(itTexts).sort()).toEqual(Object.keys(de).sort());
      for (const key of Object.keys(de)) {
        expect(de[key].trim(), `de ${key}`).not.toBe('');
        expect(itTexts[key].trim(), `it ${key}`).not.toBe('');
        expect(placeholders(itTexts[key]), `placeholders of ${key}`).toEqual(placeholders(de[key]));
      }
    });
  }
});
