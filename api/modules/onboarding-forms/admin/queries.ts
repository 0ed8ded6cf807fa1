/**
 * Reads for the admin panel's onboarding-form approval (issue 16 §3): a form with its facility,
 * organization, submitter and the team member who decided on it. Staff see every organization's
 * forms (domain "People and tenants"); an unknown form, or one of a deleted facility, is a 404.
 */
import { and, count, eq, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { FfmReviewStatus } from '../../../../shared/contracts/verification-queues'
import type { Tx } from '../../../db/client'
import { facilities, facilityOnboardingForms, organizationMembers, organizations, teamMembers, users } from '../../../db/schema'
import { NotFoundError } from '../../../errors'
import { formColumns } from '../queries'

const forms = facilityOnboardingForms

export function selectFormsForReview(db: Tx, where: SQL | undefined) {
  return db
    .select({
      form: formColumns,
      facility: {
        id: facilities.id,
        name: facilities.name,
        city: facilities.city,
        state: facilities.state,
        phone: facilities.phone,
        streetAddress: facilities.streetAddress,
        zipCode: facilities.zipCode,
      },
      organization: { id: organizations.id, name: organizations.name },
      submitter: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, deletedAt: users.deletedAt },
      reviewer: { id: teamMembers.id, firstName: teamMembers.firstName, lastName: teamMembers.lastName },
    })
    .from(forms)
    .innerJoin(facilities, eq(facilities.id, forms.facilityId))
    .innerJoin(organizations, eq(organizations.id, forms.organizationId))
    .leftJoin(users, eq(users.id, forms.submittedByUserId))
    .leftJoin(teamMembers, eq(teamMembers.id, forms.reviewedByTeamMemberId))
    .where(and(isNull(facilities.deletedAt), where))
}

export type FormReviewRow = Awaited<ReturnType<ReturnType<typeof selectFormsForReview>['all']>>[number]

/** Spelled as the partial indexes of db/schema/onboarding-forms.ts spell their WHERE. */
export const hasReviewStatus = (status: FfmReviewStatus): SQL =>
  status === 'PENDING' ? sql`${forms.status} = 'PENDING'` : and(sql`${forms.reviewedAt} IS NOT NULL`, eq(forms.status, status))!

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The facility's or the organization's name. */
export function matchesSearch(term: string | undefined): SQL | undefined {
  const trimmed = term?.trim()
  if (!trimmed) return undefined
  const pattern = likePattern(trimmed)
  return or(sql`${facilities.name} LIKE ${pattern} ESCAPE '\\'`, sql`${organizations.name} LIKE ${pattern} ESCAPE '\\'`)
}

export async function countFormsForReview(db: Tx, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(forms)
    .innerJoin(facilities, eq(facilities.id, forms.facilityId))
    .innerJoin(organizations, eq(organizations.id, forms.organizationId))
    .where(and(isNull(facilities.deletedAt), where))
  return row?.n ?? 0
}

export async function getFormForReviewOrThrow(db: Tx, ffmId: string): Promise<FormReviewRow> {
  const row = await selectFormsForReview(db, eq(forms.id, ffmId)).get()
  if (!row) throw new NotFoundError('onboarding form')
  return row
}

/**
 * Who hears of a decision: the member who submitted the form, while their account lives; else the
 * organization's owners (a form submitted before submitters were recorded, or by someone gone).
 */
export async function recipientsOf(db: Tx, row: FormReviewRow): Promise<{ email: string; firstName: string }[]> {
  if (row.submitter && row.submitter.deletedAt === null) return [{ email: row.submitter.email, firstName: row.submitter.firstName }]
  return db
    .select({ email: users.email, firstName: users.firstName })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(and(eq(organizationMembers.organizationId, row.organization.id), eq(organizationMembers.role, 'OWNER'), isNull(users.deletedAt)))
    .all()
}
