import { Route, Routes } from 'react-router';
import { CreateScreen } from './CreateScreen';
import { EditScreen } from './EditScreen';

/**
 * With decl.form.dialog the list stays mounted and create/edit open over it;
 * the URL still changes (/<path>/create, /<path>/:id). Rendered inside the
 * list's route (/<path>/*), so these paths are relative to the list.
 */
export function DialogRoutes() {
  return (
    <Routes>
      <Route path="create" element={<CreateScreen dialog />} />
      <Route path=":id" element={<EditScreen dialog />} />
    </Routes>
  );
}
