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
import { resolve } from 'node:path';
import { FIRST_PASS_ENV, loadedWith } from './chunk-groups.mjs';

/**
 * The inline script: adds `<link rel=modulepreload>` for each of `js` and `<link rel=preload
 * as=style>` for each of `css` when localStorage holds `sessionKey`, and the `screens` ones too
 * unless the path is Home or matches `plainPaths`. crossorigin as Vite's own preload links, so
 * that the boot code's imports reuse these requests.
 */
export function preloadScript({ sessionKey, js, css, screensJs, screensCss, plainPaths }) {
  const list = (items) => JSON.stringify(items);
  return (
    '(function(){try{if(localStorage.getItem(' + JSON.stringify(sessionKey) + ')===null)return}catch(e){return}' +
    'var p=location.pathname,j=' + list(js) + ',c=' + list(css) + ';' +
    'if(p!=="/"&&!' + plainPaths.toString() + '.test(p)){j=j.concat(' + list(screensJs) + ');c=c.concat(' + list(screensCss) + ')}' +
    'function a(h,s){var l=document.createElement("link");l.rel=s?"preload":"modulepreload";if(s)l.as=s;l.crossOrigin="";l.href=h;document.head.appendChild(l)}' +
    'for(var i=0;i<j.length;i++)a(j[i]);for(i=0;i<c.length;i++)a(c[i],"style")})()'
  );
}

/**
 * The Vite plugin. `shell` and `screens` are the modules whose chunks (with what they import) the
 * script preloads; `sessionKey` the localStorage key of a stored session; `plainPaths` the paths
 * that load no screen theme besides Home (the departure boards).
 */
export function firstScreenPreload(root, { shell, screens, sessionKey, plainPaths }) {
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
        const script = preloadScript({
          sessionKey,
          js: shellFiles.map(url),
          css: shellCss.map(url),
          screensJs: screensFiles.map(url),
          screensCss: cssOf(screensFiles).filter((f) => !shellCss.includes(f)).map(url),
          plainPaths,
        });
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
}
