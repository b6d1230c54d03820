import { describe, expect, it } from 'vitest';
import { loadOrderGroups, type ChunkNode } from '../../../scripts/chunk-groups.mjs';

const entries = { boot: '/app/src/main.tsx', login: '/app/src/login.tsx', shell: '/app/src/startApp.tsx' };

/** boot -> (login | shell); both use theme; the shell alone uses router and menu; a screen uses table and menu. */
const chunks: ChunkNode[] = [
  { fileName: 'index.js', imports: ['runtime.js'], moduleIds: ['/app/index.html', '/app/src/main.tsx'] },
  { fileName: 'runtime.js', imports: [], moduleIds: ['/app/runtime'] },
  { fileName: 'login.js', imports: ['theme.js', 'runtime.js'], moduleIds: ['/app/src/login.tsx'] },
  { fileName: 'theme.js', imports: ['runtime.js'], moduleIds: ['/nm/mui/theme.js', '/nm/emotion.js'] },
  { fileName: 'startApp.js', imports: ['theme.js', 'router.js', 'menu.js'], moduleIds: ['/app/src/startApp.tsx'] },
  { fileName: 'router.js', imports: [], moduleIds: ['/nm/router.js'] },
  { fileName: 'menu.js', imports: ['runtime.js'], moduleIds: ['/nm/mui/Menu.js'] },
  { fileName: 'screen.js', imports: ['menu.js', 'table.js'], moduleIds: ['/app/src/screen.tsx'] },
  { fileName: 'table.js', imports: [], moduleIds: ['/app/src/table.tsx'] },
];

describe('loadOrderGroups', () => {
  const groups = loadOrderGroups(chunks, entries);

  it('puts what the login page and the shell both load in common, what only the shell loads in shell', () => {
    expect(groups.get('/nm/mui/theme.js')).toBe('common');
    expect(groups.get('/nm/emotion.js')).toBe('common');
    expect(groups.get('/app/src/startApp.tsx')).toBe('shell');
    expect(groups.get('/nm/router.js')).toBe('shell');
    expect(groups.get('/nm/mui/Menu.js')).toBe('shell');
  });

  it('puts what the boot code imports beyond its own chunk in boot-shared', () => {
    expect(groups.get('/app/runtime')).toBe('boot-shared');
  });

  it('leaves the boot code, the login page alone and the screens to Rolldown', () => {
    for (const id of ['/app/index.html', '/app/src/main.tsx', '/app/src/login.tsx', '/app/src/screen.tsx', '/app/src/table.tsx']) {
      expect(groups.has(id)).toBe(false);
    }
  });

  it('puts what the screens\' theme loads beyond the shell in screens', () => {
    const withTheme = loadOrderGroups(
      [
        ...chunks,
        { fileName: 'screenTheme.js', imports: ['muiCore.js', 'menu.js', 'runtime.js'], moduleIds: ['/app/src/ScreenTheme.tsx'] },
        { fileName: 'muiCore.js', imports: [], moduleIds: ['/nm/mui/Button.js', '/nm/mui/styled.js'] },
      ],
      { ...entries, theme: '/app/src/ScreenTheme.tsx' },
    );
    expect(withTheme.get('/app/src/ScreenTheme.tsx')).toBe('screens');
    expect(withTheme.get('/nm/mui/Button.js')).toBe('screens');
    expect(withTheme.get('/nm/mui/styled.js')).toBe('screens');
    // Already in the shell: stays there.
    expect(withTheme.get('/nm/mui/Menu.js')).toBe('shell');
    expect(withTheme.get('/app/runtime')).toBe('boot-shared');
    expect(withTheme.has('/app/src/table.tsx')).toBe(false);
  });

  it('adds what the pages\' states load to screens, not what one screen alone loads', () => {
    const withKit = loadOrderGroups(
      [
        ...chunks,
        { fileName: 'screenTheme.js', imports: ['runtime.js'], moduleIds: ['/app/src/ScreenTheme.tsx'] },
        { fileName: 'states.js', imports: ['button.js', 'menu.js'], moduleIds: ['/app/src/states.tsx'] },
        { fileName: 'button.js', imports: [], moduleIds: ['/app/node_modules/mui/Button.js', '/app/src/texts.ts'] },
        { fileName: 'dialog.js', imports: ['button.js'], moduleIds: ['/nm/mui/Dialog.js'] },
      ],
      { ...entries, theme: '/app/src/ScreenTheme.tsx', screenKit: '/app/src/states.tsx' },
    );
    expect(withKit.get('/app/node_modules/mui/Button.js')).toBe('screens');
    // The kit's app modules stay where Rolldown puts them (the shell's parts may share them).
    expect(withKit.has('/app/src/states.tsx')).toBe(false);
    expect(withKit.has('/app/src/texts.ts')).toBe(false);
    expect(withKit.has('/nm/mui/Dialog.js')).toBe(false);
    // What the shell loads stays there.
    expect(withKit.get('/nm/mui/Menu.js')).toBe('shell');
  });

  it('adds the small helpers matching screenUtils to screens, from any chunk after the shell', () => {
    const withUtils = loadOrderGroups(
      [
        ...chunks,
        { fileName: 'screenTheme.js', imports: ['runtime.js'], moduleIds: ['/app/src/ScreenTheme.tsx'] },
        { fileName: 'setRef.js', imports: [], moduleIds: ['/app/node_modules/@mui/utils/setRef.js', '/app/node_modules/@mui/material/Grow.js'] },
      ],
      { ...entries, theme: '/app/src/ScreenTheme.tsx', screenUtils: /\/node_modules\/@mui\/utils\// },
    );
    expect(withUtils.get('/app/node_modules/@mui/utils/setRef.js')).toBe('screens');
    expect(withUtils.has('/app/node_modules/@mui/material/Grow.js')).toBe(false);
  });

  it('puts the pages\' code in one chunk per set of pages that load it, not per later part', () => {
    const withPages = loadOrderGroups(
      [
        // The boot code imports the pages too (to fetch the first screen early).
        ...chunks.map((c) => (c.fileName === 'startApp.js' || c.fileName === 'index.js' ? { ...c, dynamicImports: ['pageA.js', 'pageB.js'] } : c)),
        // Page A loads its own code, what it shares with B (split by Rolldown because A's dialog
        // shares one part), and the popper's chunk; its dialog loads later.
        { fileName: 'pageA.js', name: 'PageA', imports: ['ab1.js', 'ab2.js', 'popper.js', 'menu.js'], dynamicImports: ['dialog.js'], moduleIds: ['/app/src/A.tsx'] },
        { fileName: 'pageB.js', name: 'PageB', imports: ['ab1.js', 'ab2.js'], moduleIds: ['/app/src/B.tsx', '/app/src/B2.tsx'] },
        { fileName: 'ab1.js', imports: [], moduleIds: ['/nm/mui/Chip.js'] },
        { fileName: 'ab2.js', imports: ['ab1.js'], moduleIds: ['/nm/mui/Card.js', '/app/src/format.ts'] },
        { fileName: 'dialog.js', imports: ['ab2.js', 'lazyOnly.js'], moduleIds: ['/app/src/Dialog.tsx'] },
        { fileName: 'lazyOnly.js', imports: [], moduleIds: ['/nm/mui/Modal.js'] },
        { fileName: 'popper.js', name: 'popper', imports: ['portal.js'], moduleIds: ['/nm/mui/Popper.js'] },
        { fileName: 'portal.js', imports: [], moduleIds: ['/nm/mui/Portal.js'] },
      ],
      { ...entries, pages: { keep: /^popper$/ } },
    );
    expect(withPages.get('/app/src/A.tsx')).toBe('page-PageA');
    expect(withPages.get('/app/src/B.tsx')).toBe('page-PageB');
    expect(withPages.get('/app/src/B2.tsx')).toBe('page-PageB');
    // Shared by both pages: one chunk, however Rolldown split it.
    const shared = withPages.get('/nm/mui/Chip.js');
    expect(shared).toMatch(/^pages-/);
    expect(withPages.get('/nm/mui/Card.js')).toBe(shared);
    expect(withPages.get('/app/src/format.ts')).toBe(shared);
    // What only a later part loads, the popper's chunk and what it loads: left to Rolldown.
    for (const id of ['/app/src/Dialog.tsx', '/nm/mui/Modal.js', '/nm/mui/Popper.js', '/nm/mui/Portal.js']) expect(withPages.has(id)).toBe(false);
    // Already in the shell: stays there.
    expect(withPages.get('/nm/mui/Menu.js')).toBe('shell');
  });

  it('merges shared groups where the saved requests are worth the bytes other pages load', () => {
    const pages = ['pageA.js', 'pageB.js', 'pageC.js', 'screenTheme.js'];
    const withSmall = loadOrderGroups(
      [
        // The boot code imports the pages; the shell imports them and its bell.
        ...chunks.map((c) => (c.fileName === 'index.js' ? { ...c, dynamicImports: pages } : c.fileName === 'startApp.js' ? { ...c, dynamicImports: [...pages, 'bell.js'] } : c)),
        { fileName: 'screenTheme.js', imports: ['muiCore.js'], moduleIds: ['/app/src/ScreenTheme.tsx'] },
        { fileName: 'muiCore.js', imports: [], moduleIds: ['/nm/mui/Button.js'] },
        { fileName: 'pageA.js', name: 'PageA', imports: ['muiCore.js', 'ab.js', 'abc.js', 'ac.js'], moduleIds: ['/app/src/A.tsx'], size: 5000 },
        { fileName: 'pageB.js', name: 'PageB', imports: ['muiCore.js', 'ab.js', 'abc.js', 'bc.js'], moduleIds: ['/app/src/B.tsx'], size: 5000 },
        { fileName: 'pageC.js', name: 'PageC', imports: ['muiCore.js', 'abc.js', 'bc.js', 'ac.js', 'cBell.js'], moduleIds: ['/app/src/C.tsx'], size: 5000 },
        // A part of the shell that loads neither the screens' MUI nor a kept chunk: what it
        // loads goes in shell-parts, which page C imports too.
        { fileName: 'bell.js', name: 'Bell', imports: ['cBell.js'], moduleIds: ['/app/src/Bell.tsx'], size: 3000 },
        { fileName: 'cBell.js', imports: [], moduleIds: ['/app/src/cBell.ts'], size: 100 },
        { fileName: 'ab.js', imports: ['abc.js'], moduleIds: ['/app/src/ab.ts'], size: 300 },
        { fileName: 'abc.js', imports: [], moduleIds: ['/app/src/abc.ts'], size: 9000 },
        { fileName: 'bc.js', imports: [], moduleIds: ['/app/src/bc.ts'], size: 100 },
        { fileName: 'ac.js', imports: [], moduleIds: ['/app/src/ac.ts'], size: 200 },
      ],
      // abc+bc costs page A 100 bytes, then +ac page B 200, then +ab would cost page C 300.
      { ...entries, theme: '/app/src/ScreenTheme.tsx', pages: { keep: /^popper$/, bytesPerRequest: 250, bytesPerPage: 250 } },
    );
    expect(withSmall.get('/nm/mui/Button.js')).toBe('screens');
    expect(withSmall.get('/app/src/Bell.tsx')).toBe('shell-parts');
    expect(withSmall.get('/app/src/cBell.ts')).toBe('shell-parts');
    const merged = withSmall.get('/app/src/abc.ts');
    expect(merged).toMatch(/^pages-/);
    expect(withSmall.get('/app/src/bc.ts')).toBe(merged);
    expect(withSmall.get('/app/src/ac.ts')).toBe(merged);
    expect(withSmall.get('/app/src/ab.ts')).toMatch(/^pages-/);
    expect(withSmall.get('/app/src/ab.ts')).not.toBe(merged);
    expect(withSmall.get('/app/src/A.tsx')).toBe('page-PageA');
  });

  it('groups nothing when an entry is in no chunk', () => {
    expect(loadOrderGroups(chunks.filter((c) => c.fileName !== 'login.js'), entries).size).toBe(0);
  });
});
