/**
 * The create/edit forms (react-hook-form inputs, the shared yup validation, the conflict
 * notice) and the read-only show page (with its versions dialog): a chunk of their own, loaded
 * when a form or a record opens, so a list does not wait for them.
 */
export { CreateScreen } from './CreateScreen';
export { EditScreen } from './EditScreen';
export { ShowScreen } from './ShowScreen';
