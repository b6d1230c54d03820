import { Cron } from 'croner';
import { describe, expect, it } from 'vitest';
import { isCronExpression } from '../../../src/shared/situations/cron';

/** What croner (the scheduler) makes of an expression: accepted or not. */
function cronerAccepts(expr: string): boolean {
  try {
    new Cron(expr, { paused: true, timezone: 'Europe/Berlin' }).stop();
    return true;
  } catch {
    return false;
  }
}

const GOOD = ['0 6 * * *', '30 5 * * 1-5', '*/15 * * * *', '0 0 1 * *', '0 22 * * 0,6', '5,35 6-22/2 * 1-12 7', '59 23 31 12 *'];
const BAD = ['', '0 6 * *', '60 6 * * *', '0 24 * * *', '0 6 32 * *', '0 6 * 13 *', '0 6 * * 8', 'a b c d e', '0 6 * * * *', '0 6 0 * *', '* * * * MON'];

describe('cron expressions of scheduled exports', () => {
  it.each(GOOD)('accepts %s, as croner does', (expr) => {
    expect(isCronExpression(expr)).toBe(true);
    expect(cronerAccepts(expr)).toBe(true);
  });
  it.each(BAD)('refuses %j', (expr) => {
    expect(isCronExpression(expr)).toBe(false);
  });
});
