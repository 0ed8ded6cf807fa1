/**
 * `POST /facility/{facilityId}/validate-npi` (spec 000 §7): the facility's NPI, checked (ten
 * digits, the CMS check digit), then looked up in the NPI registry (api/integrations/npi-registry),
 * and stored with the moment it was verified only when the registry knows it.
 *
 * The registry is asked outside the write transaction (api/modules/README.md rule 5); an NPI it
 * does not know answers 422, a registry that cannot be asked 503, and neither stores anything.
 */
import { and, eq, isNull } from 'drizzle-orm'
import { ValidateNpi, type NpiValidation, type ValidateNpiBody } from '../../../../shared/contracts/facility-profile'
import { validate } from '../../../../shared/validation/validate'
import type { AppContext, FacilityCaller } from '../../../context'
import { facilities } from '../../../db/schema'
import { AppError, NotFoundError, RuleError, ValidationError } from '../../../errors'
import { npiRegistryFor, NpiRegistryUnavailableError, type NpiRecord } from '../../../integrations/npi-registry'
import { consumeRateLimits } from '../../../lib/rate-limits'
import { settings } from '../../../settings'
import { getFacilityInScope, requireOrganizationRole } from '../scope'
import { oneLineAddress } from '../to-dto'

/** 503: the registry did not answer; nothing was stored and trying again is safe. */
export class NpiRegistryUnavailable extends AppError {
  readonly status = 503
  constructor() {
    super('The NPI registry could not be reached. Nothing was saved; please try again in a moment.')
  }
}

/** The facility settings' roles: an OWNER or ADMIN of the organization (a MEMBER posts and hires). */
export const FACILITY_SETTINGS_ROLES = ['OWNER', 'ADMIN'] as const

export async function validateFacilityNpi({ ctx, caller, input }: { ctx: AppContext; caller: FacilityCaller; input: ValidateNpiBody & { facilityId: string } }): Promise<NpiValidation> {
  requireOrganizationRole(caller, FACILITY_SETTINGS_ROLES)
  const errors = validate(ValidateNpi, { npi: input.npi })
  if (errors.length) throw new ValidationError(errors)
  const facility = await getFacilityInScope(ctx.db.read, caller, input.facilityId)
  const limit = settings.rateLimits.npiLookupsPerFacility
  await consumeRateLimits(ctx, [{ key: `npi-lookup:facility:${facility.id}`, ...limit, message: 'Too many NPI checks for this facility.' }])

  const registry = npiRegistryFor(ctx.config)
  let record: NpiRecord | null
  try {
    record = await registry.lookUp(input.npi, { name: facility.name, address: { streetAddress: facility.streetAddress, city: facility.city, state: facility.state, zipCode: facility.zipCode } })
  } catch (error) {
    if (!(error instanceof NpiRegistryUnavailableError)) throw error
    ctx.log.warn('npi registry unavailable', { registry: registry.name, facilityId: facility.id, reason: error.message })
    throw new NpiRegistryUnavailable()
  }
  if (!record) throw new RuleError('The NPI registry has no record of this NPI. Check the number on your NPPES confirmation.')

  const verifiedAt = ctx.clock.now()
  await ctx.db.write(async (tx) => {
    // The facility may have been deleted while the registry was asked.
    const stored = await tx
      .update(facilities)
      .set({ npi: input.npi, npiVerifiedAt: verifiedAt, updatedAt: verifiedAt })
      .where(and(eq(facilities.id, facility.id), isNull(facilities.deletedAt)))
      .returning({ id: facilities.id })
    if (!stored.length) throw new NotFoundError('facility')
  })
  const address = record.address
  return {
    facilityId: facility.id,
    npi: input.npi,
    isNpiVerified: true,
    npiVerifiedAt: verifiedAt.toISOString(),
    registry: {
      name: record.name,
      enumerationType: record.enumerationType,
      address: address ? oneLineAddress(address) : null,
      streetAddress: address?.streetAddress ?? null,
      city: address?.city ?? null,
      state: address?.state ?? null,
      zipCode: address?.zipCode ?? null,
      taxonomy: record.taxonomy,
      source: registry.name,
    },
  }
}
