/** `GET /health`: the server answers once its database is migrated (api-contract "Where things live"). */
import type { Health } from '../../../shared/contracts/platform'
import { SERVER_VERSION } from '../../version'

export const getHealth = (): Health => ({ status: 'ok', version: SERVER_VERSION })
