import { createContext, useContext } from 'react';
import type { Brand } from '../brands/types';
import type { ResourceDeclaration } from '../shared/resource/types';
import type { ResolvedMenu } from './menuModel';

export interface ShellValue {
  brand: Brand;
  menu: ResolvedMenu;
  /** The resource declarations the server serves (/api/resources), as the generator uses them. */
  declarations: readonly ResourceDeclaration[];
}

export const ShellContext = createContext<ShellValue | null>(null);

export function useShell(): ShellValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell must be used inside <ShellContext.Provider>');
  return value;
}

/**
 * A served resource declaration by name (null when the server has none of that name): for a page
 * that shows a resource's labels (an enum's options) without bundling its declaration file.
 */
export function useDeclaration(name: string): ResourceDeclaration | null {
  return useShell().declarations.find((d) => d.name === name) ?? null;
}
