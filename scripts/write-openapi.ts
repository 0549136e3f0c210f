/** Regenerate docs/openapi.json from the route schemas: `npm run openapi`. */
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { openEphemeris } from '../src/astro/index.js'
import { DEFAULT_EPHEMERIS_DIR, PACKAGE_ROOT } from '../src/config.js'
import { buildApp } from '../src/http/app.js'
import { OPENAPI_FILE } from '../src/http/openapi.js'

const app = await buildApp({ ephemeris: openEphemeris({ dataDir: DEFAULT_EPHEMERIS_DIR }) })
const path = resolve(PACKAGE_ROOT, OPENAPI_FILE)
writeFileSync(path, `${JSON.stringify(app.swagger(), null, 2)}\n`)
await app.close()
console.log(`wrote ${path}`)
