/**
 * Pictures shown to others — a provider's profile photo, a pharmacy's picture — live at a stable
 * address (`GET /files/images/{fileId}`) that `users.image` and `facilities.image` keep, since a
 * signed link would expire under a list that is cached for days. Only files uploaded for one of
 * those purposes are served there; documents never are.
 */
import type { AppContext } from '../../context'

export const imageAddress = (ctx: AppContext, fileId: string) => `${ctx.config.publicUrl}/api/files/images/${fileId}`
