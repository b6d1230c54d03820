import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    server: { deps: { inline: ['ra-data-graphql', 'ra-data-graphql-simple'] } },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
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
          globalSetup: ['tests/browser/support/globalSetup.ts'],
        },
      },
    ],
  },
});
