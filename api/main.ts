/** Development entry: `bun api/main.ts` serves the API and `pwa/dist` from the source tree. */
import { runCli } from './server'

await runCli()
