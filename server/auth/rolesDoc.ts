import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ROLES, type ResourceDeclaration } from '../../src/shared/resource/types';
import { ACTIONS, mayPerform } from '../../src/shared/auth/permissions';
import { CUSTOM_OPERATIONS } from './permissions';

/**
 * The permission tables of docs/roles.md, generated from the declarations (the ONE place the
 * matrix lives). tests/unit/server-auth/rolesDoc.test.ts fails when the file is out of date;
 * `npx tsx server/auth/rolesDoc.ts` rewrites the generated part.
 */
export const BEGIN = '<!-- generated: roles matrix (npx tsx server/auth/rolesDoc.ts) -->';
export const END = '<!-- end of generated roles matrix -->';

export function rolesMatrixMarkdown(declarations: readonly ResourceDeclaration[]): string {
  const lines = [
    `| Resource | Route | Action | ${ROLES.join(' | ')} |`,
    `| --- | --- | --- | ${ROLES.map(() => ':---:').join(' | ')} |`,
  ];
  for (const d of declarations) {
    for (const a of ACTIONS) {
      const cells = ROLES.map((role) => (mayPerform([role], d, a) ? '✓' : '–'));
      lines.push(`| ${d.label.de.other} (\`${d.name}\`) | \`/${d.path}\` | ${a} | ${cells.join(' | ')} |`);
    }
  }
  lines.push('', '| Operation | Needs the permission | on |', '| --- | --- | --- |');
  for (const [op, action] of Object.entries(CUSTOM_OPERATIONS)) {
    const on = op === 'resourceChanged' ? 'each resource whose changes are delivered (a filter naming a resource the caller may not list is refused)' : 'the resource named in `resource`';
    lines.push(`| \`${op}\` | ${action} | ${on} |`);
  }
  return lines.join('\n');
}

/** The document with its generated part replaced. */
export function withMatrix(doc: string, declarations: readonly ResourceDeclaration[]): string {
  const start = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/roles.md needs the markers ${BEGIN} and ${END}`);
  return `${doc.slice(0, start + BEGIN.length)}\n${rolesMatrixMarkdown(declarations)}\n${doc.slice(end)}`;
}

export const ROLES_DOC = fileURLToPath(new URL('../../docs/roles.md', import.meta.url));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { loadDeclarations } = await import('../resources/load');
  const doc = await readFile(ROLES_DOC, 'utf8');
  await writeFile(ROLES_DOC, withMatrix(doc, await loadDeclarations()));
  console.log(`updated ${ROLES_DOC}`);
}
