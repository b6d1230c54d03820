/** What the app shell uses from the generator. */
export { buildResourceElements } from './buildResourceElements';
export { resourceMessages } from './resourceMessages';
export { generatorMessages, systemFieldLabels } from './messages';
export { createDataProvider } from '../providers/data/createDataProvider';
export type { LeitstelleDataProvider } from '../providers/data/types';
export type { ResourceExtension, ExtraColumn, ExtensionMap } from './extensions';
export { useDeclaration } from './context';
export { useLang } from './useLang';
export { formatCoordinates } from './format';
