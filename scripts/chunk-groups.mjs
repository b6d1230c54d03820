// Chunks that follow the app's loading order, which Rolldown cannot see (vite.config.ts). The
// boot code (src/main.tsx) loads either the login page or the shell (src/shell/startApp.tsx), and
// every screen is imported by the shell, so what the shell imports statically is always there
// before a screen's chunk. Left to itself, Rolldown still splits the shell's modules by the set of
// dynamic imports that reach them: some twenty small chunks that every screen fetches, each
// compressed on its own (about 11 KB gzip more per screen; docs/architecture.md).
//
// So the build runs twice: a first pass in memory gives Rolldown's chunks and which chunk loads
// which; the real build then puts the modules that both the login page and the shell load (not
// the boot code's) in one chunk 'common', and the modules only the shell loads in one chunk
// 'shell'. Likewise the screens' theme (src/shell/ScreenTheme.tsx): every screen but Home loads it
// with MUI's core, and what it loads beyond the shell goes in one chunk 'screens' (drawn with MUI,
// only the screens, the bell's popover and the toasts load it). No chunk loads earlier than
// before, and no screen loads a module it did not load, except what the pages' common states
// load from packages (entries.screenKit, src/ui/states: MUI's buttons, alerts, progress, text),
// which go in 'screens' too: nearly every screen shows them, and split across a few small shared
// chunks they compressed worse (about 5 KB gzip more per screen). The kit's own app modules stay
// out (the shell's bell shares some, and must not load 'screens'); the packages import no app
// module, so 'screens' never imports a later chunk. MUI's small helpers (entries.screenUtils) go
// there as well, for the same reason.
// Types: chunk-groups.d.mts.
import { resolve } from 'node:path';

/** Set while the first pass runs, so that it neither starts another pass nor groups anything. */
export const FIRST_PASS_ENV = 'LEITSTELLE_CHUNK_FIRST_PASS';

/** The chunks loaded with `start`: itself and what it imports statically, transitively. */
function loadedWith(byFile, start) {
  const seen = new Set();
  const stack = [start.fileName];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const dep of byFile.get(file)?.imports ?? []) stack.push(dep);
  }
  return seen;
}

export function loadOrderGroups(chunks, entries) {
  const groups = new Map();
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  // The chunk holding an entry module (the boot code's chunk is index.html's, not main.tsx's).
  const chunkOf = (id) => chunks.find((c) => c.moduleIds.includes(id));
  const boot = chunkOf(entries.boot);
  const login = chunkOf(entries.login);
  const shell = chunkOf(entries.shell);
  if (!boot || !login || !shell) return groups;
  const withBoot = loadedWith(byFile, boot);
  const withLogin = loadedWith(byFile, login);
  const withShell = loadedWith(byFile, shell);
  // What the boot code imports statically beyond its own chunk (modules it shares with later
  // chunks: the message catalogue, the kept loads, Vite's preload helper) in one chunk 'boot-shared'
  // instead of one small request each.
  for (const file of withBoot) {
    if (file === boot.fileName) continue;
    for (const id of byFile.get(file)?.moduleIds ?? []) groups.set(id, 'boot-shared');
  }
  for (const file of withShell) {
    if (withBoot.has(file)) continue;
    const group = withLogin.has(file) ? 'common' : 'shell';
    for (const id of byFile.get(file)?.moduleIds ?? []) groups.set(id, group);
  }
  const theme = entries.theme ? chunkOf(entries.theme) : undefined;
  const kit = theme && entries.screenKit ? chunkOf(entries.screenKit) : undefined;
  const fromPackages = (id) => id.includes('/node_modules/');
  for (const [start, only] of [[theme, () => true], [kit, fromPackages]]) {
    if (!start) continue;
    for (const file of loadedWith(byFile, start)) {
      if (withBoot.has(file) || withLogin.has(file) || withShell.has(file)) continue;
      for (const id of byFile.get(file)?.moduleIds ?? []) if (only(id)) groups.set(id, 'screens');
    }
  }
  // MUI's small helpers (@mui/utils, @mui/material/utils: refs, owner document, slot props, ...)
  // with the theme: many components share them, and left to Rolldown they became a dozen chunks
  // of a few hundred bytes that a page requests one by one. They import only each other and
  // React, so 'screens' still imports no later chunk.
  if (theme && entries.screenUtils) {
    for (const chunk of chunks) {
      if (withBoot.has(chunk.fileName) || withLogin.has(chunk.fileName) || withShell.has(chunk.fileName)) continue;
      for (const id of chunk.moduleIds) if (!groups.has(id) && entries.screenUtils.test(id)) groups.set(id, 'screens');
    }
  }
  return groups;
}

export function loadOrderChunks(root) {
  const entries = {
    boot: resolve(root, 'src/main.tsx'),
    login: resolve(root, 'src/custom/login/mountLoginPage.tsx'),
    shell: resolve(root, 'src/shell/startApp.tsx'),
    theme: resolve(root, 'src/shell/ScreenTheme.tsx'),
    // The loading, error and empty states of the pages (with MUI's buttons, alerts, progress).
    screenKit: resolve(root, 'src/ui/states/index.ts'),
    screenUtils: /\/node_modules\/@mui\/(?:utils|material\/utils)\//,
  };
  let groups = new Map();
  let config = null;
  const plugin = {
    name: 'leitstelle-load-order-chunks',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      if (process.env[FIRST_PASS_ENV] || !config) return;
      const { build } = await import('vite');
      process.env[FIRST_PASS_ENV] = '1';
      try {
        const result = await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'silent',
          build: { write: false, minify: false, sourcemap: false, reportCompressedSize: false, emptyOutDir: false },
        });
        const outputs = Array.isArray(result) ? result : [result];
        const chunks = outputs.flatMap((o) => ('output' in o ? o.output : [])).filter((c) => c.type === 'chunk');
        groups = loadOrderGroups(chunks, entries);
      } finally {
        delete process.env[FIRST_PASS_ENV];
      }
      if (groups.size === 0) this.warn('load-order chunks: no chunk of the boot code, the login page or the shell in the first pass; Rolldown places every module');
    },
  };
  return { plugin, groupName: (id) => groups.get(id) ?? null };
}
