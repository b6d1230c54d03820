import { createContext } from 'react';

/**
 * The situation a measure dialog attaches its measure to by default: the one the circulation list
 * was opened from (`/circulation?situation=…`, the situation page's link), given to every dialog by
 * ActionDialogs; null: none chosen.
 */
export const DefaultSituationContext = createContext<string | null>(null);
