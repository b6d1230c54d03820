import { createContext, useContext } from 'react';
import type { Brand } from '../brands/types';
import type { ResolvedMenu } from './menuModel';

export interface ShellValue {
  brand: Brand;
  menu: ResolvedMenu;
}

export const ShellContext = createContext<ShellValue | null>(null);

export function useShell(): ShellValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell must be used inside <ShellContext.Provider>');
  return value;
}
