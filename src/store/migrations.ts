/** Schema migrations, the same on SQLite and PostgreSQL. Append, never edit a released one. */
import { SqliteAdapter, sql, type Kysely, type Migration } from 'kysely'

export const migrations: Record<string, Migration> = {
  '0001-accounts-keys-credits': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('accounts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('terms_version', 'text')
        .addColumn('terms_accepted_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('free_credits', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('free_granted_at', 'bigint')
        .addColumn('free_expires_at', 'bigint')
        .addColumn('paid_credits', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('purchased', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('rate_per_minute', 'integer')
        .addColumn('concurrency', 'integer')
        .addColumn('eph_calls', 'bigint', (c) => c.notNull().defaultTo(0))
        .addCheckConstraint('accounts_credits_not_negative', sql`free_credits >= 0 and paid_credits >= 0`)
        .execute()
      await db.schema
        .createTable('api_keys')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
        .addColumn('display_prefix', 'text', (c) => c.notNull())
        .addColumn('scopes', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint')
        .addColumn('revoked_at', 'bigint')
        .addColumn('rotated_at', 'bigint')
        .addColumn('monthly_limit', 'integer')
        .execute()
      await db.schema.createIndex('api_keys_account').on('api_keys').column('account_id').execute()
      await db.schema
        .createTable('key_months')
        .addColumn('key_id', 'text', (c) => c.notNull().references('api_keys.id'))
        .addColumn('month', 'text', (c) => c.notNull())
        .addColumn('units', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('key_months_pk', ['key_id', 'month'])
        .execute()
      await db.schema
        .createTable('holds')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
        .addColumn('key_id', 'text', (c) => c.notNull())
        .addColumn('request_id', 'text', (c) => c.notNull())
        .addColumn('operation', 'text', (c) => c.notNull())
        .addColumn('free_units', 'integer', (c) => c.notNull())
        .addColumn('paid_units', 'integer', (c) => c.notNull())
        .addColumn('key_units', 'integer', (c) => c.notNull())
        .addColumn('month', 'text', (c) => c.notNull())
        .addColumn('idempotency_id', 'text')
        .addColumn('server_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('holds_server').on('holds').column('server_id').execute()
      // A charge's ledger id is its request id: one charge per answer at most, enforced by the key,
      // and a request quoted in a support ticket found by it. On SQLite the table is the key's own
      // B-tree (WITHOUT ROWID): one tree fewer to write at every charge.
      const sqlite = db.getExecutor().adapter instanceof SqliteAdapter
      await db.schema
        .createTable('ledger')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('key_id', 'text')
        .addColumn('request_id', 'text')
        .addColumn('operation', 'text')
        .addColumn('units', 'integer', (c) => c.notNull())
        .addColumn('free_units', 'integer', (c) => c.notNull())
        .addColumn('paid_units', 'integer', (c) => c.notNull())
        .addColumn('pack', 'text')
        .addColumn('idempotency_id', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .$call((t) => (sqlite ? t.modifyEnd(sql`without rowid`) : t))
        .execute()
      await db.schema
        .createIndex('ledger_account')
        .on('ledger')
        .columns(['account_id', 'created_at'])
        .execute()
      await db.schema
        .createTable('idempotency')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
        .addColumn('key_hash', 'text', (c) => c.notNull())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('idempotency_account_key', ['account_id', 'key_hash'])
        .execute()
      await db.schema
        .createTable('servers')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('heartbeat_at', 'bigint', (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('meta')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute()
    },
  },
  // The developer portal: a key's name and last use; sign-in links, sessions, terms
  // acceptances and card payments.
  '0002-portal': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('api_keys').addColumn('name', 'text').execute()
      await db.schema.alterTable('api_keys').addColumn('last_used_at', 'bigint').execute()
      await db.schema
        .createTable('portal_links')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute()
      await db.schema
        .createIndex('portal_links_email')
        .on('portal_links')
        .columns(['email', 'created_at'])
        .execute()
      await db.schema
        .createTable('portal_sessions')
        .addColumn('id_hash', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('seen_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('portal_sessions_account')
        .on('portal_sessions')
        .column('account_id')
        .execute()
      await db.schema
        .createTable('terms_acceptances')
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
        .addColumn('version', 'text', (c) => c.notNull())
        .addColumn('accepted_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('terms_acceptances_pk', ['account_id', 'version'])
        .execute()
      await db.schema
        .createTable('payments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
        .addColumn('pack', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('paid_at', 'bigint')
        .execute()
      await db.schema.createIndex('payments_account').on('payments').column('account_id').execute()
    },
  },
}
