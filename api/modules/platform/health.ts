/**
 * `GET /health`: the server answers once its database is migrated (api-contract "Where things
 * live"), and says whether this process is fully ready: its browse index loaded (a national one
 * takes seconds; browse of a state answers meanwhile). The call starts that load if nothing has.
 */
import type { Health } from '../../../shared/contracts/platform'
import type { AppContext } from '../../context'
import { openGroupsIndexOf } from '../../browse-index'
import { processNumber } from '../../server-processes'
import { SERVER_VERSION } from '../../version'

export function getHealth({ ctx }: { ctx: AppContext }): Health {
  const index = openGroupsIndexOf(ctx.db)
  if (!index.isLoaded) void index.catchUp(ctx.db.read, ctx.clock.now()).catch(() => {})
  return { status: 'ok', version: SERVER_VERSION, ready: index.isLoaded, process: processNumber() }
}
