/**
 * The baseline of bench/lighthouse.ts: a bare react-admin app (its stock <Admin>, a fake data
 * provider in memory, one list of 100 records) built with Vite in a temporary directory that
 * uses this checkout's node_modules, and served by a small static server with gzip and the same
 * cache rule as the app's server (hashed assets cached for a year). It is what "a react-admin app
 * with no work of ours in it" costs on this machine in the same run as the app's screens.
 */
import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const MAIN_TSX = `
import { createRoot } from 'react-dom/client';
import { Admin, Resource, List, DataTable, type DataProvider } from 'react-admin';

// One list of 100 records, sorted and paged in memory: the fake data provider.
const posts = Array.from({ length: 100 }, (_, i) => ({
  id: i + 1,
  title: 'Beitrag ' + (i + 1),
  author: ['Anna', 'Bruno', 'Chiara', 'Dieter'][i % 4],
  views: (i * 37) % 1000,
}));
type Post = (typeof posts)[number];
const dataProvider = {
  getList: async (_resource: string, params: { pagination?: { page: number; perPage: number }; sort?: { field: string; order: string } }) => {
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    const { field = 'id', order = 'ASC' } = params.sort ?? {};
    const key = field as keyof Post;
    const sorted = [...posts].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (order === 'ASC' ? 1 : -1));
    return { data: sorted.slice((page - 1) * perPage, page * perPage), total: posts.length };
  },
  getOne: async (_r: string, p: { id: number }) => ({ data: posts.find((x) => x.id === Number(p.id)) }),
  getMany: async (_r: string, p: { ids: number[] }) => ({ data: posts.filter((x) => p.ids.includes(x.id)) }),
  getManyReference: async () => ({ data: [], total: 0 }),
  create: async () => { throw new Error('read only'); },
  update: async () => { throw new Error('read only'); },
  updateMany: async () => { throw new Error('read only'); },
  delete: async () => { throw new Error('read only'); },
  deleteMany: async () => { throw new Error('read only'); },
} as unknown as DataProvider;

const PostList = () => (
  <List>
    <DataTable>
      <DataTable.Col source="id" />
      <DataTable.Col source="title" />
      <DataTable.Col source="author" />
      <DataTable.Col source="views" />
    </DataTable>
  </List>
);

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider}>
    <Resource name="posts" list={PostList} />
  </Admin>,
);
`;

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Bare react-admin</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.tsx"></script>
  </body>
</html>
`;

const VITE_CONFIG = `
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
export default defineConfig({ plugins: [react()], build: { outDir: 'dist', chunkSizeWarningLimit: 5000 } });
`;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

export interface BareApp {
  url: string;
  stop(): Promise<void>;
}

/** Builds the bare app in a temporary directory and serves it on 127.0.0.1 (a free port). */
export async function startBareReactAdmin(repoRoot: string): Promise<BareApp> {
  const dir = mkdtempSync(join(tmpdir(), 'leitstelle-bare-ra-'));
  symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'));
  writeFileSync(join(dir, 'main.tsx'), MAIN_TSX);
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'vite.config.mjs'), VITE_CONFIG);
  mkdirSync(join(dir, 'dist'), { recursive: true });
  const build = spawnSync(join(repoRoot, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error(`build of the bare react-admin app failed (exit ${build.status})`);
  const root = join(dir, 'dist');
  const gz = new Map<string, Buffer>();
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(root, path);
    try {
      if (!statSync(file).isFile()) file = join(root, 'index.html');
    } catch {
      file = join(root, 'index.html');
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    let body: Buffer = readFileSync(file);
    const headers: Record<string, string> = { 'content-type': type };
    headers['cache-control'] = file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    if (/text|javascript|svg/.test(type) && /gzip/.test(String(req.headers['accept-encoding'] ?? ''))) {
      let zipped = gz.get(file);
      if (!zipped) gz.set(file, (zipped = gzipSync(body, { level: 9 })));
      body = zipped;
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(200, headers);
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await new Promise<void>((r) => server.close(() => r()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
