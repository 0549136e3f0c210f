import { defineConfig } from 'vitest/config'

/** The suites that start servers and processes of their own, or a browser, or time what a loaded
 *  machine would slow: one file at a time, after the others. */
const SERIAL = ['test/e2e/**/*.test.ts', 'test/browser/**/*.test.ts']

/** The suites that need a process of their own: they open the ephemeris with other data (it is
 *  process-wide, and refuses a second opening with other settings) or replace a module of ours
 *  (vi.mock). */
const OWN_PROCESS = [
  'test/unit/ephemeris-data.test.ts',
  'test/unit/jpl-file.test.ts',
  'test/unit/muhurta-almanac.test.ts',
]

export default defineConfig({
  test: {
    // Swiss Ephemeris is a process-wide native library: tests run in child processes (forks), not threads.
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        // Two files at a time (Vitest's default is one fewer than the cores: one, on a two-core machine).
        // Each of the two processes runs file after file with the modules it has loaded (isolate: false):
        // loading the server's modules again for every file was a third of the suite's time.
        test: {
          name: 'parallel',
          include: ['test/**/*.test.ts'],
          exclude: [...SERIAL, ...OWN_PROCESS],
          maxWorkers: 2,
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: 'own-process', include: OWN_PROCESS, maxWorkers: 2, sequence: { groupOrder: 1 } },
      },
      {
        extends: true,
        // Their processes run the compiled package (test/helpers/built.ts compiles it when stale).
        test: {
          name: 'serial',
          include: SERIAL,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
          globalSetup: ['test/helpers/built.ts'],
        },
      },
    ],
  },
})
