/** A facility's cards and bank accounts (spec 000 §7 "Organization and payment methods"). */
import { Elysia } from 'elysia'
import { ErrorResponse, MessageResponse } from '../../../../shared/contracts/auth'
import {
  AttachOrganizationPaymentMethodBody,
  AttachPaymentMethodBody,
  BillingDocument,
  BillingHistoryQuery,
  BillingHistoryResponse,
  BillingReceipt,
  BillingReceiptOrDocument,
  BillingReceiptParams,
  BillingStatementParams,
  BillingStatementQuery,
  FacilityIdParams,
  MakeDefaultPaymentMethodBody,
  PaymentMethod,
  PaymentMethodList,
  PaymentMethodListQuery,
  RemovePaymentMethodBody,
  SharePaymentMethodBody,
} from '../../../../shared/contracts/payments'
import type { AppContext } from '../../../context'
import { authPlugin } from '../../../plugins/auth'
import { attachOrganizationPaymentMethod } from './attach-organization-payment-method'
import { attachPaymentMethod } from './attach-payment-method'
import { downloadBillingStatement } from './download-billing-statement'
import { getBillingReceipt, getBillingReceiptPdf } from './get-billing-receipt'
import { listBillingHistory } from './list-billing-history'
import { listFacilityPaymentMethods } from './list-facility-payment-methods'
import { listOrganizationPaymentMethods } from './list-organization-payment-methods'
import { listPaymentMethods } from './list-payment-methods'
import { makeDefaultPaymentMethod } from './make-default-payment-method'
import { removePaymentMethod } from './remove-payment-method'
import { sharePaymentMethod } from './share-payment-method'

const failures = { 400: ErrorResponse, 404: ErrorResponse }

/** `…/receipts/{id}.pdf` or `Accept: application/pdf` asks for the PDF; anything else gets JSON. */
function wantsPdf(chargeId: string, accept: string | undefined): { chargeId: string; pdf: boolean } {
  if (chargeId.endsWith('.pdf')) return { chargeId: chargeId.slice(0, -4), pdf: true }
  return { chargeId, pdf: /application\/pdf/i.test(accept ?? '') && !/application\/json/i.test(accept ?? '') }
}

export const facilityPaymentRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Payments'] } })
    .use(authPlugin(ctx))
    .get('/payment-methods/all', ({ caller, query }) => listPaymentMethods({ ctx, caller, query }), {
      asFacility: true,
      query: PaymentMethodListQuery,
      response: { 200: PaymentMethodList, ...failures },
      detail: { summary: 'Every payment method I may use, across my facilities' },
    })
    .get('/payment-method/facility/:facilityId', ({ caller, params, query }) => listFacilityPaymentMethods({ ctx, caller, facilityId: params.facilityId, query }), {
      asFacility: true,
      params: FacilityIdParams,
      query: PaymentMethodListQuery,
      response: { 200: PaymentMethodList, ...failures },
      detail: { summary: "A facility's payment methods, its default marked" },
    })
    .post('/payment-method/attach-card', async ({ caller, body, set }) => {
      const method = await attachPaymentMethod({ ctx, caller, input: body, kind: 'CARD' })
      set.status = 201
      return method
    }, {
      asFacility: true,
      body: AttachPaymentMethodBody,
      response: { 201: PaymentMethod, 402: ErrorResponse, ...failures },
      detail: { summary: 'Add a card to a facility from a processor token', description: 'Test tokens: tok_visa, tok_mastercard; tok_chargeCustomerFail attaches but every charge declines; tok_chargeDeclined is refused (402).' },
    })
    .post('/payment-method/attach-payment-method', async ({ caller, body, set }) => {
      const method = await attachPaymentMethod({ ctx, caller, input: body, kind: 'BANK' })
      set.status = 201
      return method
    }, {
      asFacility: true,
      body: AttachPaymentMethodBody,
      response: { 201: PaymentMethod, 402: ErrorResponse, ...failures },
      detail: { summary: 'Add a bank account to a facility from a processor token', description: 'Test token: btok_us_verified.' },
    })
    .post('/payment-method/share', ({ caller, body }) => sharePaymentMethod({ ctx, caller, input: body }), {
      asFacility: true,
      body: SharePaymentMethodBody,
      response: { 200: PaymentMethod, ...failures },
      detail: { summary: 'Let more facilities of the organization use a payment method' },
    })
    .post('/payment-method/remove', ({ caller, body }) => removePaymentMethod({ ctx, caller, paymentMethodId: body.paymentMethodId }), {
      asFacility: true,
      body: RemovePaymentMethodBody,
      response: { 200: MessageResponse, 409: ErrorResponse, ...failures },
      detail: { summary: 'Remove a payment method', description: '409 while it pays for auto-hire on an open shift.' },
    })
    .put('/payment-method/make-default', ({ caller, body }) => makeDefaultPaymentMethod({ ctx, caller, input: body }), {
      asFacility: true,
      body: MakeDefaultPaymentMethodBody,
      response: { 200: PaymentMethod, ...failures },
      detail: { summary: "Make a payment method a facility's default", description: 'Without facilityId: at the facility that added it.' },
    })
    .get('/organization/payment-methods', ({ caller, query }) => listOrganizationPaymentMethods({ ctx, caller, query }), {
      asFacility: true,
      query: PaymentMethodListQuery,
      response: { 200: PaymentMethodList, ...failures },
      detail: { summary: "Every payment method of the organization (owners and admins)" },
    })
    .post('/organization/payment-methods', async ({ caller, body, set }) => {
      const method = await attachOrganizationPaymentMethod({ ctx, caller, input: body })
      set.status = 201
      return method
    }, {
      asFacility: true,
      body: AttachOrganizationPaymentMethodBody,
      response: { 201: PaymentMethod, 402: ErrorResponse, 422: ErrorResponse, ...failures },
      detail: { summary: 'Add a card (tok_…) or bank account (btok_…) for the organization', description: 'Usable by the facilityIds given, or by every facility; owners and admins only.' },
    })
    .get('/billing/history', ({ caller, query }) => listBillingHistory({ ctx, caller, query }), {
      asFacility: true,
      query: BillingHistoryQuery,
      response: { 200: BillingHistoryResponse, ...failures },
      detail: {
        tags: ['Billing'],
        summary: "The organization's charges, refunds, cancellation fees and credits, newest first",
        description: 'From the ledger; amounts signed (positive paid, negative given back). A MEMBER sees only their facilities. `from`/`to` are inclusive calendar dates; `type` one or more of CHARGE|ADJUSTMENT|CANCELLATION_FEE|CREDITS_APPLIED|REFUND|CREDITS_RETURNED|CREDITS_GRANTED.',
      },
    })
    // async, and awaited: returned unawaited, a rejected verb escaped Elysia's error mapping here (500).
    .get('/billing/receipts/:chargeId', async ({ caller, params, headers }): Promise<BillingReceipt> => {
      const asked = wantsPdf(params.chargeId, headers.accept)
      // The PDF is a Response, sent as it is; Elysia's types know only the JSON answer of a union.
      if (asked.pdf) return (await getBillingReceiptPdf({ ctx, caller, chargeId: asked.chargeId })) as unknown as BillingReceipt
      return getBillingReceipt({ ctx, caller, chargeId: asked.chargeId })
    }, {
      asFacility: true,
      params: BillingReceiptParams,
      response: { 200: BillingReceiptOrDocument, ...failures },
      detail: { tags: ['Billing'], summary: 'The receipt of one charge', description: 'JSON; a PDF with `Accept: application/pdf` or a `.pdf` path (`/billing/receipts/{chargeId}.pdf`).' },
    })
    .get('/billing/statements/:month', ({ caller, params, query }) => downloadBillingStatement({ ctx, caller, month: params.month, query }), {
      asFacility: true,
      params: BillingStatementParams,
      query: BillingStatementQuery,
      response: { 200: BillingDocument, ...failures },
      detail: { tags: ['Billing'], summary: 'A monthly statement as a PDF (default) or CSV (`format=csv`)', description: 'One calendar month (YYYY-MM) in the billing time zone: the facility’s when `facilityId` is given, else the organization’s first facility’s.' },
    })
