import { createContext, useContext, type ReactNode } from 'react';
import type { ResourceDeclaration } from '../shared/resource/types';

export interface DeclarationContextValue {
  decl: ResourceDeclaration;
  /** All declarations (references need the target's route). */
  all: readonly ResourceDeclaration[];
}

const DeclarationContext = createContext<DeclarationContextValue | null>(null);

export function DeclarationProvider({ value, children }: { value: DeclarationContextValue; children: ReactNode }) {
  return <DeclarationContext.Provider value={value}>{children}</DeclarationContext.Provider>;
}

export function useDeclaration(): DeclarationContextValue {
  const value = useContext(DeclarationContext);
  if (!value) throw new Error('useDeclaration outside a generated screen');
  return value;
}
