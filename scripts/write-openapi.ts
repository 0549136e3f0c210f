/** Regenerate docs/openapi.json from the route schemas: `npm run openapi`. */
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { Accounts } from '../src/accounts/index.js'
import { openEphemeris } from '../src/astro/index.js'
import { DEFAULT_EPHEMERIS_DIR, PACKAGE_ROOT } from '../src/config.js'
import { buildApp } from '../src/http/app.js'
import { OPENAPI_FILE } from '../src/http/openapi.js'
import { MemoryLimiter } from '../src/limits/memory.js'
import { openStore } from '../src/store/index.js'

const store = await openStore('sqlite::memory:')
const app = await buildApp({
  ephemeris: openEphemeris({ dataDir: DEFAULT_EPHEMERIS_DIR }),
  accounts: await Accounts.open(store, 'openapi'),
  limiter: new MemoryLimiter(),
  compute: { workers: 0 },
})
const path = resolve(PACKAGE_ROOT, OPENAPI_FILE)
writeFileSync(path, `${JSON.stringify(app.swagger(), null, 2)}\n`)
await app.close()
await store.close()
console.log(`wrote ${path}`)
