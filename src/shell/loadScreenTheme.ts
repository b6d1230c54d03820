/**
 * The screens' MUI theme chunk (ScreenTheme.tsx), loaded once: by the boot code for a screen
 * opened directly (prefetchRoute.ts), otherwise with the first screen that needs it (themed.tsx).
 * Plain TypeScript: the boot code imports it.
 */
import { keepLoad } from '../ui/keptLoad';

export const loadScreenTheme = keepLoad(() => import('./ScreenTheme'));
