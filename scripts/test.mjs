#!/usr/bin/env node
// `npm test`: every test of the project, in order, stopping at the first failing stage.
//   1 type-check (tsc strict)      5 ensure Debian's Chromium (/usr/bin/chromium)
//   2 unit tests (vitest)          6 build the SPA once per brand (.tmp/dist-<brand>)
//   3 API tests on PGlite          7 browser tests (vitest + playwright-core)
//   4 API tests on PostgreSQL (only when TEST_DATABASE_URL is set)
// The last line is always "N passed, N failed, N skipped", summed over the vitest runs
// (a stage that fails outside vitest, e.g. the type-check, counts as one failure).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const tmp = join(root, '.tmp');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const CHROMIUM = '/usr/bin/chromium';
const BRANDS = ['avg', 'sag', 'sws'];

const totals = { passed: 0, failed: 0, skipped: 0 };
const results = [];
// Failed tests, and tests that failed and then passed on a retry (browser tests in CI, see
// vitest.config.ts), repeated in the summary: CI may keep only the tail of the output.
const failures = [];
const flaky = [];

function header(title) {
  const line = '='.repeat(78);
  console.log(`\n${line}\n== ${title}\n${line}`);
}

function run(cmd, args, env = process.env) {
  console.log(`$ ${[cmd.replace(root + '/', ''), ...args].join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  if (r.error) console.error(`cannot run ${cmd}: ${r.error.message}`);
  return r.status ?? 1;
}

/** Test files below dir whose names end in one of the suffixes (the vitest project's include). */
function findTests(dir, suffixes) {
  const abs = join(root, dir);
  if (!existsSync(abs)) return [];
  const found = [];
  for (const entry of readdirSync(abs, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && suffixes.some((s) => entry.name.endsWith(s))) found.push(entry.name);
  }
  return found;
}

/** Count the outcome of one vitest run from its JSON report. */
function countReport(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // A file that fails to load has no assertion results but is a failure all the same.
  const brokenFiles = (report.testResults ?? []).filter(
    (f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0,
  ).length;
  for (const f of report.testResults ?? []) {
    const file = String(f.name ?? '').replace(root + '/', '');
    const tests = f.assertionResults ?? [];
    if (f.status === 'failed' && !tests.some((a) => a.status === 'failed')) failures.push({ file, name: '(file failed to run)', message: f.message ?? '' });
    for (const a of tests) {
      const entry = { file, name: a.fullName ?? a.title, message: (a.failureMessages ?? [])[0] ?? '' };
      if (a.status === 'failed') failures.push(entry);
      // A passed test with failure messages passed on a retry; the messages are its failed tries'.
      else if (a.status === 'passed' && entry.message) flaky.push(entry);
    }
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

function vitestStage(name, project, dir, suffixes, env) {
  const files = findTests(dir, suffixes);
  const reportFile = join(tmp, `vitest-${name.replace(/\W+/g, '-')}.json`);
  rmSync(reportFile, { force: true });
  const args = ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`];
  if (files.length === 0) {
    console.log(`no tests yet (no ${suffixes.join('/')} files under ${dir}/)`);
    args.push('--passWithNoTests');
  } else {
    console.log(`${files.length} test file(s) under ${dir}/`);
  }
  const code = run(bin('vitest'), args, env);
  const flakyBefore = flaky.length;
  const counts = countReport(reportFile);
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
  }
  const retried = flaky.length - flakyBefore;
  const summary = counts
    ? `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped${retried ? ` (${retried} passed only on the retry)` : ''}`
    : 'no report';
  if (code !== 0 && counts && counts.failed === 0) {
    // vitest failed for a reason other than a test (e.g. an error outside tests, unhandled rejection)
    totals.failed += 1;
    return { ok: false, counted: true, detail: `${summary}; vitest exited ${code} (error outside the tests, counted as 1 failure)` };
  }
  if (code !== 0 && !counts) totals.failed += 1;
  return { ok: code === 0, counted: true, detail: files.length === 0 ? 'no tests yet' : summary };
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) {
    const v = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' });
    console.log(`found ${CHROMIUM}: ${(v.stdout || v.stderr || '').trim()}`);
    return { ok: true, detail: 'present' };
  }
  console.log(`${CHROMIUM} is missing: installing Debian's chromium package (apt-get update && apt-get install -y chromium)`);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = isRoot ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const [c1, ...a1] = [...sudo, 'apt-get', 'update'];
  if (run(c1, a1, env) !== 0) return { ok: false, detail: 'apt-get update failed (needs root or passwordless sudo)' };
  const [c2, ...a2] = [...sudo, 'apt-get', 'install', '-y', '--no-install-recommends', 'chromium'];
  if (run(c2, a2, env) !== 0) return { ok: false, detail: 'apt-get install chromium failed' };
  if (!existsSync(CHROMIUM)) return { ok: false, detail: `${CHROMIUM} still missing after apt-get install` };
  return { ok: true, detail: 'installed with apt-get' };
}

function buildBrands() {
  for (const brand of BRANDS) {
    const outDir = join(tmp, `dist-${brand}`);
    const t0 = Date.now();
    const code = run(bin('vite'), ['build', '--logLevel', 'warn'], { ...process.env, NODE_ENV: 'production', VITE_BRAND: brand, OUT_DIR: outDir });
    if (code !== 0) return { ok: false, detail: `vite build for ${brand} failed` };
    writeFileSync(join(outDir, '.build-info.json'), JSON.stringify({ brand, builtAt: t0 }) + '\n');
    console.log(`built ${brand} into ${outDir.replace(root + '/', '')} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
  return { ok: true, detail: BRANDS.join(', ') };
}

const withoutDb = { ...process.env };
delete withoutDb.TEST_DATABASE_URL;
const testDb = process.env.TEST_DATABASE_URL;

const stages = [
  ['type-check (tsc --noEmit, strict: client, server, tests)', () => {
    const code = run(process.execPath, [join(root, 'scripts', 'typecheck.mjs')]);
    return { ok: code === 0, detail: code === 0 ? 'no errors' : `typecheck exited ${code}` };
  }],
  ['unit tests', () => vitestStage('unit', 'unit', 'tests/unit', ['.test.ts', '.test.tsx'], withoutDb)],
  ['API tests on PGlite', () => vitestStage('api-pglite', 'api', 'tests/api', ['.test.ts'], withoutDb)],
  ['API tests on PostgreSQL', () => {
    if (!testDb) {
      console.log('TEST_DATABASE_URL is not set: skipped (set it to a PostgreSQL database URL to run them)');
      return { ok: true, detail: 'skipped: TEST_DATABASE_URL not set' };
    }
    console.log(`TEST_DATABASE_URL=${testDb.replace(/\/\/([^:@/]+):[^@]*@/, '//$1:***@')}`);
    return vitestStage('api-postgres', 'api', 'tests/api', ['.test.ts'], { ...process.env, TEST_DATABASE_URL: testDb });
  }],
  ['ensure Chromium', ensureChromium],
  ['build the app for each brand', buildBrands],
  ['browser tests (Chromium)', () => vitestStage('browser', 'browser', 'tests/browser', ['.test.ts'], withoutDb)],
];

// For development only: `npm test -- --only=2,3` runs just those stages.
const onlyArg = process.argv.find((a) => a.startsWith('--only='));
const only = onlyArg ? new Set(onlyArg.slice('--only='.length).split(',').map(Number)) : null;

mkdirSync(tmp, { recursive: true });
const t0 = Date.now();
let failedStage = null;
for (const [i, [title, fn]] of stages.entries()) {
  if (only && !only.has(i + 1)) {
    results.push({ title: `${i + 1} ${title}`, ok: null, detail: 'not selected (--only)', secs: '0.0' });
    continue;
  }
  header(`stage ${i + 1}/${stages.length}: ${title}`);
  const s0 = Date.now();
  const r = fn();
  const secs = ((Date.now() - s0) / 1000).toFixed(1);
  results.push({ title: `${i + 1} ${title}`, ok: r.ok, detail: r.detail, secs });
  if (!r.ok) {
    if (!r.counted) totals.failed += 1; // a failed type-check, install or build counts as one failure
    failedStage = `${i + 1} ${title}`;
    break;
  }
}

header('summary');
for (const r of results) {
  console.log(`${r.ok === null ? '--  ' : r.ok ? 'ok  ' : 'FAIL'}  ${r.title.padEnd(40)} ${`${r.secs} s`.padStart(8)}  ${r.detail}`);
}
for (const [i, [title]] of stages.entries()) {
  if (i >= results.length) console.log(`--    ${`${i + 1} ${title}`.padEnd(40)} ${''.padStart(8)}  not run`);
}
/** First line of a failure message, without colour codes, so the summary stays a summary. */
const firstLine = (message) => String(message).replace(/\u001b\[[0-9;]*m/g, '').split('\n')[0].slice(0, 300);
if (flaky.length > 0) {
  console.log('flaky tests (failed, then passed on the retry):');
  for (const f of flaky) console.log(`  ${f.file} > ${f.name}\n      first try: ${firstLine(f.message)}`);
}
if (failures.length > 0) {
  console.log('failed tests:');
  for (const f of failures) console.log(`  ${f.file} > ${f.name}\n      ${firstLine(f.message)}`);
}
console.log(`total ${((Date.now() - t0) / 1000).toFixed(1)} s${failedStage ? `; FAILED at stage ${failedStage}` : '; all stages passed'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStage ? 1 : 0);
