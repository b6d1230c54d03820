/**
 * The landing rule (landing.ts) applied to this build: the brand's menu resolved against the
 * declarations, the shell's custom pages and the user's roles. Loaded by the bootstrap only
 * after a sign-in.
 */
import { currentBrand } from '../../brands';
import { resolveMenu } from '../../shell/menuModel';
import { MENU } from '../../shell/navigation';
import { customPagesFor } from '../../shell/customPages';
import type { ResourceDeclaration } from '../../shared/resource/types';
import { landingPath } from './landing';

export function landingForUser(declarations: readonly ResourceDeclaration[], roles: readonly string[]): string {
  const pages = customPagesFor(roles);
  const menu = resolveMenu({ entries: MENU, declarations, customPages: pages, hiddenIds: currentBrand.hiddenMenuIds });
  return landingPath({
    brand: currentBrand.code,
    tree: menu.tree,
    customPaths: pages.map((p) => p.path),
    roles,
    declarations,
  });
}
