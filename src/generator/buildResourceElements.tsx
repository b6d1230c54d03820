import type { ReactElement } from 'react';
import { Resource } from 'react-admin';
import type { ResourceDeclaration } from '../shared/resource/types';
import { DeclarationProvider } from './context';
import { CreateScreen } from './CreateScreen';
import { representationField } from './declarationUtils';
import { EditScreen } from './EditScreen';
import { iconOf } from './icons';
import { ResourceList } from './ResourceList';
import { ShowScreen } from './ShowScreen';

/**
 * One react-admin <Resource> per declaration, named by its route (decl.path).
 * With decl.form.dialog, create and edit are dialogs rendered by the list
 * (the list route /<path>/* stays mounted); otherwise they are pages.
 */
export function buildResourceElements(declarations: ResourceDeclaration[]): ReactElement[] {
  return declarations.map((decl) => {
    const value = { decl, all: declarations };
    const dialog = decl.form?.dialog === true;
    const page = (el: ReactElement) => <DeclarationProvider value={value}>{el}</DeclarationProvider>;
    return (
      <Resource
        key={decl.path}
        name={decl.path}
        icon={iconOf(decl.name)}
        recordRepresentation={representationField(decl)}
        options={{ label: decl.label.de.other }}
        list={<ResourceList decl={decl} all={declarations} />}
        show={<ShowScreen decl={decl} all={declarations} />}
        create={dialog ? undefined : page(<CreateScreen />)}
        edit={dialog ? undefined : page(<EditScreen />)}
        hasCreate
        hasEdit
      />
    );
  });
}
