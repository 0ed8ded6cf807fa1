/**
 * Careers billing (spec 000 §3 "Careers price", "Careers subscription"; §4; §5 messages; §7
 * "Careers"): the admin panel's prices, an organization's subscription to the job board, its
 * invoices, the job-post add-ons bought per post, and publishing a job. Money: `*InCents` integer
 * cents, every other money field dollars (api-contract "Values").
 */
import { Type, type Static } from '@sinclair/typebox'
import { SUBSCRIPTION_RECURRENCES, SUBSCRIPTION_STATUSES, SUBSCRIPTION_TIERS, INVOICE_STATUSES } from '../enums'
import { literalUnion } from './literal-union'
import { Paged, pageQuery } from './paging'

const anId = (message: string) =>
  Type.String({ minLength: 1, maxLength: 100, pattern: '\\S', messages: { required: message, minLength: message, pattern: message, type: message, maxLength: 'The id is too long' } })

const plan = () => literalUnion(SUBSCRIPTION_TIERS, { messages: { required: 'Plan is required', enum: 'Invalid plan', type: 'Invalid plan' } })
const recurrence = () => literalUnion(SUBSCRIPTION_RECURRENCES, { messages: { required: 'Recurrence is required', enum: 'Invalid recurrence', type: 'Invalid recurrence' } })

export const CAREERS_PRODUCT_TYPES = ['SUBSCRIPTION', 'JOB_POST_ADDON'] as const

// ---- prices (admin panel) ----------------------------------------------------------------------

export const CareersPrice = Type.Object({
  careersPriceId: Type.String(),
  name: Type.String(),
  productType: literalUnion(CAREERS_PRODUCT_TYPES),
  planType: Type.Union([literalUnion(SUBSCRIPTION_TIERS), Type.Null()]),
  recurrence: literalUnion(SUBSCRIPTION_RECURRENCES),
  priceInCents: Type.Integer(),
  originalPriceInCents: Type.Integer(),
  isActive: Type.Boolean(),
  /** ISO 8601; the built-in defaults are effective from the epoch. */
  effectiveFrom: Type.String(),
  effectiveTo: Type.Union([Type.String(), Type.Null()]),
  /** True for a built-in default price (no admin row applies). */
  isDefault: Type.Boolean(),
})
export type CareersPrice = Static<typeof CareersPrice>

export const CareersPriceListQuery = Type.Object({
  ...pageQuery(50),
  productType: Type.Optional(literalUnion(CAREERS_PRODUCT_TYPES)),
  planType: Type.Optional(literalUnion(SUBSCRIPTION_TIERS)),
})
export type CareersPriceListQuery = Static<typeof CareersPriceListQuery>

/** `GET /admin-panel/careers/prices/csv`: the list's filters, every price (the admin panel's, then the defaults). */
export const CareersPriceCsvQuery = Type.Omit(CareersPriceListQuery, ['page', 'pageSize'])
export type CareersPriceCsvQuery = Static<typeof CareersPriceCsvQuery>
export const CareersPriceList = Paged(CareersPrice)
export type CareersPriceList = Static<typeof CareersPriceList>

const cents = (label: string) =>
  Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 100_000_000,
      messages: { minimum: `${label} must be greater than or equal to 0`, integer: `${label} must be a whole number of cents`, type: `${label} must be a whole number of cents`, maximum: `${label} is too large` },
    }),
  )

/**
 * `POST /admin-panel/careers/prices`: a plan's monthly, quarterly and annual prices, current and
 * original, each optional and at least 0 (spec 000 §5 "Subscription prices"). For the job-post
 * add-on (`productType` JOB_POST_ADDON, no `planType`) the monthly value is its price per post.
 * A value left out keeps the price in force; `effectiveFrom` defaults to now.
 */
export const CreateCareersPricesBody = Type.Object({
  productType: Type.Optional(literalUnion(CAREERS_PRODUCT_TYPES, { messages: { enum: 'Invalid product type' } })),
  planType: Type.Optional(Type.Union([plan(), Type.Null()])),
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 100, messages: { minLength: 'Name is required', maxLength: 'Name is too long' } })),
  monthlyPriceInCents: cents('Monthly price'),
  originalMonthlyPriceInCents: cents('Original monthly price'),
  quarterlyPriceInCents: cents('Quarterly price'),
  originalQuarterlyPriceInCents: cents('Original quarterly price'),
  annualPriceInCents: cents('Annual price'),
  originalAnnualPriceInCents: cents('Original annual price'),
  effectiveFrom: Type.Optional(Type.String({ format: 'date-time', messages: { format: 'effectiveFrom must be an ISO 8601 date and time' } })),
})
export type CreateCareersPricesBody = Static<typeof CreateCareersPricesBody>
export const CreatedCareersPrices = Type.Object({ data: Type.Array(CareersPrice) })

// ---- the subscription ----------------------------------------------------------------------------

export const SubscriptionPaymentMethod = Type.Object({
  paymentMethodId: Type.String(),
  type: Type.String(),
  brand: Type.Union([Type.String(), Type.Null()]),
  last4: Type.String(),
  cardNumber: Type.String(),
})

export const CareersSubscription = Type.Object({
  careersSubscriptionId: Type.String(),
  isActive: Type.Boolean(),
  plan: literalUnion(SUBSCRIPTION_TIERS),
  status: literalUnion(SUBSCRIPTION_STATUSES),
  recurrence: literalUnion(SUBSCRIPTION_RECURRENCES),
  periodStart: Type.Union([Type.String(), Type.Null()]),
  periodEnd: Type.Union([Type.String(), Type.Null()]),
  /** The plan's prices in force now, one per recurrence. */
  prices: Type.Array(CareersPrice),
  remainingJobPostings: Type.Integer(),
  remainingFeaturedListings: Type.Integer(),
  /** What the current period cost, in dollars (after any discount). */
  subscriptionPrice: Type.Number(),
  subscriptionPriceInCents: Type.Integer(),
  discountPercentage: Type.Integer(),
  paymentMethod: Type.Union([SubscriptionPaymentMethod, Type.Null()]),
  pendingPlan: Type.Union([literalUnion(SUBSCRIPTION_TIERS), Type.Null()]),
  pendingRecurrence: Type.Union([literalUnion(SUBSCRIPTION_RECURRENCES), Type.Null()]),
})
export type CareersSubscription = Static<typeof CareersSubscription>

export const CareersSubscriptionParams = Type.Object({ careersSubscriptionId: anId('Subscription ID is required') })

export const CreateCareersSubscriptionBody = Type.Object({
  plan: plan(),
  recurrence: recurrence(),
  /** Where the browser goes after the checkout. */
  redirect: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
  organizationBenefitStateId: Type.Optional(Type.Union([anId('Benefit ID is required'), Type.Null()])),
})
export type CreateCareersSubscriptionBody = Static<typeof CreateCareersSubscriptionBody>

export const CheckoutSession = Type.Object({
  sessionId: Type.String(),
  /** The checkout page (the sandbox's is the product's own); the redirect when it completed at once. */
  url: Type.String(),
  status: literalUnion(['open', 'complete', 'expired'] as const),
  careersSubscriptionId: Type.String(),
})
export const CreatedCareersSubscription = Type.Object({ checkoutSession: CheckoutSession, subscription: CareersSubscription })

export const CheckoutSessionParams = Type.Object({ sessionId: Type.String({ minLength: 1, maxLength: 100 }) })

export const ChangePaymentMethodBody = Type.Object({
  paymentMethodId: Type.String({
    minLength: 1,
    maxLength: 100,
    pattern: '\\S',
    messages: { required: 'payment method is required.', minLength: 'payment method is required.', pattern: 'payment method is required.', type: 'payment method is required.' },
  }),
})
export type ChangePaymentMethodBody = Static<typeof ChangePaymentMethodBody>

export const PlanChangeBody = Type.Object({ plan: plan(), recurrence: recurrence() })
export type PlanChangeBody = Static<typeof PlanChangeBody>
export const PlanChangeQuery = PlanChangeBody

export const ProrationCost = Type.Object({
  plan: literalUnion(SUBSCRIPTION_TIERS),
  recurrence: literalUnion(SUBSCRIPTION_RECURRENCES),
  /** What upgrading now charges: the new period's price less the unused part of this one. */
  prorationCostInCents: Type.Integer(),
  prorationCost: Type.Number(),
  newPriceInCents: Type.Integer(),
  unusedCreditInCents: Type.Integer(),
  periodStart: Type.String(),
  periodEnd: Type.String(),
})
export type ProrationCost = Static<typeof ProrationCost>

export const SubscriptionUsage = Type.Object({ allowed: Type.Integer(), used: Type.Integer(), remaining: Type.Integer() })
export const CareersSubscriptionDetails = Type.Object({
  subscription: CareersSubscription,
  nextBillingDate: Type.Union([Type.String(), Type.Null()]),
  nextBillingAmountInCents: Type.Integer(),
  nextBillingAmount: Type.Number(),
  cancelAtPeriodEnd: Type.Boolean(),
  jobPostings: SubscriptionUsage,
  featuredListings: SubscriptionUsage,
  activeJobPostAddons: Type.Integer(),
})

export const CareersInvoice = Type.Object({
  invoiceId: Type.String(),
  type: Type.String(),
  frequency: Type.String(),
  billingDate: Type.String(),
  status: literalUnion(INVOICE_STATUSES),
  invoiceLink: Type.String(),
  amount: Type.Number(),
  amountInCents: Type.Integer(),
  description: Type.String(),
})
export const CareersInvoicesQuery = Type.Object({
  currentPage: Type.Optional(
    Type.Number({ minimum: 1, maximum: 1_000_000, multipleOf: 1, default: 1, messages: { minimum: 'Page number must be greater than 0', maximum: 'Page number is too large', default: 'Page number must be a whole number' } }),
  ),
  pageSize: Type.Optional(Type.Number({ minimum: 1, maximum: 100, multipleOf: 1, default: 10, messages: { minimum: 'Page size must be greater than or equal to 1', maximum: 'Page size must be at most 100' } })),
})
export type CareersInvoicesQuery = Static<typeof CareersInvoicesQuery>
export const CareersInvoiceList = Paged(CareersInvoice)
export const CareersInvoiceParams = Type.Object({ invoiceId: anId('Invoice ID is required') })
export const CareersInvoiceQuery = Type.Object({ signature: Type.Optional(Type.String({ maxLength: 200 })) })
export const CareersInvoicePage = Type.String({ contentMediaType: 'text/html', description: 'The invoice as an HTML page' })

export const JobIdParams = Type.Object({ jobId: anId('Job ID is required') })

export const JobPostAddon = Type.Object({
  jobId: Type.String(),
  title: Type.String(),
  status: literalUnion(['ACTIVE', 'REMOVED'] as const),
  amountInCents: Type.Integer(),
  recurringAmountInCents: Type.Integer(),
  createdAt: Type.String(),
})
export const JobPostAddonUsage = Type.Object({
  activeAddons: Type.Integer(),
  nextBillingAmountInCents: Type.Integer(),
  nextBillingAmount: Type.Number(),
  addons: Type.Array(JobPostAddon),
})

export const CareersDiscount = Type.Object({
  organizationBenefitStateId: Type.String(),
  organizationBenefitId: Type.String(),
  name: Type.String(),
  code: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  discountPercentage: Type.Integer(),
  appliedAt: Type.String(),
})
export const CareersDiscountList = Type.Array(CareersDiscount)

export const ActivateSubscriptionForTestingBody = Type.Object({ facilityId: anId('Facility Id is required') })

// ---- publishing ------------------------------------------------------------------------------------

export const PublishJobBody = Type.Object({
  /** The seed's spelling. */
  aggreedToPayPerPost: Type.Optional(Type.Boolean()),
  publishOnRedirect: Type.Optional(Type.Boolean()),
})
export type PublishJobBody = Static<typeof PublishJobBody>

export const PublishedJob = Type.Object({
  jobId: Type.String(),
  status: Type.String(),
  postedAt: Type.Union([Type.String(), Type.Null()]),
  listingEndsAt: Type.Union([Type.String(), Type.Null()]),
  isFeatured: Type.Boolean(),
  isFreePost: Type.Boolean(),
  applicantsBlurred: Type.Boolean(),
  /** How it was paid: a subscription posting, a job-post add-on, or free. */
  paidWith: literalUnion(['SUBSCRIPTION', 'JOB_POST_ADDON', 'FREE', 'NONE'] as const),
  chargedInCents: Type.Integer(),
  /**
   * With `publishOnRedirect` and no card to charge: the checkout the organization pays the post
   * on (`paidWith` NONE, the job unchanged); the job is published when it completes.
   */
  checkoutSession: Type.Optional(
    Type.Object({
      sessionId: Type.String(),
      url: Type.String(),
      status: literalUnion(['open', 'complete', 'expired'] as const),
      amountInCents: Type.Integer(),
    }),
  ),
})
export type PublishedJob = Static<typeof PublishedJob>

/** 405 when neither a posting nor an agreement to pay per post allows publishing. */
export const PayPerPostRequired = Type.Object({ message: Type.String(), priceTodayDollars: Type.Number(), priceNextBillingDollars: Type.Number() })
