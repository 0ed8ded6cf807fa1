/**
 * Benefits and credits (spec 000 §3 "Benefit", §7 "Benefits", "Organization and payment methods",
 * 001 §9 "Credit kinds"): the admin panel creates benefits under a code and applies them to an
 * organization; an organization redeems one by its code; the admin panel adds credits.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { BENEFIT_TYPES } from '../enums'
import { optional } from './fields'
import { literalUnion } from './literal-union'
import { Paged, pageQuery } from './paging'

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

const percent = (label: string) =>
  Type.Integer({
    minimum: 0,
    maximum: 100,
    messages: { minimum: `${label} must be between 0 and 100`, maximum: `${label} must be between 0 and 100`, default: `${label} must be a whole number between 0 and 100` },
  })

/** A benefit code: what an organization types, compared upper-cased. */
const benefitCode = (field: string) =>
  Type.String({
    minLength: 1,
    maxLength: 50,
    pattern: '\\S',
    messages: { required: `${field} is required`, minLength: `${field} is required`, pattern: `${field} is required`, maxLength: `${field} is too long`, type: `${field} is required` },
  })

export const Benefit = Type.Object({
  organizationBenefitId: Type.String(),
  name: Type.String(),
  code: Type.String(),
  description: nullable(Type.String()),
  actionTrigger: nullable(Type.String()),
  type: literalUnion(BENEFIT_TYPES),
  percentageFee: nullable(Type.Integer({ description: 'MARKETPLACE_PERCENTAGE_FEE: the fee, percent, while the benefit applies' })),
  discountPercentage: nullable(Type.Integer({ description: 'CAREERS_SUBSCRIPTION_DISCOUNT: percent off the subscription' })),
  creditAmountInCents: nullable(Type.Integer({ description: 'CREDITS: cents added to the balance when applied' })),
  freeShifts: Type.Integer({ description: 'Shifts hired without the marketplace fee (`useFreeShift`)' }),
  createdAt: Type.String(),
})
export type Benefit = Static<typeof Benefit>

export const BenefitList = Paged(Benefit)
export type BenefitList = Static<typeof BenefitList>

export const BenefitListQuery = Type.Object({
  ...pageQuery(7),
  searchTerm: Type.Optional(Type.String({ maxLength: 100, messages: { maxLength: 'Search term is too long' } })),
})
export type BenefitListQuery = Static<typeof BenefitListQuery>

/** `GET /admin-panel/benefits/csv`: the list's filters, every benefit. */
export const BenefitCsvQuery = Type.Omit(BenefitListQuery, ['page', 'pageSize'])
export type BenefitCsvQuery = Static<typeof BenefitCsvQuery>

/** `POST /admin-panel/benefits`: the amount its type needs is required (checked in the verb). */
export const CreateBenefitBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S', messages: { required: 'Name is required', minLength: 'Name is required', pattern: 'Name is required', maxLength: 'Name is too long', type: 'Name is required' } }),
  code: benefitCode('Code'),
  description: optional(Type.String({ maxLength: 1000, messages: { maxLength: 'Description is too long' } })),
  actionTrigger: optional(Type.String({ maxLength: 100, messages: { maxLength: 'Action trigger is too long' } })),
  type: literalUnion(BENEFIT_TYPES, { messages: { required: 'Type is required', default: 'Type must be MARKETPLACE_PERCENTAGE_FEE, CAREERS_SUBSCRIPTION_DISCOUNT or CREDITS' } }),
  percentageFee: optional(percent('Percentage fee')),
  discountPercentage: optional(percent('Discount percentage')),
  creditAmountInCents: optional(
    Type.Integer({
      minimum: 0,
      maximum: 100_000_000,
      messages: { minimum: 'Credit amount must be 0 or more', maximum: 'Credit amount must be at most 100000000 cents', default: 'Credit amount must be a whole number of cents' },
    }),
  ),
  freeShifts: optional(Type.Integer({ minimum: 0, maximum: 1000, messages: { minimum: 'Free shifts must be 0 or more', maximum: 'Free shifts must be at most 1000', default: 'Free shifts must be a whole number' } })),
})
export type CreateBenefitBody = Static<typeof CreateBenefitBody>

export const ApplyBenefitBody = Type.Object({
  organizationId: Type.String({ minLength: 1, messages: { required: 'Organization ID is required', minLength: 'Organization ID is required', type: 'Organization ID is required' } }),
  benefitCode: benefitCode('Benefit code'),
})
export type ApplyBenefitBody = Static<typeof ApplyBenefitBody>

export const RedeemBenefitBody = Type.Object({ code: benefitCode('Code') })
export type RedeemBenefitBody = Static<typeof RedeemBenefitBody>

/** A benefit applied to an organization, with what is left of it. */
export const AppliedBenefit = Type.Object({
  organizationBenefitStateId: Type.String(),
  organizationId: Type.String(),
  ...Benefit.properties,
  freeShiftsRemaining: Type.Integer(),
  appliedAt: Type.String(),
  /** When a careers subscription used its discount; null until then. */
  usedAt: nullable(Type.String()),
})
export type AppliedBenefit = Static<typeof AppliedBenefit>

export const AppliedBenefitList = Type.Object({ data: Type.Array(AppliedBenefit) })
export type AppliedBenefitList = Static<typeof AppliedBenefitList>

export const OrganizationParams = Type.Object({ organizationId: Type.String({ minLength: 1 }) })

export const AddCreditsBody = Type.Object({
  creditsInCents: Type.Integer({
    minimum: 1,
    maximum: 100_000_000,
    messages: {
      required: 'creditsInCents is required',
      minimum: 'creditsInCents must be a positive whole number of cents',
      maximum: 'creditsInCents must be at most 100000000',
      default: 'creditsInCents must be a positive whole number of cents',
    },
  }),
})
export type AddCreditsBody = Static<typeof AddCreditsBody>

export const AddCreditsResponse = Type.Object({
  organizationId: Type.String(),
  addedCreditsInCents: Type.Integer(),
  availableCreditsInCents: Type.Integer(),
})
export type AddCreditsResponse = Static<typeof AddCreditsResponse>
