/** A facility's cards and bank accounts (spec 000 §7 "Organization and payment methods"). */
import { Elysia } from 'elysia'
import { ErrorResponse, MessageResponse } from '../../../../shared/contracts/auth'
import {
  AttachOrganizationPaymentMethodBody,
  AttachPaymentMethodBody,
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
import { listFacilityPaymentMethods } from './list-facility-payment-methods'
import { listOrganizationPaymentMethods } from './list-organization-payment-methods'
import { listPaymentMethods } from './list-payment-methods'
import { makeDefaultPaymentMethod } from './make-default-payment-method'
import { removePaymentMethod } from './remove-payment-method'
import { sharePaymentMethod } from './share-payment-method'

const failures = { 400: ErrorResponse, 404: ErrorResponse }

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
