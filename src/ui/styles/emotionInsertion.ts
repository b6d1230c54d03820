/**
 * Stands in for @emotion/use-insertion-effect-with-fallbacks in the build (vite.config.ts,
 * emotionInsertionDuringRender), issue 15.
 *
 * A styled MUI part inserts its CSS rule the first time it renders. With React's
 * useInsertionEffect that happens in the commit, which React never slices: a screen's first
 * render put all its parts' rules (stylis parsing them, insertRule) into one task, 100–200 ms at
 * 4x on a phone (the Bildfahrplan, the situation report). Inserted while rendering, as emotion
 * does with React versions without the hook, the rules go in during the render's slices. A render
 * that React throws away leaves its rules in the sheet, which is harmless: emotion inserts a rule
 * once per class name and keeps it.
 *
 * Global styles (the second export) keep React's insertion effect: they are removed again when
 * their component goes, so they must follow the commit.
 */
import { useInsertionEffect } from 'react';

export function useInsertionEffectAlwaysWithSyncFallback(create: () => void): void {
  create();
}

export const useInsertionEffectWithLayoutFallback = useInsertionEffect;
