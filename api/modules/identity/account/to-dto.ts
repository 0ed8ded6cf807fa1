import type { Account } from '../../../../shared/contracts/auth'
import type { users } from '../../../db/schema'

export function toAccount(user: typeof users.$inferSelect): Account {
  return {
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.personalPhone,
    image: user.image,
    userType: user.userType,
    smsOptIn: user.smsOptIn,
    preferredApp: user.preferredApp,
    hasCompletedTour: user.hasCompletedTour,
    createdAt: user.createdAt.toISOString(),
  }
}
