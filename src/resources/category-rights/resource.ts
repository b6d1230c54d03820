import { defineResource } from '../../shared/resource/types';
import { CATEGORY_RIGHT_SUBJECTS } from '../../shared/situations/model';

const ROLE_SUBJECTS = ['dispatcher', 'planner', 'viewer'] as const;

/**
 * Rights per category (Rechte für Kategorien, issue 13 item 7): who may view, edit, publish and
 * close the situations of one category. The subject is a report user (by sign-in name), a group
 * of report users, or an application role. The rule (server/situations/rights.ts): admins hold
 * every right; otherwise the union of the rows naming the user, their group or one of their roles;
 * no row, no right; without `view` nothing else counts.
 */
export default defineResource({
  name: 'CategoryRight',
  path: 'rechte_fuer_kategorien',
  table: 'category_rights',
  label: {
    de: { one: 'Recht für Kategorie', other: 'Rechte für Kategorien' },
    it: { one: 'Permesso per categoria', other: 'Permessi per categorie' },
  },
  recordRepresentation: '{subjectKind}: {subject}',
  menu: { entry: 'rechte_fuer_kategorien' },
  history: true,
  // Who may see what is the admins' business; everyone else asks Query.myCategoryRights.
  permissions: { list: ['admin'], show: ['admin'], create: ['admin'], edit: ['admin'], delete: ['admin'] },
  uniqueTogether: [
    {
      fields: ['categoryId', 'subjectKind', 'subject'],
      message: {
        de: 'Für diese Kategorie gibt es bereits eine Zeile mit diesem Nutzer, dieser Gruppe oder dieser Rolle',
        it: 'Per questa categoria esiste già una riga con questo utente, gruppo o ruolo',
      },
    },
  ],
  form: {
    sections: [
      { title: { de: 'Wer', it: 'Chi' }, fields: ['categoryId', 'subjectKind', 'subject'] },
      { title: { de: 'Rechte', it: 'Permessi' }, fields: ['view', 'edit', 'publish', 'close'] },
    ],
  },
  fields: [
    { name: 'categoryId', type: 'reference', reference: 'Category', optionText: 'name', required: true, onDelete: 'cascade', label: { de: 'Kategorie', it: 'Categoria' } },
    {
      name: 'subjectKind',
      type: 'enum',
      required: true,
      default: 'role',
      label: { de: 'Art', it: 'Tipo' },
      options: CATEGORY_RIGHT_SUBJECTS.map((value) => ({
        value,
        label: {
          user: { de: 'Nutzer (Anmeldename)', it: 'Utente (nome di accesso)' },
          group: { de: 'Gruppe', it: 'Gruppo' },
          role: { de: 'Rolle (admin, dispatcher, planner, viewer)', it: 'Ruolo (admin, dispatcher, planner, viewer)' },
        }[value],
      })),
    },
    {
      name: 'subject',
      type: 'string',
      required: true,
      maxLength: 80,
      label: { de: 'Nutzer, Gruppe oder Rolle', it: 'Utente, gruppo o ruolo' },
    },
    { name: 'view', type: 'boolean', default: true, label: { de: 'Ansehen', it: 'Visualizzare' } },
    { name: 'edit', type: 'boolean', default: false, label: { de: 'Bearbeiten', it: 'Modificare' } },
    { name: 'publish', type: 'boolean', default: false, label: { de: 'Veröffentlichen', it: 'Pubblicare' } },
    { name: 'close', type: 'boolean', default: false, label: { de: 'Abschließen', it: 'Chiudere' } },
  ],
  list: {
    columns: ['categoryId', 'subjectKind', 'subject', 'view', 'edit', 'publish', 'close'],
    sort: { field: 'subject', order: 'ASC' },
    filters: ['categoryId', 'subjectKind'],
    search: ['subject'],
  },
  seed: {
    // The demo works out of the box: dispatchers hold all four rights on every situation-report
    // category, planners and viewers may look; one group row shows the group rule.
    rows: ['BETRIEB', 'FAHRZEUG', 'INFRA', 'EXTERN', 'PERSONAL', 'INFO'].flatMap((code) => [
      { categoryId: { $ref: { field: 'code', value: code } }, subjectKind: 'role', subject: 'dispatcher', view: true, edit: true, publish: true, close: true },
      ...ROLE_SUBJECTS.slice(1).map((role) => ({ categoryId: { $ref: { field: 'code', value: code } }, subjectKind: 'role', subject: role, view: true, edit: false, publish: false, close: false })),
    ]).concat([
      { categoryId: { $ref: { field: 'code', value: 'INFRA' } }, subjectKind: 'group', subject: 'Infrastrukturmanagement', view: true, edit: true, publish: false, close: false },
      { categoryId: { $ref: { field: 'code', value: 'PERSONAL' } }, subjectKind: 'user', subject: 'a.pichler', view: true, edit: true, publish: true, close: false },
    ]),
  },
});
