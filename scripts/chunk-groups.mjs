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
// Then the pages' code: one chunk per set of pages that load a module, shared ones merged where
// the requests saved are worth the bytes (scripts/chunk-merge.mjs), and what the shell's later
// parts (the bell) load in 'shell-parts' (pageGroups below; docs/architecture.md).
// Types: chunk-groups.d.mts.
import { resolve } from 'node:path';
import { mergeSharedGroups } from './chunk-merge.mjs';

/** Set while the first pass runs, so that it neither starts another pass nor groups anything. */
export const FIRST_PASS_ENV = 'LEITSTELLE_CHUNK_FIRST_PASS';

/** The chunks loaded with `start`: itself and what it imports statically, transitively. */
export function loadedWith(byFile, start) {
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
  if (entries.pages) pageGroups(chunks, byFile, groups, [withBoot, withLogin, withShell], entries.pages);
  return groups;
}

/**
 * The pages' code by the set of pages that load it. A page is a chunk the boot code or the shell
 * imports dynamically (a screen, the generated screens, the data provider). Rolldown splits a
 * page's modules also by the dialogs and menus the page loads later, which share some of them: a
 * page fetched 26 to 88 chunks, many of a few hundred bytes, and every request costs the phone a
 * round trip and main-thread time (issue 15). Here a module that pages load statically goes in one
 * chunk per exact set of such pages, so a page fetches only modules it fetched before, in fewer
 * chunks. No cycle: a module's imports are loaded by at least the same pages, so a group imports
 * only groups of larger sets (or the chunks before the pages). Then shared groups are merged where
 * a saved request costs the other pages few bytes (scripts/chunk-merge.mjs, which keeps the
 * groups free of cycles). Left to Rolldown: what only later
 * parts load, and the chunks the `keep` groups (the tooltip's and the popper's) load, which pages'
 * parts import.
 */
function pageGroups(chunks, byFile, groups, before, options) {
  const earlier = (file) => before.some((set) => set.has(file));
  const kept = new Set();
  for (const chunk of chunks) {
    if (options.keep.test(chunk.name ?? '')) for (const file of loadedWith(byFile, chunk)) kept.add(file);
  }
  const pages = new Map();
  for (const set of before) {
    for (const file of set) {
      for (const dyn of byFile.get(file)?.dynamicImports ?? []) {
        if (!earlier(dyn) && !pages.has(dyn)) pages.set(dyn, [...loadedWith(byFile, byFile.get(dyn))].filter((f) => !earlier(f)));
      }
    }
  }
  const screensIn = (file) => byFile.get(file)?.moduleIds.some((id) => groups.get(id) === 'screens');
  const partsFiles = shellParts(byFile, pages, before[0], (file) => screensIn(file) || kept.has(file));
  for (const file of partsFiles) for (const id of byFile.get(file)?.moduleIds ?? []) if (!groups.has(id)) groups.set(id, 'shell-parts');

  const nameOf = new Map();
  for (const [file, owners] of pageSets(pages, (file) => kept.has(file) || partsFiles.has(file))) {
    nameOf.set(file, owners.length === 1 ? `page-${byFile.get(owners[0])?.name ?? 'part'}` : `pages-${shortHash(owners.join(' '))}`);
  }
  const merged = mergeSharedGroups(pageUnits(byFile, pages, nameOf, (file) => (screensIn(file) ? 'screens' : partsFiles.has(file) ? 'shell-parts' : file)), {
    bytesPerRequest: options.bytesPerRequest ?? 0,
    bytesPerPage: options.bytesPerPage ?? 0,
    name: (members) => `pages-${shortHash(members.join(' '))}`,
  });
  for (const [file, name] of nameOf) {
    for (const id of byFile.get(file)?.moduleIds ?? []) if (!groups.has(id)) groups.set(id, merged.get(name) ?? name);
  }
}

/**
 * The chunks-to-be that the pages load, for mergeSharedGroups (scripts/chunk-merge.mjs): the page
 * groups by name (the shared ones mergeable), any other file the pages load by `otherUnit` (its
 * group's name, or the file itself where Rolldown places it).
 */
function pageUnits(byFile, pages, nameOf, otherUnit) {
  const unitOf = (file) => nameOf.get(file) ?? otherUnit(file);
  const units = new Map();
  const counted = new Set();
  for (const [page, files] of pages) {
    for (const file of files) {
      const name = unitOf(file);
      const unit = units.get(name) ?? { size: 0, owners: new Set(), imports: new Set(), mergeable: name.startsWith('pages-') };
      units.set(name, unit);
      unit.owners.add(page);
      if (counted.has(file)) continue;
      counted.add(file);
      unit.size += byFile.get(file)?.size ?? 0;
      for (const dep of byFile.get(file)?.imports ?? []) if (files.includes(dep) && unitOf(dep) !== name) unit.imports.add(unitOf(dep));
    }
  }
  return units;
}

/**
 * The shell's own later parts (the bell, a menu entry's badge: imported by the shell alone, not
 * by the boot code as the pages are) that load no `excluded` file (neither 'screens' nor a kept
 * chunk): every signed-in screen loads them just after the shell, so what they load goes in one
 * chunk 'shell-parts' that pages sharing a module with them import too, at no extra byte. They are
 * removed from `pages`; returns their files.
 */
function shellParts(byFile, pages, withBoot, excluded) {
  const bootPages = new Set([...withBoot].flatMap((file) => byFile.get(file)?.dynamicImports ?? []));
  const files = new Set();
  for (const [part, partFiles] of pages) {
    if (bootPages.has(part) || partFiles.some(excluded)) continue;
    pages.delete(part);
    for (const file of partFiles) files.add(file);
  }
  return files;
}

/** Each file the pages load (not `skip`ped) with the sorted list of the pages that load it. */
function pageSets(pages, skip) {
  const owners = new Map();
  for (const page of [...pages.keys()].sort()) {
    for (const file of pages.get(page)) if (!skip(file)) owners.set(file, [...(owners.get(file) ?? []), page]);
  }
  return owners;
}

/** A short stable name for a set of pages (FNV-1a). */
function shortHash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
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
    // The pages' code in one chunk per set of pages that load it (pageGroups); the tooltip's and
    // the popper's chunks (vite.config.ts) and what they load stay apart.
    // Shared groups merged where a saved request costs the pages that do not use the other group
    // at most 16,000 bytes of code (unminified; 2-3 KB gzip), and no page more than 24,000 in all
    // (scripts/chunk-merge.mjs). Measured with 4,000 to 64,000: from 32,000 on the control centre
    // goes over its 300 KB budget.
    pages: { keep: /^(?:tooltip|popper)$/, bytesPerRequest: 16000, bytesPerPage: 24000 },
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
        groups = loadOrderGroups(chunks.map((c) => ({ ...c, size: c.code.length })), entries);
      } finally {
        delete process.env[FIRST_PASS_ENV];
      }
      if (groups.size === 0) this.warn('load-order chunks: no chunk of the boot code, the login page or the shell in the first pass; Rolldown places every module');
    },
  };
  return { plugin, groupName: (id) => groups.get(id) ?? null };
}
