export { mapViewsSchemaExtension } from './schema';
