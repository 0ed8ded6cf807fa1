/**
 * `GET /admin-panel/support-agent/realtime-ticket`: the short-lived ticket that opens the support
 * team's inbox socket. It names the shared recipient `SUPPORT_INBOX` rather than a person: every
 * colleague with the inbox open sees the same conversations move. Any team role (`support.chat`).
 */
import type { AppContext, TeamCaller } from '../../../context'
import { issueRealtimeTicket, SUPPORT_INBOX } from '../../../realtime'
import { requireTeamPermission } from '../../team'

export function supportInboxTicket({ ctx, caller }: { ctx: AppContext; caller: TeamCaller }): { token: string; expiresIn: number } {
  requireTeamPermission(caller, 'support.chat')
  return issueRealtimeTicket(ctx, SUPPORT_INBOX)
}
