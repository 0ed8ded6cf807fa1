/** Facility-side tenants: parent organizations, organizations, their members and facilities. */
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import type { HowHeardSource, OrganizationRole, PlatformInterest, ProviderType } from '../../../shared/enums'
import { createdAt, flag, id, instant, jsonList, updatedAt } from './columns'
import { users } from './identity'

export const parentOrganizations = sqliteTable('parent_organizations', {
  id: id(),
  name: text('name').notNull(),
  createdAt: createdAt(),
})

export const organizations = sqliteTable(
  'organizations',
  {
    id: id(),
    name: text('name').notNull(),
    parentOrganizationId: text('parent_organization_id').references(() => parentOrganizations.id, { onDelete: 'set null' }),
    /** Marketplace fee on shifts, percent 0–100 (domain "Money"; default in api/settings.ts). */
    currentPercentageFee: integer('current_percentage_fee').notNull(),
    hasFreeJobPost: flag('has_free_job_post'),
    isShadowBanned: flag('is_shadow_banned'),
    /** Credits are integer cents and never negative. */
    creditsInCents: integer('credits_in_cents').notNull().default(0),
    platformInterest: text('platform_interest').$type<PlatformInterest>(),
    ownReferralCode: text('own_referral_code').notNull(),
    appliedReferralCode: text('applied_referral_code'),
    /** The payment processor's customer id, once created. */
    customerId: text('customer_id'),
    howDidYouHearAboutUs: text('how_heard').$type<HowHeardSource>(),
    otherAnswer: text('other_answer'),
    signUpDetails: text('sign_up_details', { mode: 'json' }).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('organizations_referral_code_unique').on(t.ownReferralCode),
    index('organizations_parent_idx').on(t.parentOrganizationId),
    // Newest pharmacy sign-ups first, and sign-ups in a window (the admin dashboard).
    index('organizations_created_idx').on(t.createdAt),
    // The admin panel's organization list and its export, by name (a page walks the index).
    index('organizations_name_idx').on(t.name, t.id),
  ],
)

export const organizationMembers = sqliteTable(
  'organization_members',
  {
    id: id(),
    organizationId: text('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<OrganizationRole>().notNull(),
    createdAt: createdAt(),
  },
  // A facility user belongs to exactly one organization.
  (t) => [uniqueIndex('organization_members_user_unique').on(t.userId), index('organization_members_org_idx').on(t.organizationId)],
)

export const facilities = sqliteTable(
  'facilities',
  {
    id: id(),
    organizationId: text('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    streetAddress: text('street_address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    latitude: real('latitude').notNull(),
    longitude: real('longitude').notNull(),
    /** IANA zone from the ZIP code; every calendar date and time of day of its shifts is in it. */
    timeZone: text('time_zone').notNull(),
    phone: text('phone'),
    image: text('image'),
    /** The facility's NPI, stored only once the registry knew it (`POST /facility/{id}/validate-npi`). */
    npi: text('npi'),
    npiVerifiedAt: instant('npi_verified_at'),
    deletedAt: instant('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('facilities_org_idx').on(t.organizationId), index('facilities_state_idx').on(t.state)],
)

/** A MEMBER with rows here sees and acts only on these facilities (domain "People and tenants"). */
export const organizationMemberFacilities = sqliteTable(
  'organization_member_facilities',
  {
    memberId: text('member_id').notNull().references(() => organizationMembers.id, { onDelete: 'cascade' }),
    facilityId: text('facility_id').notNull().references(() => facilities.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.facilityId] })],
)

/** A facility's default rates for one provider type, integer cents (stored inside `facility_preferences.rates`). */
export interface FacilityRateCents {
  providerType: ProviderType
  suggestedRateCents: number
  minimumRateCents: number
}

/**
 * A facility's defaults for new shifts (`PUT /facility/{id}/preferences`): what the post form
 * starts from. One row per facility, absent until first saved. `payment_method_id` has no
 * foreign key (payments' schema already imports this file); it is checked usable at the facility
 * when saved and again when read, so a removed card reads as none.
 */
export const facilityPreferences = sqliteTable('facility_preferences', {
  facilityId: text('facility_id').primaryKey().references(() => facilities.id, { onDelete: 'cascade' }),
  softwares: jsonList('softwares'),
  specialties: jsonList('specialties'),
  languages: jsonList('languages'),
  skills: jsonList('skills'),
  rates: text('rates', { mode: 'json' }).$type<FacilityRateCents[]>().notNull().default([]),
  isAutoHireEnabled: flag('is_auto_hire_enabled'),
  paymentMethodId: text('payment_method_id'),
  isParkingFree: flag('is_parking_free'),
  parkingDetails: text('parking_details'),
  parkingOptions: jsonList('parking_options'),
  isLunchBreakPaid: flag('is_lunch_break_paid'),
  lunchBreakMinutes: integer('lunch_break_minutes').notNull().default(0),
  updatedByUserId: text('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
})
