import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    server: { deps: { inline: ['ra-data-graphql', 'ra-data-graphql-simple'] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // A few unit tests compute a lot (500 random timetables against brute force, the demo
          // timetable twice): 2–5 s alone, over vitest's 5 s default when the 2 cores are shared.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // One module graph for all API files: each file still starts its own server on its own
          // fresh database, but the server code is imported once instead of once per file. That
          // import was about a quarter of the stage (PGlite: 333 s isolated, 245 s not, same
          // machine, 2026-11-28).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
          // expect.poll gives up after 1 s by default. On a loaded 2-core CI machine a list can
          // take longer than that to show a new query's result; a condition that never holds
          // still fails, only later.
          expect: { poll: { timeout: 10_000 } },
          // In CI a failed browser test runs once more: a real Chromium against a live simulation
          // has timing noise that one CI log cannot be rerun to tell apart. A test that passes
          // only on its second try is not hidden: `npm test` lists it, with its first error, as
          // flaky in the summary. Locally a failure is a failure at once.
          retry: process.env.CI ? 1 : 0,
          globalSetup: ['tests/browser/support/globalSetup.ts'],
        },
      },
    ],
  },
});
