/**
 * The Node.js releases graha supports: the lines `.ci/run` tests on every submission (the machine's
 * Node 20, the newest 24 and the newest 26) and Node 22, tested by hand (README). package.json's
 * `engines` says the same (a test keeps them equal). Another Node may work; the server says at start
 * that it is untested, and refuses only a combination known to abort (store/sqlite.ts, `knownBroken`).
 */
const LINES: readonly { major: number; minor: number }[] = [
  { major: 20, minor: 19 }, // require() of ES modules without a flag
  { major: 22, minor: 13 },
  { major: 24, minor: 0 },
  { major: 26, minor: 0 },
]

/** `engines.node` of package.json. */
export const SUPPORTED_NODE = LINES.map((l) => `^${l.major}.${l.minor}.0`).join(' || ')

/** Whether Node `version` (e.g. `24.21.0`, as `process.versions.node`) is in a supported line. */
export function isSupportedNode(version: string): boolean {
  const [major = 0, minor = 0] = version.split('.').map(Number)
  return LINES.some((l) => l.major === major && minor >= l.minor)
}
