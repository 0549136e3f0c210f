import { defineConfig } from 'vitest/config'

/** The suites that start servers and processes of their own, or a browser, or time what a loaded
 *  machine would slow: one file at a time, after the others. */
const SERIAL = ['test/e2e/**/*.test.ts', 'test/browser/**/*.test.ts']

export default defineConfig({
  test: {
    // Swiss Ephemeris is a process-wide native library: one worker process per test file keeps it simple.
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        // Two files at a time (Vitest's default is one fewer than the cores: one, on a two-core machine).
        test: {
          name: 'parallel',
          include: ['test/**/*.test.ts'],
          exclude: SERIAL,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: 'serial', include: SERIAL, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
})
