/** `GET /license`: the provider's licenses, by state. A provider holds a handful, so the list is not paged. */
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { AppContext, ProviderCaller } from '../../context'
import { licenses } from '../../db/schema'
import { checksOfLicenses } from './queries'
import { toLicenseDto } from './to-dto'

export async function listLicenses({ ctx, caller }: { ctx: AppContext; caller: ProviderCaller }) {
  const rows = await ctx.db.read
    .select()
    .from(licenses)
    .where(and(eq(licenses.providerId, caller.providerId), isNull(licenses.deletedAt)))
    .orderBy(asc(licenses.state), asc(licenses.createdAt))
  const checks = await checksOfLicenses(ctx.db.read, caller.providerId)
  return rows.map((row) => toLicenseDto(ctx, row, checks.get(row.id)))
}
