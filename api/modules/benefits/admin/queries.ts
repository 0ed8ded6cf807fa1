/** Reads shared by the admin panel's benefit list and its export. */
import { like, or, type SQL } from 'drizzle-orm'
import { organizationBenefits } from '../../../db/schema'

/** `searchTerm` in the name, or in the code (upper-cased, as codes are kept); `%` and `_` are dropped. */
export function benefitSearch(searchTerm: string | null | undefined): SQL | undefined {
  const term = searchTerm?.trim().replace(/[%_]/g, '')
  return term ? or(like(organizationBenefits.name, `%${term}%`), like(organizationBenefits.code, `%${term.toUpperCase()}%`)) : undefined
}
