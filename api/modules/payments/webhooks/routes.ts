/** The payment processor's events, verified by their signature. */
import { Elysia } from 'elysia'
import { ErrorResponse } from '../../../../shared/contracts/auth'
import { WebhookReceived } from '../../../../shared/contracts/payments'
import type { AppContext } from '../../../context'
import { handleProcessorWebhook, type ProcessorEventHandler } from './handle-webhook'

export const paymentWebhookRoutes = (ctx: AppContext, handlers: ProcessorEventHandler[] = []) =>
  new Elysia({ detail: { tags: ['Payments'] } })
    .post('/stripe/webhook', async ({ request }) => handleProcessorWebhook({ ctx, rawBody: await request.text(), signature: request.headers.get('stripe-signature'), handlers }), {
      // The signature covers the exact bytes sent: the body is read raw, never parsed first.
      parse: 'none',
      response: { 200: WebhookReceived, 400: ErrorResponse },
      detail: { summary: 'Payment processor events (signed with the stripe-signature header)' },
    })
