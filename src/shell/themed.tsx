/**
 * The shell is drawn without MUI (issue 15); what is drawn with MUI (the screens, the bell, the
 * toasts) renders inside the screens' theme (ScreenTheme.tsx), which comes in a chunk of its own,
 * loaded together with the MUI part that needs it.
 */
import type { ComponentType, ReactNode } from 'react';
import { keptPart } from '../ui/keptLoad';
import { lazyKept } from '../ui/preloadable';
import { loadScreenTheme as loadTheme } from './loadScreenTheme';

/** A lazily loaded component, rendered inside the screens' theme; the two chunks load in parallel. */
export function themed<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): () => Promise<{ default: ComponentType<P> }> {
  return () =>
    Promise.all([load(), loadTheme()]).then(([{ default: Part }, { ScreenTheme }]) => ({
      default: function Themed(props: P) {
        return (
          <ScreenTheme>
            <Part {...props} />
          </ScreenTheme>
        );
      },
    }));
}

/** The screens' theme around `children`, once its chunk is there (suspends until then, unless it is). */
export const ThemeScope: ComponentType<{ children: ReactNode }> = lazyKept(keptPart(loadTheme, (m) => ({ default: m.ScreenTheme })));
