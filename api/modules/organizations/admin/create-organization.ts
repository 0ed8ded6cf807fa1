/**
 * `POST /admin-panel/organizations` (ADMIN, OPERATIONS): an organization made by staff, for a
 * chain signed up by hand. Name required; the fee is the platform default unless given (0–100);
 * the parent, when given, must exist (404). It has no members or facilities yet
 * (docs/decisions.md "Organizations made by staff").
 */
import type { AdminOrganization, CreateOrganizationBody } from '../../../../shared/contracts/admin-organizations'
import type { AppContext, TeamCaller } from '../../../context'
import { organizations } from '../../../db/schema'
import { settings } from '../../../settings'
import { audit } from '../../audit'
import type { OrganizationAdminDeps } from './deps'
import { getAdminOrganizationOrThrow, getParentOrganizationRowOrThrow } from './queries'

export async function createOrganization({ ctx, caller, deps, input }: { ctx: AppContext; caller: TeamCaller; deps: OrganizationAdminDeps; input: CreateOrganizationBody }): Promise<AdminOrganization> {
  deps.requireTeamPermission(caller, 'organizations.manage')
  const name = input.name.trim()
  return ctx.db.write(async (tx) => {
    if (input.parentOrganizationId) await getParentOrganizationRowOrThrow(tx, input.parentOrganizationId)
    const now = ctx.clock.now()
    const [row] = await tx
      .insert(organizations)
      .values({
        name,
        parentOrganizationId: input.parentOrganizationId ?? null,
        currentPercentageFee: input.percentageFee ?? settings.defaultPercentageFee,
        hasFreeJobPost: input.hasFreeJobPost ?? false,
        ownReferralCode: await deps.newReferralCode(tx, name),
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    const o = row!
    await audit(ctx, tx, caller, {
      action: 'organization.create',
      subject: ['organization', o.id],
      organizationId: o.id,
      after: { name: o.name, currentPercentageFee: o.currentPercentageFee, parentOrganizationId: o.parentOrganizationId, hasFreeJobPost: o.hasFreeJobPost },
    })
    return getAdminOrganizationOrThrow(tx, o.id)
  })
}
