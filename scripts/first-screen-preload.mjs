// The signed-in first screen's code requested from index.html itself (issue 15).
//
// The boot code (src/main.tsx) requests the shell's code as soon as it runs; but it runs only after
// index.html and then the boot chunk have arrived and been evaluated: on Lighthouse's simulated
// phone the shell's chunks were requested 1.07 s into the load, 0.4 s after the page's HTML. A
// small inline script in index.html now adds the preload links for the shell's chunks (and, on
// any path but Home and the departure boards, the screens' theme) while the HTML is parsed, when
// a session is stored; signed out it does nothing, and the login page loads as before. The boot
// code's own imports then find the links there and reuse the requests. The server allows the
// script by its hash in the Content-Security-Policy (server/security.ts).
// Types: first-screen-preload.d.mts.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { FIRST_PASS_ENV, loadedWith } from './chunk-groups.mjs';

/**
 * The inline script: adds `<link rel=modulepreload>` for each of `js` and `<link rel=preload
 * as=style>` for each of `css` when localStorage holds `sessionKey`, and the `screens` ones too
 * unless the path is Home or matches `plainPaths`. crossorigin as Vite's own preload links, so
 * that the boot code's imports reuse these requests.
 */
export function preloadScript({ sessionKey, js, css, screensJs, screensCss, plainPaths, routes = null, early = null }) {
  const list = (items) => JSON.stringify(items);
  // The opened screen's own code (routes): by the whole path, else by its first segment; any other
  // path but Home is a generated resource screen. Files are listed once and named by index. At low
  // priority (g): the browser serves the shell's code and the boot code's requests first, which the
  // first paint waits for.
  const screen = routes
    ? 'var f=' + list(routes.files) + ',r=' + JSON.stringify(routes.byPath) + ',k=r[p]||r["/"+p.split("/")[1]]||' + list(routes.generated) + ';' +
      'for(var n=0;n<k.length;n++){var u=f[k[n]];(/\\.css$/.test(u)?c:g).push(u)}'
    : '';
  // The boot code's first requests (src/shell/earlyRequests.ts), before the chunks: the config on
  // every path, the declarations (in the language src/providers/i18n/detect.ts picks) with a session.
  const q = early
    ? {
        start: 'var E=window[' + JSON.stringify(early.key) + ']={};' +
          'function q(u,h){try{var e=E[u]={h:h,p:fetch(u,{headers:h})};e.p.catch(function(){})}catch(x){}}' +
          'q(' + JSON.stringify(early.config) + ',{Accept:"application/json"});',
        resources: 'var s=null;try{s=localStorage.getItem(' + JSON.stringify(early.langKey) + ')}catch(x){}' +
          'var N=navigator,C=[s].concat(N.languages&&N.languages.length?N.languages:[N.language],document.documentElement.lang),L=' + JSON.stringify(early.langs[0]) + ';' +
          'for(var m=0;m<C.length;m++){var v=C[m]?String(C[m]).trim().toLowerCase().split(/[-_]/)[0]:"";if(' + list(early.langs) + '.indexOf(v)>=0){L=v;break}}' +
          'q(' + JSON.stringify(early.resources) + ',{Accept:"application/json","Accept-Language":L});',
      }
    : { start: '', resources: '' };
  return (
    '(function(){' + q.start + 'try{if(localStorage.getItem(' + JSON.stringify(sessionKey) + ')===null)return}catch(e){return}' +
    'var p=location.pathname,j=' + list(js) + ',c=' + list(css) + ',g=[];' +
    'if(p!=="/"&&!' + plainPaths.toString() + '.test(p)){j=j.concat(' + list(screensJs) + ');c=c.concat(' + list(screensCss) + ');' + screen + '}' +
    'if(!' + plainPaths.toString() + '.test(p)){' + q.resources + '}' +
    'function a(h,s,w){var l=document.createElement("link");l.rel=s?"preload":"modulepreload";if(s)l.as=s;if(w)l.fetchPriority=w;l.crossOrigin="";l.href=h;document.head.appendChild(l)}' +
    'for(var i=0;i<j.length;i++)a(j[i]);for(i=0;i<c.length;i++)a(c[i],"style");' +
    'for(i=0;i<g.length;i++)a(g[i],"","low")})()'
  );
}

/**
 * The custom pages' routes from the source of src/shell/customPages.ts: one entry per line,
 * `path: '/x'`, optionally `readsData: true`, and `import('<module>')` for a page with code (Home
 * has none). Read as text because the config imports no app module; a line that loads a page but
 * does not read so fails the build, rather than leaving that page out silently.
 */
export function pageRoutes(source) {
  const routes = [];
  for (const line of source.split('\n')) {
    if (!line.includes('keepLoad(')) continue;
    const path = /\bpath: '([^']+)'/.exec(line)?.[1];
    const module = /import\('([^']+)'\)/.exec(line)?.[1];
    if (!path || !module) throw new Error(`first-screen preload: cannot read the route in "${line.trim()}"`);
    routes.push({ path, module, readsData: /\breadsData: true\b/.test(line) });
  }
  return routes;
}

/**
 * The Vite plugin. `shell` and `screens` are the modules whose chunks (with what they import) the
 * script preloads; `sessionKey` the localStorage key of a stored session; `plainPaths` the paths
 * that load no screen theme besides Home (the departure boards).
 */
export function firstScreenPreload(root, { shell, screens, sessionKey, plainPaths, pages, early }) {
  // The chunk that holds the module (a group's chunk holds many; its import loads that chunk).
  const chunkOf = (bundle, module) => Object.values(bundle).find((c) => c.type === 'chunk' && c.moduleIds.includes(resolve(root, module)));
  return {
    name: 'leitstelle-first-screen-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        if (process.env[FIRST_PASS_ENV]) return html;
        const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
        const shellChunk = chunkOf(bundle, shell);
        const screensChunk = chunkOf(bundle, screens);
        if (!entry || !shellChunk || !screensChunk) throw new Error('first-screen preload: the entry, the shell or the screens\' theme has no chunk');
        // What index.html loads anyway (the boot chunk and its imports) is left out.
        const byFile = new Map(Object.entries(bundle).filter(([, c]) => c.type === 'chunk'));
        const loaded = loadedWith(byFile, entry);
        const shellFiles = [...loadedWith(byFile, shellChunk)].filter((f) => !loaded.has(f));
        const screensFiles = [...loadedWith(byFile, screensChunk)].filter((f) => !loaded.has(f) && !shellFiles.includes(f));
        const cssOf = (files) => [...new Set(files.flatMap((f) => [...(bundle[f]?.viteMetadata?.importedCss ?? [])]))];
        const url = (f) => `/${f}`;
        const shellCss = cssOf(shellFiles);
        const routes = pages ? screenRoutes(root, pages, { bundle, byFile, chunkOf, skip: new Set([...loaded, ...shellFiles, ...screensFiles]), url }) : null;
        const script = preloadScript({
          sessionKey,
          js: shellFiles.map(url),
          css: shellCss.map(url),
          screensJs: screensFiles.map(url),
          screensCss: cssOf(screensFiles).filter((f) => !shellCss.includes(f)).map(url),
          plainPaths,
          routes,
          early,
        });
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
}

/**
 * Per custom page's path, the files of its code (and, when it reads data as it opens, the data
 * provider's) beyond `skip` (what the boot code, the shell and the screens' theme load), and the
 * same for a generated resource screen (the generator and the data provider): what the boot code's
 * prefetchRoute (src/shell/prefetchRoute.ts) imports, requested while the HTML is parsed.
 */
function screenRoutes(root, pages, { bundle, byFile, chunkOf, skip, url }) {
  const files = [];
  const index = (f) => {
    const u = url(f);
    if (!files.includes(u)) files.push(u);
    return files.indexOf(u);
  };
  const filesOf = (modules) => {
    const out = new Set();
    for (const module of modules) {
      const chunk = chunkOf(bundle, module);
      if (!chunk) throw new Error(`first-screen preload: no chunk holds ${module}`);
      for (const f of loadedWith(byFile, chunk)) {
        if (skip.has(f)) continue;
        out.add(f);
        for (const css of bundle[f]?.viteMetadata?.importedCss ?? []) out.add(css);
      }
    }
    return [...out].map(index);
  };
  const routesFile = resolve(root, pages.routes);
  const byPath = {};
  for (const route of pageRoutes(readFileSync(routesFile, 'utf8'))) {
    const module = resolveModule(resolve(dirname(routesFile), route.module));
    byPath[route.path] = filesOf(route.readsData ? [module, pages.dataProvider] : [module]);
  }
  return { files, byPath, generated: filesOf([pages.generator, pages.dataProvider]) };
}

/** An import specifier without its extension, as the bundle's module ids have it. */
function resolveModule(base) {
  for (const ext of ['.tsx', '.ts', '/index.tsx', '/index.ts']) if (existsSync(base + ext)) return base + ext;
  throw new Error(`first-screen preload: no module ${base}`);
}
