/**
 * `npm start`: builds the PWA when it is missing or older than its sources, then starts the
 * server on port 3000 with the demo dataset loaded into a fresh database.
 */
import { $ } from 'bun'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

// Production mode unless asked otherwise (`NODE_ENV=development npm start`). Elysia reads it once,
// when it is first imported, hence the server's dynamic import below: outside production, each
// validation error pretty-prints the whole request body into its message.
process.env.NODE_ENV ??= 'production'

const root = fileURLToPath(new URL('..', import.meta.url))

function newestMtime(dir: string): number {
  let newest = 0
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    const stat = statSync(path)
    newest = Math.max(newest, stat.isDirectory() ? newestMtime(path) : stat.mtimeMs)
  }
  return newest
}

const built = join(root, 'pwa/dist/index.html')
const sources = [join(root, 'pwa/src'), join(root, 'shared')]
if (!existsSync(built) || Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs) {
  console.log('› building the PWA (first start, or its sources changed)')
  await $`${join(root, 'node_modules/.bin/vite')} build --config ${join(root, 'pwa/vite.config.ts')} --logLevel warn`.cwd(root)
}

const { runCli } = await import('../api/server')
await runCli(['--demo', ...process.argv.slice(2)])
