/**
 * The admin panel's provider rows (spec 000 §3 "Provider (admin list row)"): the provider, their
 * account, payout account and whether a background check is paid for or cleared. Staff see every
 * provider; a deleted account is not listed and its id is 404.
 */
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { AdminProviderCsvQuery, AdminProviderRow } from '../../../../shared/contracts/admin-providers'
import type { Tx } from '../../../db/client'
import { backgroundChecks, payoutAccounts, providers, users } from '../../../db/schema'
import { NotFoundError } from '../../../errors'

const covered = sql<number>`exists (select 1 from ${backgroundChecks} where ${backgroundChecks.providerId} = ${providers.id} and ${backgroundChecks.paidAt} is not null and ${backgroundChecks.refundedAt} is null)`
const cleared = sql<number>`exists (select 1 from ${backgroundChecks} where ${backgroundChecks.providerId} = ${providers.id} and ${backgroundChecks.cleared} = 1)`

const like = (column: unknown, pattern: string) => sql`${column} LIKE ${pattern} ESCAPE '\\'`

/**
 * The list's and the export's filters: `providerType`, and `searchString` in the name, e-mail,
 * phone number or city, any case. `walkNewestFirst` (the export): the type is checked on each row
 * as the providers are walked newest first (`+column`: SQLite may not answer it from the type
 * index), because with the index SQLite reads and sorts a third of every provider for each page.
 */
export function adminProviderWhere(query: AdminProviderCsvQuery, options: { walkNewestFirst?: boolean } = {}): SQL | undefined {
  const term = query.searchString?.trim()
  const pattern = term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
  const type = query.providerType
  return and(
    type ? (options.walkNewestFirst ? sql`+${providers.providerType} = ${type}` : eq(providers.providerType, type)) : undefined,
    pattern
      ? or(
          like(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
          like(users.email, pattern),
          like(providers.phoneNumber, pattern),
          like(providers.city, pattern),
        )
      : undefined,
  )
}

export function selectAdminProviders(db: Tx, where: SQL | undefined) {
  return db
    .select({
      provider: providers,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      processorAccountId: payoutAccounts.processorAccountId,
      covered,
      cleared,
    })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .leftJoin(payoutAccounts, eq(payoutAccounts.providerId, providers.id))
    .where(and(isNull(users.deletedAt), where))
}

export type AdminProviderSelection = Awaited<ReturnType<ReturnType<typeof selectAdminProviders>['all']>>[number]

export function toAdminProviderRow(row: AdminProviderSelection): AdminProviderRow {
  const p = row.provider
  return {
    providerId: p.id,
    userId: p.userId,
    name: `${row.firstName} ${row.lastName}`,
    firstName: row.firstName,
    lastName: row.lastName,
    title: p.providerType,
    email: row.email,
    city: p.city,
    state: p.state,
    createdAt: p.createdAt.toISOString(),
    stripeAccountId: row.processorAccountId ?? null,
    paymentAccountId: row.processorAccountId ?? null,
    phone: p.phoneNumber,
    currentHourlyRate: p.hourlyRateCents === null ? null : p.hourlyRateCents / 100,
    hasBackgroundCheckCovered: Boolean(row.covered),
    hasBackgroundCheckCleared: Boolean(row.cleared),
    currentPoints: p.currentPoints,
    isShadowBanned: p.isShadowBanned,
  }
}

export async function getAdminProviderOrThrow(db: Tx, providerId: string): Promise<AdminProviderRow> {
  const row = await selectAdminProviders(db, eq(providers.id, providerId)).get()
  if (!row) throw new NotFoundError('provider')
  return toAdminProviderRow(row)
}

