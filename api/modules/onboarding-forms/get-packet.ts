/** `GET /facility/ffm/{ffmId}/packet` (issue 13 §8): the orientation packet (PDF) of a form the caller sees. */
import type { AppContext, FacilityCaller } from '../../context'
import { packetResponse } from './packet-response'
import { getFormInScope } from './queries'

export async function getOnboardingPacket({ ctx, caller, ffmId }: { ctx: AppContext; caller: FacilityCaller; ffmId: string }): Promise<Response> {
  const form = await getFormInScope(ctx.db.read, caller, ffmId)
  return packetResponse(ctx.db.read, form.id)
}
