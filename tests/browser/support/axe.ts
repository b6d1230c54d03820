/**
 * axe-core for the browser tests: the serious and critical violations of the page (or of parts of
 * it), one line each, once the page's transitions have ended.
 *
 * Why wait: axe computes colour contrast with the opacity of the moment. A popover, a menu or a
 * dialog that MUI is still fading in or out (Grow, Fade: 150–300 ms) has text at a fraction of
 * its colour, and axe reports it as low contrast. On a quiet machine a test gets there within the
 * transition; on a busy one it did not, so the same test passed or failed with the load.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Waits until no finite CSS transition or animation runs (infinite ones, spinners, are ignored); at most 3 s. */
export async function transitionsEnded(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 3000, polling: 50 },
    )
    .catch(() => undefined); // still running after 3 s: check the page as it is
}

export async function seriousViolations(page: Page, include: string | readonly string[] = []): Promise<string[]> {
  await transitionsEnded(page);
  let builder = new AxeBuilder({ page });
  for (const selector of typeof include === 'string' ? [include] : include) builder = builder.include(selector);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} :: ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`).join(' | ')}`);
}
