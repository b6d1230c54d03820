/**
 * Screens of the shell itself that serve menu entries. Home is react-admin's dashboard at '/'.
 * Later issues register their custom pages here (entry id + route), which enables the entry.
 */
import type { CustomPageRoute } from './menuModel';

export const CUSTOM_PAGES: readonly CustomPageRoute[] = [{ entryId: 'home', path: '/' }];
