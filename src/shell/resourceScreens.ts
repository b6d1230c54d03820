/**
 * The lazy parts behind the shell: the generator's screens (with the resources' labels, added
 * to i18next before any screen renders) and the data provider (Apollo, GraphQL). Each is a
 * separate chunk fetched when a screen or a data call first needs it, once; a failed load is
 * tried again on the next use.
 */
import type { i18n as I18n } from 'i18next';
import type { DataProvider } from 'ra-core';
import type { ScreensModule } from '../generator/buildResourceElements';
import { addPluralFallbacks } from '../providers/i18n/catalogue';
import { LANGS, type ResourceDeclaration } from '../shared/resource/types';
import { keepLoad, type KeptLoad } from '../ui/keptLoad';
import { lazyDataProvider } from './lazyDataProvider';

/** `prefetch` starts loading what every screen needs next (the data layer) in parallel. */
export function createScreensLoader(
  declarations: ResourceDeclaration[],
  i18next: I18n,
  prefetch?: () => void,
): KeptLoad<ScreensModule> {
  return keepLoad(async () => {
    prefetch?.();
    const gen = await import('../generator');
    for (const lang of LANGS) {
      const messages = addPluralFallbacks(gen.resourceMessages(declarations, lang) as Record<string, unknown>);
      i18next.addResourceBundle(lang, 'translation', messages, true, true);
    }
    return gen;
  });
}

/** The data provider, loaded on its first call or when `prefetch` is called. */
export function createLazyDataProvider(declarations: ResourceDeclaration[]): { provider: DataProvider; prefetch: () => void } {
  const load = keepLoad(() => import('../providers/data/createDataProvider').then((m) => m.createDataProvider(declarations)));
  return {
    provider: lazyDataProvider(load),
    // A failed prefetch is retried by the provider's first call.
    prefetch: () => void load().catch(() => undefined),
  };
}
