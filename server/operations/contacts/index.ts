export { contactsSchemaExtension } from './schema';
export { rosterContacts, stableHash } from './roster';
