import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compressAssets } from './scripts/compress-assets.mjs';
import { FIRST_PASS_ENV, loadOrderChunks } from './scripts/chunk-groups.mjs';
import { firstScreenPreload } from './scripts/first-screen-preload.mjs';

// The brand (avg, sag, sws) is chosen at build time: VITE_BRAND=sag npm run build.
const brand = process.env.VITE_BRAND ?? 'avg';
if (!['avg', 'sag', 'sws'].includes(brand)) {
  throw new Error(`VITE_BRAND must be avg, sag or sws (got "${brand}")`);
}
const apiTarget = process.env.API_URL ?? 'http://localhost:8080';
const outDir = process.env.OUT_DIR ?? 'dist';

/**
 * After a build, writes .br and .gz variants next to the output files (scripts/compress-assets.mjs),
 * which the server sends precompressed. In the build itself, not only in `npm run build`, because
 * `npm start`, the browser tests and the bench call `vite build` directly.
 */
function precompress(): Plugin {
  let dir = resolve(outDir);
  return {
    name: 'leitstelle-precompress',
    apply: 'build',
    configResolved(config) {
      dir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // The chunk layout's first pass (scripts/chunk-groups.mjs) writes nothing.
      if (process.env[FIRST_PASS_ENV]) return;
      const s = await compressAssets(dir);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
      this.info(`precompressed ${s.files} files: ${kb(s.raw)} -> br ${kb(s.br)}, gzip ${kb(s.gzip)}`);
    },
  };
}

/**
 * ra-core's router adapter replaced by the app's (src/providers/router/browserRouterProvider.ts):
 * ra-core's default holds react-router's data router, about 10 KB gzip on every screen that this
 * app, inside a BrowserRouter, never uses (issue 15). The build fails when ra-core no longer
 * imports its adapter this way, rather than silently loading the data router again.
 */
function raCoreRouterAdapter(): Plugin {
  const adapter = resolve(import.meta.dirname, 'src/providers/router/browserRouterProvider.ts');
  let swapped = false;
  return {
    name: 'leitstelle-ra-core-router-adapter',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './adapters/reactRouterProvider.js' || !importer || !/node_modules[\\/]ra-core[\\/]dist[\\/]routing[\\/]/.test(importer)) return null;
      swapped = true;
      return adapter;
    },
    buildEnd(error) {
      if (!error && !swapped) this.error("ra-core's router adapter was not replaced: see raCoreRouterAdapter in vite.config.ts");
    },
  };
}

/**
 * emotion's styled parts insert their CSS while rendering instead of in React's commit
 * (src/ui/styles/emotionInsertion.ts): a sliced render then spreads a screen's first style
 * insertion over its slices (issue 15). Fails the build when emotion no longer imports the module.
 */
function emotionInsertionDuringRender(): Plugin {
  const standIn = resolve(import.meta.dirname, 'src/ui/styles/emotionInsertion.ts');
  let swapped = false;
  return {
    name: 'leitstelle-emotion-insertion',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@emotion/use-insertion-effect-with-fallbacks' || !importer || !/node_modules[\\/]@emotion[\\/]/.test(importer)) return null;
      swapped = true;
      return standIn;
    },
    buildEnd(error) {
      if (!error && !swapped) this.error("emotion's insertion effect was not replaced: see emotionInsertionDuringRender in vite.config.ts");
    },
  };
}

/**
 * MUI's locales' number formatter (the pagination's "1–25 von 120") built at first use instead of
 * when the locale's module is evaluated (src/ui/format/muiFormatNumber.ts): a page's first
 * Intl.NumberFormat costs 17–45 ms, which every screen paid while its theme evaluated (issue 15).
 * Fails the build when MUI's locales no longer import it this way.
 */
function muiLocaleNumbersOnUse(): Plugin {
  const standIn = resolve(import.meta.dirname, 'src/ui/format/muiFormatNumber.ts');
  let swapped = false;
  return {
    name: 'leitstelle-mui-locale-numbers',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './utils/buildFormatNumber.mjs' || !importer || !/node_modules[\\/]@mui[\\/]material[\\/]locale[\\/]/.test(importer)) return null;
      swapped = true;
      return standIn;
    },
    buildEnd(error) {
      if (!error && !swapped) this.error("MUI's locale number formatter was not replaced: see muiLocaleNumbersOnUse in vite.config.ts");
    },
  };
}

const loadOrder = loadOrderChunks(import.meta.dirname);

// index.html requests the signed-in shell's code (and the screens' theme and the opened screen's code) while it is parsed,
// before the boot code has arrived (scripts/first-screen-preload.mjs). The session's key and the
// departure boards' paths are the app's (SESSION_STORAGE_KEY, BOARD_PREFIX), written out: the
// config imports no app module (tests/unit/build/firstScreenPreload.test.ts compares them).
const firstScreen = firstScreenPreload(import.meta.dirname, {
  shell: 'src/shell/startApp.tsx',
  screens: 'src/shell/ScreenTheme.tsx',
  sessionKey: 'authSession',
  plainPaths: /^\/abfahrten(?:\/|$)/,
  // And the opened screen's own code, as the boot code's prefetchRoute would request it later.
  // And the boot code's first two requests before all of those (src/shell/earlyRequests.ts).
  early: { key: '__leitstelleEarly', config: '/api/config', resources: '/api/resources', langKey: 'userLanguage', langs: ['de', 'it'] },
  pages: { routes: 'src/shell/customPages.ts', generator: 'src/generator/index.ts', dataProvider: 'src/providers/data/createDataProvider.ts' },
});

export default defineConfig({
  plugins: [raCoreRouterAdapter(), emotionInsertionDuringRender(), muiLocaleNumbersOnUse(), react(), precompress(), loadOrder.plugin, firstScreen],
  define: {
    'import.meta.env.VITE_BRAND': JSON.stringify(brand),
  },
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // No modulepreload polyfill in the entry chunk: browsers without <link rel=modulepreload>
    // (Safari < 17, Firefox < 115) still work, they fetch a chunk's imports after the chunk.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // MUI's Tooltip, which the shell and some pages load only at the first interaction
              // (src/shell/LazyTooltip.tsx), and Popper.js beneath it, in two chunks: screens
              // with an autocomplete or a date picker need the popper without the tooltip. Left
              // to itself, Rolldown merges them into a chunk with transitions the shell needs at
              // once. Their own dependencies (MUI utils) stay where they are, so the shell does
              // not import these chunks.
              name: 'tooltip',
              test: /node_modules[\\/]@mui[\\/]material[\\/]Tooltip[\\/]/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'popper',
              test: /node_modules[\\/](@popperjs[\\/]core|@mui[\\/]material[\\/]Popper)[\\/]/,
              includeDependenciesRecursively: false,
            },
            {
              // The modules the login page and the shell both load in one chunk, and those only
              // the shell loads in another (scripts/chunk-groups.mjs). Exactly those: their
              // dependencies elsewhere (the boot code's) stay where they are.
              name: (id) => loadOrder.groupName(id),
              debugName: 'load order',
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': { target: apiTarget, ws: true },
      '/api': apiTarget,
      '/healthz': apiTarget,
      '/readyz': apiTarget,
    },
  },
});
