import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';

// The forms are their own chunk (forms.ts): the list shows without them.
const CreateScreen = lazy(() => import('./forms').then((m) => ({ default: m.CreateScreen })));
const EditScreen = lazy(() => import('./forms').then((m) => ({ default: m.EditScreen })));

/**
 * With decl.form.dialog the list stays mounted and create/edit open over it;
 * the URL still changes (/<path>/create, /<path>/:id). Rendered inside the
 * list's route (/<path>/*), so these paths are relative to the list.
 * The Suspense boundary is local, so loading the form chunk never hides the list.
 */
export function DialogRoutes() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route path="create" element={<CreateScreen dialog />} />
        <Route path=":id" element={<EditScreen dialog />} />
      </Routes>
    </Suspense>
  );
}
