/**
 * The create/edit forms (react-hook-form inputs, the shared yup validation, the conflict
 * notice): a chunk of their own, loaded when a form opens, so a list does not wait for them.
 */
export { CreateScreen } from './CreateScreen';
export { EditScreen } from './EditScreen';
