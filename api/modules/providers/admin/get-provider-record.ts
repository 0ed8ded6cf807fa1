/**
 * `GET /admin-panel/providers/{providerId}`: a provider's full record for staff — the list's row,
 * the profile, licenses with their status, the latest hired shifts, payouts, points history,
 * ratings, bans and background checks. Any team role; an unknown or deleted provider is 404.
 * Each list is bounded (50, ratings 20), newest first.
 */
import { and, desc, eq, isNull } from 'drizzle-orm'
import type { AdminProviderDetail } from '../../../../shared/contracts/admin-providers'
import type { AppContext, TeamCaller } from '../../../context'
import { backgroundChecks, bans, facilities, licenses, organizations, providers, ratings, reputationEvents, shiftGroups, shifts, transfers } from '../../../db/schema'
import { NotFoundError } from '../../../errors'
import { licenseStatus } from '../../licenses'
import { providerRatingSummary } from '../../ratings'
import { requireTeamPermission } from '../../team'
import { selectAdminProviders, toAdminProviderRow } from './queries'

const LIMIT = 50

export async function getProviderRecord({ ctx, caller, providerId }: { ctx: AppContext; caller: TeamCaller; providerId: string }): Promise<AdminProviderDetail> {
  requireTeamPermission(caller, 'panel.read')
  const db = ctx.db.read
  const row = await selectAdminProviders(db, eq(providers.id, providerId)).get()
  if (!row) throw new NotFoundError('provider')
  const p = row.provider
  const [licenseRows, shiftRows, transferRows, pointRows, ratingRows, banRows, checkRows, summary] = await Promise.all([
    db.select().from(licenses).where(and(eq(licenses.providerId, providerId), isNull(licenses.deletedAt))).orderBy(licenses.state).all(),
    db
      .select({ shiftId: shifts.id, shiftGroupId: shiftGroups.id, title: shiftGroups.title, facilityId: facilities.id, facilityName: facilities.name, date: shiftGroups.date, startTime: shiftGroups.startTime, endTime: shiftGroups.endTime, status: shifts.status, rateCents: shiftGroups.rateCents })
      .from(shifts)
      .innerJoin(shiftGroups, eq(shiftGroups.id, shifts.shiftGroupId))
      .innerJoin(facilities, eq(facilities.id, shifts.facilityId))
      .where(eq(shifts.providerId, providerId))
      .orderBy(desc(shiftGroups.startsAt), desc(shifts.id))
      .limit(LIMIT)
      .all(),
    db.select().from(transfers).where(eq(transfers.providerId, providerId)).orderBy(desc(transfers.createdAt), desc(transfers.id)).limit(LIMIT).all(),
    db.select().from(reputationEvents).where(eq(reputationEvents.providerId, providerId)).orderBy(desc(reputationEvents.createdAt), desc(reputationEvents.id)).limit(LIMIT).all(),
    db
      .select({ rating: ratings, facilityName: facilities.name })
      .from(ratings)
      .innerJoin(facilities, eq(facilities.id, ratings.facilityId))
      .where(and(eq(ratings.providerId, providerId), eq(ratings.raterKind, 'FACILITY')))
      .orderBy(desc(ratings.createdAt), desc(ratings.id))
      .limit(20)
      .all(),
    db
      .select({ ban: bans, organizationName: organizations.name, facilityName: facilities.name })
      .from(bans)
      .innerJoin(organizations, eq(organizations.id, bans.organizationId))
      .leftJoin(facilities, eq(facilities.id, bans.facilityId))
      .where(eq(bans.providerId, providerId))
      .orderBy(desc(bans.createdAt))
      .all(),
    db.select().from(backgroundChecks).where(eq(backgroundChecks.providerId, providerId)).orderBy(desc(backgroundChecks.createdAt)).all(),
    providerRatingSummary(db, providerId),
  ])
  const iso = (d: Date | null) => (d ? d.toISOString() : null)
  return {
    ...toAdminProviderRow(row),
    profile: {
      streetAddress: p.streetAddress,
      zipCode: p.zipCode,
      aboutMe: p.aboutMe,
      yearsOfExperience: p.yearsOfExperience,
      softwares: p.softwares,
      specialties: p.specialties,
      skills: p.skills,
      languages: p.languages,
      hasMalpracticeInsurance: p.hasMalpracticeInsurance,
      ownReferralCode: p.ownReferralCode,
      appliedReferralCode: p.appliedReferralCode,
    },
    licenses: licenseRows.map((l) => ({ licenseId: l.id, state: l.state, licenseNumber: l.licenseNumber, expirationDate: l.expirationDate, status: licenseStatus(l), rejectionReason: l.rejectionReason })),
    shifts: shiftRows.map(({ rateCents, ...s }) => ({ ...s, rate: rateCents / 100 })),
    payments: transferRows.map((t) => ({ transferId: t.id, kind: t.kind, amount: t.amountCents / 100, amountInCents: t.amountCents, status: t.status, shiftId: t.shiftId, createdAt: t.createdAt.toISOString() })),
    pointsHistory: pointRows.map((e) => ({ id: e.id, points: e.points, reason: e.reason, note: e.note, shiftId: e.shiftId, createdAt: e.createdAt.toISOString() })),
    ratings: {
      averageRating: summary.averageRating,
      currentRating: summary.currentRating,
      ratedShifts: summary.ratedShifts,
      shiftsCompleted: summary.shiftsCompleted,
      attendanceScore: summary.attendanceScore,
      recent: ratingRows.map(({ rating: r, facilityName }) => ({ ratingId: r.id, shiftId: r.shiftId, facilityId: r.facilityId, facilityName, averageScore: r.averageScore, scores: r.scores, comment: r.comment, createdAt: r.createdAt.toISOString() })),
    },
    bans: banRows.map(({ ban: b, organizationName, facilityName }) => ({ banId: b.id, banType: b.kind, organizationId: b.organizationId, organizationName, facilityId: b.facilityId, facilityName: facilityName ?? null, reason: b.reason, createdAt: b.createdAt.toISOString() })),
    backgroundChecks: checkRows.map((c) => ({ backgroundCheckId: c.id, status: c.status, result: c.result, cleared: c.cleared, paidAt: iso(c.paidAt), refundedAt: iso(c.refundedAt), createdAt: c.createdAt.toISOString() })),
  }
}
