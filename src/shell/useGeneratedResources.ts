/**
 * Loads the generator (screens and data provider code) after the shell is on screen, adds the
 * resources' labels to i18next and returns the <Resource> elements.
 */
import { useEffect, useState, type ReactElement } from 'react';
import type { i18n as I18n } from 'i18next';
import { addPluralFallbacks } from '../providers/i18n/catalogue';
import { LANGS, type ResourceDeclaration } from '../shared/resource/types';

export type GeneratorModule = typeof import('../generator');

let generatorPromise: Promise<GeneratorModule> | null = null;

/** The generator chunk, loaded once (and again after a failure). */
export function loadGenerator(): Promise<GeneratorModule> {
  generatorPromise ??= import('../generator').catch((error: unknown) => {
    generatorPromise = null;
    throw error;
  });
  return generatorPromise;
}

export type GeneratedResources =
  | { status: 'loading'; elements: ReactElement[] }
  | { status: 'ready'; elements: ReactElement[] }
  | { status: 'failed'; elements: ReactElement[]; error: unknown };

export function useGeneratedResources(declarations: ResourceDeclaration[], i18next: I18n): GeneratedResources {
  const [state, setState] = useState<GeneratedResources>({ status: 'loading', elements: [] });
  useEffect(() => {
    let live = true;
    loadGenerator()
      .then((gen) => {
        for (const lang of LANGS) {
          const messages = addPluralFallbacks(gen.resourceMessages(declarations, lang) as Record<string, unknown>);
          i18next.addResourceBundle(lang, 'translation', messages, true, true);
        }
        if (live) setState({ status: 'ready', elements: gen.buildResourceElements(declarations) });
      })
      .catch((error: unknown) => {
        console.error('Leitstelle: loading the resource screens failed', error);
        if (live) setState({ status: 'failed', elements: [], error });
      });
    return () => {
      live = false;
    };
  }, [declarations, i18next]);
  return state;
}
