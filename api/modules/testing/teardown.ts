/**
 * `POST /testing/teardown`: deletes everything but reference data (which lives in code), the
 * feature-flag settings and the bootstrap admin with its sessions (api-contract "Testing helpers").
 * Tables are listed child-first; a test checks that every table of the schema is listed.
 */
import { isNull, notInArray, or } from 'drizzle-orm'
import type { AppContext } from '../../context'
import * as schema from '../../db/schema'

export const TEARDOWN_ORDER = [
  schema.auditEvents,
  schema.careersMessages,
  schema.careersConversations,
  schema.savedJobs,
  schema.jobApplications,
  schema.careersJobPostAddons,
  schema.careersInvoices,
  schema.careersSubscriptions,
  schema.careersPrices,
  schema.jobs,
  schema.organizationBenefitStates,
  schema.organizationBenefits,
  schema.messageAttachments,
  schema.messages,
  schema.callSessions,
  schema.inboundTexts,
  schema.conversations,
  schema.realtimeEvents,
  schema.notificationJobs,
  schema.inAppNotifications,
  schema.staffingAgentMessages,
  schema.staffingAgentDrafts,
  schema.idempotencyRecords,
  schema.ledgerEntries,
  schema.processorEvents,
  schema.sandboxProcessorObjects,
  schema.cancellationFees,
  schema.transfers,
  schema.payoutAccounts,
  schema.refunds,
  schema.charges,
  schema.paymentMethodFacilities,
  schema.paymentMethods,
  schema.processorCustomers,
  schema.reputationEvents,
  schema.ratings,
  schema.bans,
  schema.preferredProviders,
  schema.applications,
  schema.shifts,
  schema.shiftGroups,
  // After the groups: their deletion is logged, then the log goes too (browse reloads on the gap).
  schema.shiftGroupChanges,
  // After the ledger and the seats, whose deletion the rollups' triggers count down.
  schema.ledgerDailyTotals,
  schema.shiftDailyTotals,
  schema.shiftSummaryDailyTotals,
  schema.featureAcknowledgments,
  schema.supportMessages,
  schema.supportConversations,
  schema.outboxMessages,
  schema.notificationPreferences,
  schema.notificationPlaces,
  schema.emailCampaignClicks,
  schema.passwordResetTokens,
  schema.loginThrottle,
  schema.knownSignInAddresses,
  schema.rateLimitWindows,
  schema.backgroundCheckMessages,
  schema.sandboxBackgroundCases,
  schema.backgroundChecks,
  schema.credentialReminders,
  schema.trainingProgress,
  schema.providerOnboarding,
  schema.onboardingPenalties,
  schema.referralInvitations,
  schema.referralBonuses,
  schema.calendarFeeds,
  schema.pushSubscriptions,
  schema.licenses,
  schema.workExperiences,
  schema.educations,
  schema.certifications,
  schema.providers,
  schema.organizationMemberFacilities,
  schema.organizationMembers,
  schema.facilityOnboardingFormFiles,
  schema.facilityOnboardingForms,
  schema.facilityPreferences,
  schema.facilities,
  schema.organizations,
  schema.parentOrganizations,
  // After providers and organizations, whose deletion its triggers count down.
  schema.signUpDailyTotals,
] as const

/** Tables teardown keeps or trims with a rule of their own. */
export const TEARDOWN_KEPT = [schema.featureFlags, schema.sessions, schema.users, schema.teamMembers] as const

export async function teardown({ ctx }: { ctx: AppContext }): Promise<void> {
  await ctx.db.write(async (tx) => {
    const admin = ctx.config.adminEmail
    const keptAdmins = admin
      ? (await tx.select({ id: schema.teamMembers.id, email: schema.teamMembers.email }).from(schema.teamMembers)).filter((m) => m.email === admin).map((m) => m.id)
      : []
    await tx
      .delete(schema.sessions)
      .where(keptAdmins.length ? or(isNull(schema.sessions.teamMemberId), notInArray(schema.sessions.teamMemberId, keptAdmins)) : undefined)
    for (const table of TEARDOWN_ORDER) await tx.delete(table)
    await tx.delete(schema.users)
    await tx.delete(schema.teamMembers).where(keptAdmins.length ? notInArray(schema.teamMembers.id, keptAdmins) : undefined)
  })
}
