/**
 * The packages of an earlier revision checked out in a worktree (the benches' baselines and
 * comparisons): this checkout's node_modules when the two lockfiles are the same, else the
 * revision's own, installed from its lockfile. Shared, a revision whose packages differ failed
 * to build (bench/bundle.ts's default baseline imports a font package removed since).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../tests/browser/support/servers';

export function provideModules(dir: string): void {
  const lock = (d: string) => readFileSync(join(d, 'package-lock.json'), 'utf8');
  if (lock(dir) === lock(ROOT)) {
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
    return;
  }
  console.log(`${dir}: its lockfile differs from this checkout's; installing its packages (npm ci)`);
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel', 'error'], { cwd: dir, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`npm ci in ${dir} failed (exit ${r.status})`);
}
