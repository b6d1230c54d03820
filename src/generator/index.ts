/**
 * The generator's screens chunk, loaded lazily by the shell (see buildResourceElements.tsx)
 * when a resource screen is first shown; also the API for resource extensions.
 * Keep the data provider and buildResourceElements out of here: they have their own chunks.
 */
export { ResourceList } from './ResourceList';
/** The create/edit forms and the show page, a further chunk (forms.ts). */
export const loadForms = () => import('./forms');
export { resourceMessages } from './resourceMessages';
export { generatorMessages, systemFieldLabels } from './messages';
export type { LeitstelleDataProvider } from '../providers/data/types';
export type { ResourceExtension, ExtraColumn, ExtensionMap, FieldOverrideProps, ExportValue } from './extensions';
export { useDeclaration } from './context';
export { useLang } from './useLang';
export { formatCoordinates } from './format';
