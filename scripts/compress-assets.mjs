#!/usr/bin/env node
// Writes precompressed variants next to the built files: name.br (brotli, quality 11) and
// name.gz (gzip, level 9), for the text formats only (fonts and images are compressed already),
// and only when the variant is smaller. The server sends them with Content-Encoding
// (server/spa.ts), so the assets need no compression per request.
//   node scripts/compress-assets.mjs [dir]     (default: dist)
// The Vite build runs it on its output (vite.config.ts), so every build has the variants.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/** Compresses every text file below dir; returns what was written, for the log. */
export async function compressAssets(dir) {
  const summary = { files: 0, raw: 0, br: 0, gzip: 0 };
  const work = [];
  for await (const path of files(dir)) {
    work.push((async () => {
      const body = await readFile(path);
      const [b, g] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gz(body, { level: 9 }),
      ]);
      summary.files += 1;
      summary.raw += body.length;
      if (b.length < body.length) {
        await writeFile(`${path}.br`, b);
        summary.br += b.length;
      }
      if (g.length < body.length) {
        await writeFile(`${path}.gz`, g);
        summary.gzip += g.length;
      }
    })());
  }
  await Promise.all(work);
  return summary;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const dir = resolve(process.argv[2] ?? 'dist');
  if (!(await stat(dir).catch(() => null))?.isDirectory()) {
    console.error(`compress-assets: ${dir} is not a directory (build first)`);
    process.exit(1);
  }
  const s = await compressAssets(dir);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`compress-assets: ${s.files} files in ${dir}: ${kb(s.raw)} -> br ${kb(s.br)}, gzip ${kb(s.gzip)}`);
}
