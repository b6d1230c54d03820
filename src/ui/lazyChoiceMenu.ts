/** ChoiceMenu's code, loaded when a menu button is about to be used (useLazyMenu's preload). */
import { preloadable } from './preloadable';

export const lazyChoiceMenu = preloadable(() => import('./ChoiceMenu').then((m) => m.ChoiceMenu));

/** For useLazyMenu: starts the download; a failure is tried again at the next approach. */
export const preloadChoiceMenu = (): void => void lazyChoiceMenu.preload().catch(() => undefined);
