/**
 * Stripe webhook signatures (src/portal/payments.ts): accepted within 300 s of now in either direction,
 * refused when older (Stripe's own check) or dated further ahead (issue 28: only the age was checked).
 */
import { describe, expect, it } from 'vitest'
import { PaymentSignatureError, stripePayments, WEBHOOK_TOLERANCE_S } from '../../src/portal/payments.js'
import { signature, STANDIN_WEBHOOK_SECRET } from '../helpers/stripe-standin.js'

const NOW_MS = Date.UTC(2026, 10, 26, 12)
const payments = stripePayments(
  { secretKey: 'sk_test_standin', webhookSecret: STANDIN_WEBHOOK_SECRET, apiUrl: 'http://127.0.0.1:9' },
  () => NOW_MS,
)
const payload = JSON.stringify({
  id: 'evt_1',
  object: 'event',
  type: 'checkout.session.completed',
  data: { object: { id: 'cs_1', payment_status: 'paid', amount_total: 4900, currency: 'usd' } },
})
const at = (offsetS: number) =>
  signature(payload, STANDIN_WEBHOOK_SECRET, Math.floor(NOW_MS / 1000) + offsetS)

describe('a payment webhook’s signature', () => {
  it('is accepted when dated within the tolerance, before or after now', () => {
    expect(WEBHOOK_TOLERANCE_S).toBe(300)
    for (const offset of [-299, 0, 60, 299])
      expect(payments.notice(Buffer.from(payload), at(offset)), String(offset)).toEqual({
        kind: 'paid',
        paymentId: 'cs_1',
        amountCents: 4900,
        currency: 'usd',
      })
  })

  it('is refused when dated more than 300 s in the future, or in the past', () => {
    expect(() => payments.notice(Buffer.from(payload), at(600))).toThrow(PaymentSignatureError)
    expect(() => payments.notice(Buffer.from(payload), at(600))).toThrow(/in the future/)
    expect(() => payments.notice(Buffer.from(payload), at(301))).toThrow(/in the future/)
    expect(() => payments.notice(Buffer.from(payload), at(-600))).toThrow(PaymentSignatureError)
  })

  it('is refused when forged', () => {
    const forged = signature(payload, 'whsec_other', Math.floor(NOW_MS / 1000))
    expect(() => payments.notice(Buffer.from(payload), forged)).toThrow(PaymentSignatureError)
  })
})
