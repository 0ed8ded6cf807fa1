/** `npm run openapi`: prints the OpenAPI document (the same as GET /api/docs/json) to stdout. */
import { createApp } from '../api/app'
import { loadConfig } from '../api/config'
import { systemClock } from '../api/context'
import { openDatabase } from '../api/db/client'
import { createPaymentGateway } from '../api/integrations/payments'
import { silentLogger } from '../api/logger'

const config = loadConfig({ ENABLE_TESTING_ROUTES: '1', DATABASE_URL: ':memory:' })
const db = await openDatabase({ url: ':memory:' })
const secret = 'openapi-dump-secret-of-at-least-32-characters'
const app = createApp({ db, clock: systemClock, config, secret, log: silentLogger, payments: createPaymentGateway(config, { db, clock: systemClock, secret }) })
const response = await app.handle(new Request('http://localhost/api/docs/json'))
process.stdout.write(`${JSON.stringify(await response.json(), null, 2)}\n`)
await db.close()
