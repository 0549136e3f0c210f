import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Swiss Ephemeris is a process-wide native library: one worker process per test file keeps it simple.
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
