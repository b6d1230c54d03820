/**
 * What a chunk is made of, by package (npx tsx bench/composition.ts shell screens generator).
 *
 * Builds brand avg with sourcemaps into .tmp/dist-composition (NOBUILD=1 reuses it), then, for the
 * chunks whose names start with the given prefixes, attributes every byte of the minified code to
 * the source its sourcemap names: a package (node_modules/<name>), or the app's folder
 * (src/<folder>). Each chunk's share is scaled by its own gzip ratio, so the figures are estimates
 * of gzip KB that add up to about the chunk's gzip size. MUI=1 lists @mui/material by component,
 * SRC=1 the app's code by file.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import { ROOT } from '../tests/browser/support/servers';

const out = join(ROOT, '.tmp', 'dist-composition');
const prefixes = process.argv.slice(2);
if (!prefixes.length) throw new Error('name one or more chunk prefixes, e.g. shell screens generator');

if (!process.env.NOBUILD) {
  const build = spawnSync('npx', ['vite', 'build', '--sourcemap'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', VITE_BRAND: 'avg', OUT_DIR: out },
  });
  if (build.status !== 0) throw new Error(`vite build failed (exit ${build.status})`);
}

function sourceKey(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (!pkg) return source.replace(/^.*?src\//, 'src/').split('/').slice(0, process.env.SRC ? undefined : 2).join('/');
  if (pkg[1] !== '@mui/material' || !process.env.MUI) return pkg[1];
  return `@mui/material/${/@mui\/material\/(?:esm\/|modern\/)?([^/]+)/.exec(source)?.[1] ?? ''}`;
}

interface SourceMap {
  sources: string[];
  mappings: string;
}

const assets = join(out, 'assets');
for (const prefix of prefixes) {
  const files = readdirSync(assets).filter((f) => f.startsWith(`${prefix}-`) && f.endsWith('.js'));
  for (const file of files) {
    const code = readFileSync(join(assets, file), 'utf8');
    const map = JSON.parse(readFileSync(join(assets, `${file}.map`), 'utf8')) as SourceMap;
    const lines = code.split('\n');
    const bytes = new Map<string, number>();
    decode(map.mappings).forEach((segments, lineIndex) => {
      const line = lines[lineIndex] ?? '';
      segments.forEach((segment, i) => {
        const end = i + 1 < segments.length ? segments[i + 1][0] : line.length;
        const key = segment.length > 1 ? sourceKey(map.sources[segment[1]!]) : '(no source)';
        bytes.set(key, (bytes.get(key) ?? 0) + end - segment[0]);
      });
    });
    const gzip = gzipSync(code, { level: 9 }).length;
    const ratio = gzip / code.length;
    console.log(`\n${file}: ${(gzip / 1024).toFixed(1)} KB gzip-9 (${(code.length / 1024).toFixed(1)} KB raw)`);
    for (const [key, n] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
      console.log(`  ${((n * ratio) / 1024).toFixed(1).padStart(6)}  ${key}`);
    }
  }
}
