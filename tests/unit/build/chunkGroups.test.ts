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

  it('groups nothing when an entry is in no chunk', () => {
    expect(loadOrderGroups(chunks.filter((c) => c.fileName !== 'login.js'), entries).size).toBe(0);
  });
});
