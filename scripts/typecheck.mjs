#!/usr/bin/env node
// `npm run typecheck` and stage 1 of `npm test`: tsc --noEmit (strict) over each layer's config.
//   tsconfig.client.json  src/ as the browser sees it: DOM, vite/client, no Node types
//   tsconfig.server.json  server/ with what it may load from src/ (src/shared, the declarations):
//                         Node types, no DOM
//   tsconfig.json         tests, benches, scripts and the build configs, which see both sides
// Every config is checked even when an earlier one fails, so one run lists every error.
// Which files may import which is checked by tests/unit/layers/imports.test.ts (docs/architecture.md).
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const TSCONFIGS = ['tsconfig.client.json', 'tsconfig.server.json', 'tsconfig.json'];

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const tsc = join(root, 'node_modules', '.bin', 'tsc');

const failed = [];
for (const config of TSCONFIGS) {
  console.log(`$ tsc --noEmit -p ${config}`);
  const r = spawnSync(tsc, ['--noEmit', '-p', config], { cwd: root, stdio: 'inherit' });
  if (r.error) console.error(`cannot run tsc: ${r.error.message}`);
  if (r.status !== 0) failed.push(config);
}
if (failed.length > 0) {
  console.error(`type errors in: ${failed.join(', ')}`);
  process.exit(1);
}
