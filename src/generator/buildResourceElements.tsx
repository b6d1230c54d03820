import { lazy, type ComponentType, type ReactElement } from 'react';
import { keptPart, type KeptLoad } from '../ui/keptLoad';
import { lazyKept } from '../ui/preloadable';
import { Resource } from 'ra-core';
import { allowedRoles } from '../shared/auth/permissions';
import type { ResourceDeclaration } from '../shared/resource/types';
import { DeclarationProvider } from './context';
import { recordTitle } from '../shared/resource/representation';

/** The screens chunk (src/generator/index.ts): list/show/create/edit UI, loaded on first use. */
export type ScreensModule = typeof import('./index');

/**
 * One react-admin <Resource> per declaration, named by its route (decl.path).
 * With decl.form.dialog, create and edit are dialogs rendered by the list
 * (the list route /<path>/* stays mounted); otherwise they are pages.
 *
 * The routes are registered at once (so /bahnhoeffelist works as a URL and the not-found page
 * knows every route), but the screens themselves are lazy: the generator's code, react-admin's
 * list/form UI and the validation stay out of the shell until a resource screen renders.
 * `loadScreens` must resolve only once the resource labels are in i18next.
 * A screen whose chunk is already there renders at once (src/ui/keptLoad.ts says why).
 */
export function buildResourceElements(
  declarations: ResourceDeclaration[],
  loadScreens: KeptLoad<ScreensModule>,
): ReactElement[] {
  // Rendered at once when the screens' chunk is already there (App starts it for a list opened directly).
  const screen = <P extends object>(pick: (m: ScreensModule) => ComponentType<P>) =>
    lazyKept(keptPart(loadScreens, (m) => ({ default: pick(m) })));
  const ResourceList = screen((m) => m.ResourceList);
  const form = <P extends object>(pick: (m: Awaited<ReturnType<ScreensModule['loadForms']>>) => ComponentType<P>) =>
    lazy(() => loadScreens().then((m) => m.loadForms()).then((f) => ({ default: pick(f) })));
  const CreateScreen = form((f) => f.CreateScreen);
  const EditScreen = form((f) => f.EditScreen);
  const ShowScreen = form((f) => f.ShowScreen);
  return declarations.map((decl) => {
    const value = { decl, all: declarations };
    const dialog = decl.form?.dialog === true;
    const page = (el: ReactElement) => <DeclarationProvider value={value}>{el}</DeclarationProvider>;
    // A resource nobody may write (e.g. the change history, written by the server) has no create
    // or edit at all, so react-admin does not invite to create the first record either.
    const creatable = allowedRoles(decl, 'create').length > 0;
    const editable = allowedRoles(decl, 'edit').length > 0;
    return (
      <Resource
        key={decl.path}
        name={decl.path}
        recordRepresentation={(record) => recordTitle(decl, record)}
        options={{ label: decl.label.de.title ?? decl.label.de.other }}
        list={<ResourceList decl={decl} all={declarations} />}
        show={<ShowScreen decl={decl} all={declarations} />}
        create={dialog || !creatable ? undefined : page(<CreateScreen />)}
        edit={dialog || !editable ? undefined : page(<EditScreen />)}
        hasCreate={creatable}
        hasEdit={editable}
      />
    );
  });
}
