/**
 * Card payments for credit packs through Stripe Checkout (the official `stripe` library). A checkout
 * session is opened with the pack's price inline (no products to set up in Stripe's dashboard), and the
 * pack is credited when Stripe's signed webhook says the session is paid, once per session whatever
 * Stripe retries (accounts/admin.ts completePayment).
 */
import Stripe from 'stripe'
import { PACK_PRICES_CENTS, PACKS, type Pack } from '../accounts/rules.js'

export interface CheckoutInput {
  accountId: string
  email: string
  pack: Pack
  successUrl: string
  cancelUrl: string
}

/** How far a webhook's signature may be dated from now, in either direction (Stripe's own default). */
export const WEBHOOK_TOLERANCE_S = 300

/** What a webhook told us, once its signature has been checked. */
export type PaymentNotice =
  | { kind: 'paid'; paymentId: string; amountCents: number | null; currency: string | null }
  | { kind: 'other'; type: string }

export interface Payments {
  /** The origin of the provider's payment pages (the portal's form-action allows it). */
  readonly checkoutOrigin: string
  checkout(input: CheckoutInput): Promise<{ paymentId: string; url: string }>
  /** Check the signature of a webhook on its raw body, and that it was signed within
   *  WEBHOOK_TOLERANCE_S of now, before or after; throws if either does not hold. */
  notice(rawBody: Buffer, signature: string | undefined): PaymentNotice
}

export class PaymentSignatureError extends Error {
  override name = 'PaymentSignatureError'
}

export function stripePayments(
  config: {
    secretKey: string
    webhookSecret: string
    /** Another server that speaks Stripe's API (a test's stand-in); default Stripe's own. */
    apiUrl: string | null
  },
  /** The time webhook signatures are dated against (Stripe's own clock, not the app's). */
  clock: () => number = Date.now,
): Payments {
  const api = config.apiUrl ? new URL(config.apiUrl) : null
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  })
  return {
    checkoutOrigin: api ? api.origin : 'https://checkout.stripe.com',
    async checkout(input) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        customer_email: input.email,
        client_reference_id: input.accountId,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: PACK_PRICES_CENTS[input.pack],
              product_data: {
                name: `graha ${input.pack} pack: ${PACKS[input.pack].toLocaleString('en-US')} credits`,
              },
            },
          },
        ],
        metadata: { pack: input.pack, account: input.accountId },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      })
      if (!session.url) throw new Error('Stripe opened a checkout session without a payment page')
      return { paymentId: session.id, url: session.url }
    },
    notice(rawBody, signature) {
      let event: Stripe.Event
      try {
        const nowMs = clock()
        // Stripe's check refuses a signature older than the tolerance; one dated in the future is ours.
        const nowS = Math.floor(nowMs / 1000)
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature ?? '',
          config.webhookSecret,
          WEBHOOK_TOLERANCE_S,
          undefined,
          nowMs,
        )
        const signedAtS = Number(/(?:^|,)\s*t=(\d+)/.exec(signature ?? '')?.[1])
        if (!(signedAtS <= nowS + WEBHOOK_TOLERANCE_S))
          throw new Error(`the signature is dated more than ${WEBHOOK_TOLERANCE_S} s in the future`)
      } catch (err) {
        throw new PaymentSignatureError(err instanceof Error ? err.message : String(err))
      }
      if (
        event.type === 'checkout.session.completed' ||
        event.type === 'checkout.session.async_payment_succeeded'
      ) {
        const s = event.data.object
        if (s.payment_status === 'paid')
          return { kind: 'paid', paymentId: s.id, amountCents: s.amount_total, currency: s.currency }
      }
      return { kind: 'other', type: event.type }
    },
  }
}
