/**
 * `PUT /admin-panel/organizations/{organizationId}/add-credits {creditsInCents}` (spec 000 §7):
 * credits into the organization's balance, a CREDIT_GRANT ledger row and the audit event, in one
 * transaction. Unknown organization → 404.
 */
import { eq } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { AddCreditsBody, AddCreditsResponse } from '../../../../shared/contracts/benefits'
import type { AppContext, TeamCaller } from '../../../context'
import { organizations } from '../../../db/schema'
import { NotFoundError } from '../../../errors'
import { audit } from '../../audit'
import { requireTeamPermission } from '../../team'
import { grantCredits } from '../grant-credits'

export async function addCredits({ ctx, caller, organizationId, input }: { ctx: AppContext; caller: TeamCaller; organizationId: string; input: AddCreditsBody }): Promise<AddCreditsResponse> {
  requireTeamPermission(caller, 'credits.manage')
  return ctx.db.write(async (tx) => {
    const organization = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organizationId)).get()
    if (!organization) throw new NotFoundError('organization')
    // The grant's own id names it in the ledger and the audit trail.
    const grantId = uuidv7()
    const credits = await grantCredits(ctx, tx, { organizationId, amountCents: input.creditsInCents, referenceId: grantId, memo: 'Credits added by the admin panel' })
    await audit(ctx, tx, caller, {
      action: 'organization.add-credits',
      subject: ['organization', organizationId],
      organizationId,
      before: { creditsInCents: credits.beforeCents },
      after: { creditsInCents: credits.afterCents, addedCreditsInCents: input.creditsInCents, grantId },
    })
    return { organizationId, addedCreditsInCents: input.creditsInCents, availableCreditsInCents: credits.afterCents }
  })
}
