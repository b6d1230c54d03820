/**
 * The landing rule (landing.ts) applied to this build: the brand's menu resolved against the
 * declarations, the shell's custom pages and the user's roles. Loaded by the bootstrap only
 * after a sign-in.
 */
import { currentBrand } from '../../brands';
import { resolveMenu } from '../../shell/menuModel';
import { MENU } from '../../shell/navigation';
import { CUSTOM_PAGES } from '../../shell/customPages';
import type { ResourceDeclaration } from '../../shared/resource/types';
import { landingPath } from './landing';

export function landingForUser(declarations: readonly ResourceDeclaration[], roles: readonly string[]): string {
  const menu = resolveMenu({ entries: MENU, declarations, customPages: CUSTOM_PAGES, hiddenIds: currentBrand.hiddenMenuIds });
  return landingPath({
    brand: currentBrand.code,
    tree: menu.tree,
    customPaths: CUSTOM_PAGES.map((p) => p.path),
    roles,
    declarations,
  });
}
