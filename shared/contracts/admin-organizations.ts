/**
 * The admin panel's organizations, parent organizations and facilities (spec 000 §3
 * "Organization (admin view)", "Parent organization", "Facility (admin view)"; §5 "Organization
 * create"; §7 "Admin").
 */
import { Type, type Static } from '@sinclair/typebox'
import { ORGANIZATION_ROLES, PROVIDER_TYPES } from '../enums'
import { email, optional, personName, requiredText } from './fields'
import { literalUnion } from './literal-union'
import { Paged, pageQuery } from './paging'

/** Spec 000 §9: admin lists show 7 a page. */
export const ADMIN_ORGANIZATIONS_PAGE_SIZE = 7

const searchTerm = () => optional(Type.String({ maxLength: 100, messages: { maxLength: 'Search must be at most 100 characters' } }))

export const OrganizationIdParams = Type.Object({ organizationId: Type.String() })
export const ParentOrganizationIdParams = Type.Object({ parentOrganizationId: Type.String() })
export const AdminFacilityParams = Type.Object({ facilityId: Type.String() })
export const FacilityProviderParams = Type.Object({ facilityId: Type.String(), providerId: Type.String() })

export const AdminOrganization = Type.Object({
  organizationId: Type.String(),
  name: Type.String(),
  /** Percent 0–100. */
  currentPercentageFee: Type.Number(),
  hasFreeJobPost: Type.Boolean(),
  parentOrganizationId: Type.Union([Type.String(), Type.Null()]),
  parentOrganizationName: Type.Union([Type.String(), Type.Null()]),
  isShadowBanned: Type.Boolean(),
  availableCreditsInCents: Type.Integer(),
  facilities: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
  users: Type.Array(Type.Object({ userId: Type.String(), email: Type.String(), name: Type.String(), role: literalUnion(ORGANIZATION_ROLES) })),
  createdAt: Type.String({ format: 'date-time' }),
})
export type AdminOrganization = Static<typeof AdminOrganization>

export const AdminOrganizationListQuery = Type.Object({
  ...pageQuery(ADMIN_ORGANIZATIONS_PAGE_SIZE),
  /** Matches the organization's name or its parent's, any case. */
  searchTerm: searchTerm(),
})
export type AdminOrganizationListQuery = Static<typeof AdminOrganizationListQuery>

/** `GET /admin-panel/organizations/csv`: the list's filters, every row. */
export const AdminOrganizationCsvQuery = Type.Omit(AdminOrganizationListQuery, ['page', 'pageSize'])
export type AdminOrganizationCsvQuery = Static<typeof AdminOrganizationCsvQuery>

export const AdminOrganizationList = Paged(AdminOrganization)
export type AdminOrganizationList = Static<typeof AdminOrganizationList>

const percentageFee = () =>
  Type.Number({
    minimum: 0,
    maximum: 100,
    messages: {
      minimum: 'Percentage fee must be between 0 and 100',
      maximum: 'Percentage fee must be between 0 and 100',
      type: 'Percentage fee must be a number',
      default: 'Percentage fee must be between 0 and 100',
    },
  })

/** The person who will own an organization made by staff: invited by e-mail to choose a password. */
export const InvitedOwner = Type.Object({
  email: email(),
  firstName: personName('First Name'),
  lastName: personName('Last Name'),
})

/**
 * Spec 000 §5: name required, percentageFee 0 to 100 (the platform default when left out), parent
 * optional. `owner`, when given, becomes its OWNER and is e-mailed an invitation; without one the
 * organization has no members until someone is added (docs/decisions.md "Running the company").
 */
export const CreateOrganizationBody = Type.Object({
  name: requiredText('Name', 100),
  percentageFee: optional(percentageFee()),
  parentOrganizationId: optional(Type.String()),
  hasFreeJobPost: optional(Type.Boolean()),
  owner: optional(InvitedOwner),
})
export type CreateOrganizationBody = Static<typeof CreateOrganizationBody>

/** `PATCH /admin-panel/organizations/{organizationId}`: the parent (null: none). */
export const UpdateOrganizationBody = Type.Object({
  parentOrganizationId: Type.Union([Type.String(), Type.Null()], { messages: { required: 'Parent organization is required (null for none)', default: 'Parent organization must be an id or null' } }),
})
export type UpdateOrganizationBody = Static<typeof UpdateOrganizationBody>

export const ChildOrganization = Type.Object({
  organizationId: Type.String(),
  name: Type.String(),
  currentPercentageFee: Type.Number(),
  isShadowBanned: Type.Boolean(),
})

export const ParentOrganization = Type.Object({
  parentOrganizationId: Type.String(),
  name: Type.String(),
  childOrganizationsCount: Type.Integer(),
  childOrganizations: Type.Array(ChildOrganization),
  createdAt: Type.String({ format: 'date-time' }),
})
export type ParentOrganization = Static<typeof ParentOrganization>

export const ParentOrganizationListQuery = Type.Object({
  ...pageQuery(ADMIN_ORGANIZATIONS_PAGE_SIZE),
  searchTerm: searchTerm(),
})
export type ParentOrganizationListQuery = Static<typeof ParentOrganizationListQuery>

/** `GET /admin-panel/parent-organizations/csv`: the list's filters, every row. */
export const ParentOrganizationCsvQuery = Type.Omit(ParentOrganizationListQuery, ['page', 'pageSize'])
export type ParentOrganizationCsvQuery = Static<typeof ParentOrganizationCsvQuery>

/**
 * `GET /admin-panel/facilities/csv`: every live facility of the marketplace (the admin panel has
 * no facility list; an organization's facilities are in its detail, hence `organizationId`).
 * `searchTerm` matches the facility's name, its city or its organization's name, any case.
 */
export const AdminFacilityCsvQuery = Type.Object({
  searchTerm: searchTerm(),
  organizationId: optional(Type.String({ minLength: 1, maxLength: 100, messages: { minLength: 'Organization id is required', maxLength: 'Organization id is too long' } })),
})
export type AdminFacilityCsvQuery = Static<typeof AdminFacilityCsvQuery>

export const ParentOrganizationList = Paged(ParentOrganization)
export type ParentOrganizationList = Static<typeof ParentOrganizationList>

export const CreateParentOrganizationBody = Type.Object({ name: requiredText('Name', 100) })
export type CreateParentOrganizationBody = Static<typeof CreateParentOrganizationBody>

export const AdminFacility = Type.Object({
  facilityId: Type.String(),
  organizationId: Type.String(),
  name: Type.String(),
  address: Type.String(),
  city: Type.String(),
  state: Type.String(),
  zipCode: Type.String(),
  organizationName: Type.String(),
  timeZone: Type.String(),
})
export type AdminFacility = Static<typeof AdminFacility>

/** `PUT /admin-panel/facilities/{facilityId}`: move it to another organization. */
export const MoveFacilityBody = Type.Object({
  organizationId: Type.String({ minLength: 1, messages: { required: 'Organization is required', minLength: 'Organization is required', type: 'Organization is required' } }),
})
export type MoveFacilityBody = Static<typeof MoveFacilityBody>

export const FacilityHiredProvidersQuery = Type.Object({ ...pageQuery(ADMIN_ORGANIZATIONS_PAGE_SIZE) })
export type FacilityHiredProvidersQuery = Static<typeof FacilityHiredProvidersQuery>

/** A provider hired at the facility at least once (a seat filled or completed, not canceled). */
export const HiredProvider = Type.Object({
  providerId: Type.String(),
  name: Type.String(),
  title: literalUnion(PROVIDER_TYPES),
  email: Type.String(),
  phone: Type.String(),
  shiftsCount: Type.Integer(),
  lastShiftDate: Type.String(),
})
export const HiredProviderList = Paged(HiredProvider)
export type HiredProviderList = Static<typeof HiredProviderList>

/** One seat the provider was hired for at the facility; times in the facility's zone, rate in dollars an hour. */
export const ShiftWorked = Type.Object({
  id: Type.String(),
  title: Type.String(),
  role: literalUnion(PROVIDER_TYPES),
  startTime: Type.String(),
  endTime: Type.String(),
  rate: Type.Number(),
  date: Type.String(),
  status: Type.String(),
})
export const ShiftsWorkedList = Paged(ShiftWorked)
export type ShiftsWorkedList = Static<typeof ShiftsWorkedList>
