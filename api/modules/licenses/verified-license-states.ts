/**
 * Where a provider may apply (domain "Browse": `statesWhereCanApply`): states where they hold a
 * verified license of their own type that is not deleted and not expired. `expirationDate` is
 * the last valid day, so a license expiring today still counts today.
 */
import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm'
import type { ProviderType } from '../../../shared/enums'
import type { Tx } from '../../db/client'
import { prepared } from '../../db/prepared'
import { licenses } from '../../db/schema'

const verifiedStates = (db: Tx) =>
  db
    .selectDistinct({ state: licenses.state })
    .from(licenses)
    .where(
      and(
        eq(licenses.providerId, sql.placeholder('providerId')),
        eq(licenses.providerType, sql.placeholder('providerType')),
        eq(licenses.isVerified, true),
        isNull(licenses.deletedAt),
        gte(licenses.expirationDate, sql.placeholder('today')),
      ),
    )
    .orderBy(asc(licenses.state))
    .prepare()

export async function verifiedLicenseStates(
  db: Tx,
  providerId: string,
  providerType: ProviderType,
  today: string,
): Promise<{ state: string; type: ProviderType }[]> {
  const rows = await prepared(db, verifiedStates).all({ providerId, providerType, today })
  return rows.map((r) => ({ state: r.state, type: providerType }))
}
