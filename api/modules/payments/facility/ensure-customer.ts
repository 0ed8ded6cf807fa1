/**
 * The organization's customer at the processor, created on first need. The processor call is
 * idempotent per organization, so two first attaches at once end with one customer.
 */
import { eq } from 'drizzle-orm'
import type { AppContext } from '../../../context'
import { organizations, processorCustomers } from '../../../db/schema'
import { NotFoundError } from '../../../errors'
import { customerIdOf } from '../queries'

export async function ensureCustomer(ctx: AppContext, organizationId: string): Promise<string> {
  const existing = await customerIdOf(ctx.db.read, organizationId)
  if (existing) return existing
  const organization = await ctx.db.read.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId)).get()
  if (!organization) throw new NotFoundError('organization')
  const { customerId } = await ctx.payments.createCustomer({ organizationId, name: organization.name, idempotencyKey: `customer:${organizationId}` })
  return ctx.db.write(async (tx) => {
    const now = ctx.clock.now()
    await tx.insert(processorCustomers).values({ organizationId, customerId, createdAt: now }).onConflictDoNothing()
    const stored = (await customerIdOf(tx, organizationId)) ?? customerId
    await tx.update(organizations).set({ customerId: stored, updatedAt: now }).where(eq(organizations.id, organizationId))
    return stored
  })
}
