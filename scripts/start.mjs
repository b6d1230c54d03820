#!/usr/bin/env node
// `npm start`: build the single-page app if dist/ is missing, older than its sources or built
// for another brand, then run the server (node --import tsx server/main.ts) in the foreground;
// the server prints its address. Signals are forwarded to it and its exit code becomes ours. Configuration: see README (PORT, HOST, DATA_DIR,
// DATABASE_URL, STATIC_DIR, LOG_LEVEL, VITE_BRAND).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const bin = (name) => join(root, 'node_modules', '.bin', name);
const brand = process.env.VITE_BRAND ?? 'avg';
const staticDir = resolve(root, process.env.STATIC_DIR ?? 'dist');
const buildInfo = join(staticDir, '.build-info.json');

/** Newest modification time (ms) of a file or of any file below a directory. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function needsBuild() {
  if (!existsSync(join(staticDir, 'index.html')) || !existsSync(buildInfo)) return 'no build found';
  let info;
  try {
    info = JSON.parse(readFileSync(buildInfo, 'utf8'));
  } catch {
    return 'unreadable build info';
  }
  if (info.brand !== brand) return `built for brand ${info.brand}, wanted ${brand}`;
  const sources = ['src', 'index.html', 'public', 'vite.config.ts', 'package-lock.json'].map((p) => join(root, p));
  const newestSource = Math.max(...sources.map(newestMtime));
  if (newestSource > info.builtAt) return 'sources changed since the last build';
  return null;
}

const reason = needsBuild();
if (reason) {
  console.log(`[start] building the app (brand ${brand}) into ${staticDir}: ${reason}`);
  const started = Date.now();
  const r = spawnSync(bin('vite'), ['build'], {
    cwd: root,
    stdio: 'inherit',
    // The production bundle even when the shell has NODE_ENV set to something else.
    env: { ...process.env, NODE_ENV: 'production', VITE_BRAND: brand, OUT_DIR: staticDir },
  });
  if (r.status !== 0) {
    console.error(`[start] vite build failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
  writeFileSync(buildInfo, JSON.stringify({ brand, builtAt: started }) + '\n');
  console.log(`[start] build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} else {
  console.log(`[start] using the existing build in ${staticDir} (brand ${brand})`);
}

// node --import tsx: the server runs in this child directly (no extra tsx watcher process).
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, STATIC_DIR: staticDir },
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
  });
}

child.on('exit', (code, signal) => {
  if (signal) {
    // Re-raise the signal so our parent sees the same cause of death.
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  } else {
    process.exit(code ?? 1);
  }
});
