/**
 * Two server processes flushing the last uses of the same keys at the same moment, each having noted
 * them in another order, never deadlock on PostgreSQL (admin.ts recordKeyUses writes in the order of the
 * keys' ids), and the later time of each key wins.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { recordKeyUses } from '../../src/accounts/admin.js'
import { Accounts } from '../../src/accounts/index.js'
import { openStore } from '../../src/store/index.js'
import { dropTestDatabases, freshPostgresUrl, postgresUp } from '../helpers/engines.js'

afterAll(dropTestDatabases)

const NOW = Date.parse('2026-11-22T12:00:00Z')

describe.skipIf(!postgresUp)('last uses of keys flushed by two processes at once', () => {
  it('in opposite orders, 30 times at once: no deadlock, the latest time kept', async () => {
    const url = await freshPostgresUrl()
    const [one, two] = await Promise.all([openStore(url), openStore(url)])
    try {
      const accounts = await Accounts.open(one, 'test-server-secret')
      const { accountId } = await accounts.createAccount(
        { email: 'uses@example.com', verified: true, acceptTerms: true },
        NOW,
      )
      const keys: string[] = []
      for (let i = 0; i < 6; i++)
        keys.push((await accounts.createKey({ accountId, kind: 'live' }, NOW)).keyId)
      for (let round = 0; round < 30; round++) {
        const at = NOW + round * 1000
        const forward = new Map(keys.map((k, i) => [k, at + i]))
        const backward = new Map([...keys].reverse().map((k, i) => [k, at + 500 + i]))
        await Promise.all([recordKeyUses(one, forward), recordKeyUses(two, backward)])
      }
      const rows = await one.db.selectFrom('api_keys').select(['id', 'last_used_at']).execute()
      const last = NOW + 29 * 1000
      for (const [i, k] of keys.entries()) {
        const expected = Math.max(last + i, last + 500 + (keys.length - 1 - i))
        expect(rows.find((r) => r.id === k)!.last_used_at).toBe(expected)
      }
    } finally {
      await one.close()
      await two.close()
    }
  })
})
