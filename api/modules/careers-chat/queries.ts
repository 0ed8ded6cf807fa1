/**
 * The reads every careers chat verb shares: who takes part in a thread, who hears of a change,
 * and whether an organization and a provider are connected by an application.
 *
 * Who takes part (docs/decisions.md "Careers chat"): the provider, and the people of the
 * organization whose job they applied to. A MEMBER limited to some facilities sees a thread
 * when the provider applied to a job at one of those facilities; owners, admins and members
 * not limited see every thread of the organization. Anyone else: 404, as for an unknown id.
 */
import { and, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { FacilityCaller, UserCaller } from "../../context";
import type { Tx } from "../../db/client";
import {
  careersConversations,
  facilities,
  jobApplications,
  jobs,
  organizationMemberFacilities,
  organizationMembers,
  providers,
} from "../../db/schema";
import { NotFoundError } from "../../errors";

export type CareersConversationRow = typeof careersConversations.$inferSelect;

/** One answer for an unknown thread and another party's: a tenant never learns the id exists. */
export const conversationNotFound = () => new NotFoundError("conversation");

/**
 * Rows of `careers_conversations` a scoped MEMBER may see: the provider applied to a job of the
 * organization at one of the member's facilities. Undefined for callers who see the whole organization.
 */
export function facilityScopeCondition(
  caller: FacilityCaller,
): SQL | undefined {
  if (caller.facilityIds === null) return undefined;
  const ids = caller.facilityIds.length ? caller.facilityIds : [""];
  return sql`exists (select 1 from ${jobApplications} ja inner join ${jobs} j on j.id = ja.job_id
    where ja.provider_id = ${careersConversations.providerId} and ja.organization_id = ${careersConversations.organizationId}
    and j.facility_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}))`;
}

/** The WHERE of the caller's side's threads. */
export function threadsOfCaller(caller: UserCaller): SQL {
  if (caller.kind === "provider")
    return eq(careersConversations.providerId, caller.providerId);
  return and(
    eq(careersConversations.organizationId, caller.organizationId),
    facilityScopeCondition(caller),
  )!;
}

/** The caller's thread, or 404. */
export async function conversationOfCaller(
  db: Tx,
  caller: UserCaller,
  conversationId: string,
): Promise<CareersConversationRow> {
  const row = await db
    .select()
    .from(careersConversations)
    .where(
      and(eq(careersConversations.id, conversationId), threadsOfCaller(caller)),
    )
    .get();
  if (!row) throw conversationNotFound();
  return row;
}

/**
 * The provider's most recent application to a job of the organization (optionally that one job,
 * optionally at the caller's facilities), or undefined: no application, no conversation.
 */
export async function applicationConnecting(
  db: Tx,
  options: {
    organizationId: string;
    providerId: string;
    jobId?: string | undefined;
    facilityIds?: string[] | null;
    /**
     * Only applications the organization may see in full: an applicant of a free post stays
     * blurred (no name, no contact) until the post is paid, so the organization cannot message them.
     */
    unblurredOnly?: boolean;
  },
): Promise<{ jobId: string; facilityId: string | null } | undefined> {
  const scope = options.facilityIds ?? null;
  return db
    .select({ jobId: jobApplications.jobId, facilityId: jobs.facilityId })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(
      and(
        eq(jobApplications.organizationId, options.organizationId),
        eq(jobs.organizationId, options.organizationId),
        eq(jobApplications.providerId, options.providerId),
        options.jobId ? eq(jobApplications.jobId, options.jobId) : undefined,
        options.unblurredOnly ? eq(jobs.applicantsBlurred, false) : undefined,
        scope === null
          ? undefined
          : inArray(jobs.facilityId, scope.length ? scope : [""]),
      ),
    )
    .orderBy(desc(jobApplications.appliedAt))
    .limit(1)
    .get();
}

export async function providerUserId(
  db: Tx,
  providerId: string,
): Promise<string | null> {
  const row = await db
    .select({ userId: providers.userId })
    .from(providers)
    .where(eq(providers.id, providerId))
    .get();
  return row?.userId ?? null;
}

/** The organization's people who see this thread (the rule at the top of this file). */
export async function organizationPeopleOf(
  db: Tx,
  row: Pick<CareersConversationRow, "organizationId" | "providerId">,
): Promise<string[]> {
  const rows = await db
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationId, row.organizationId),
        sql`(${organizationMembers.role} <> 'MEMBER'
          or not exists (select 1 from ${organizationMemberFacilities} f where f.member_id = ${organizationMembers.id})
          or exists (select 1 from ${organizationMemberFacilities} f
            inner join ${jobs} j on j.facility_id = f.facility_id
            inner join ${jobApplications} ja on ja.job_id = j.id
            where f.member_id = ${organizationMembers.id} and ja.provider_id = ${row.providerId} and ja.organization_id = ${row.organizationId}))`,
      ),
    );
  return rows.map((r) => r.userId);
}

/** Everyone with a screen on this thread: both sides (the sender's own other tabs hear their message too). */
export async function threadUserIds(
  db: Tx,
  row: CareersConversationRow,
): Promise<string[]> {
  const provider = await providerUserId(db, row.providerId);
  return [
    ...(await organizationPeopleOf(db, row)),
    ...(provider ? [provider] : []),
  ];
}

/**
 * The facility whose people the notification center tells of a message to the organization
 * (its jobs are "to the people of a facility"): the thread's job's facility, else the facility of
 * a job the provider applied to, else the organization's first facility. Owners, admins and
 * members not limited to facilities hear through any of them.
 */
export async function noticeFacilityOf(
  db: Tx,
  row: CareersConversationRow,
): Promise<string | null> {
  if (row.jobId) {
    const job = await db
      .select({ facilityId: jobs.facilityId })
      .from(jobs)
      .where(eq(jobs.id, row.jobId))
      .get();
    if (job?.facilityId) return job.facilityId;
  }
  const applied = await applicationConnecting(db, {
    organizationId: row.organizationId,
    providerId: row.providerId,
  });
  if (applied?.facilityId) return applied.facilityId;
  const first = await db
    .select({ id: facilities.id })
    .from(facilities)
    .where(
      and(
        eq(facilities.organizationId, row.organizationId),
        isNull(facilities.deletedAt),
      ),
    )
    .orderBy(facilities.createdAt)
    .limit(1)
    .get();
  return first?.id ?? null;
}
