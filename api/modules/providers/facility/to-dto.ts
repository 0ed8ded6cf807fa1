import type { BannedProvider } from '../../../../shared/contracts/facility-providers'
import type { bans, providers, users } from '../../../db/schema'
import { fullName } from './queries'

export function toBannedProviderDto(
  ban: typeof bans.$inferSelect,
  provider: Pick<typeof providers.$inferSelect, 'id' | 'providerType'>,
  user: Pick<typeof users.$inferSelect, 'firstName' | 'lastName'>,
): BannedProvider {
  return {
    id: ban.id,
    provider: { id: provider.id, name: fullName(user), type: provider.providerType },
    isHardBanned: ban.kind === 'HARD_BAN',
    bannedAt: ban.createdAt.toISOString(),
    facilityId: ban.facilityId,
    reason: ban.reason,
  }
}
