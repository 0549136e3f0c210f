/**
 * Global setup of the suites that start `graha` processes (vitest.config.ts, the serial project): dist/
 * compiled once for the run when a source changed since it was built, so that every process they start
 * runs the compiled package, as `npm start` does (helpers/server.ts, `Launch.built`).
 */
import { buildPackage, builtIsCurrent } from './server.js'

export default function setup(): void {
  if (!builtIsCurrent()) buildPackage()
}
