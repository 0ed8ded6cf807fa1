/**
 * Start-up: configuration → database → migrations → secret → bootstrap admin → demo data →
 * listen. Used by `api/main.ts` (development) and the single binary's entry.
 */
import { sql } from 'drizzle-orm'
import { createApp } from './app'
import { ConfigError, loadConfig, parseArgs, type Config } from './config'
import { systemClock, type AppContext, type Logger } from './context'
import { openDatabase, type DatabaseFailedError } from './db/client'
import { runBackupCommand } from './db/backup-commands'
import { migrate } from './db/migrate'
import { users } from './db/schema'
import { createPaymentGateway } from './integrations/payments'
import { createPushChannels } from './integrations/push'
import { serverLogger } from './logger'
import { bootstrapAdmin } from './modules/team'
import { STORAGE_LIMITS } from './integrations/storage/signed-urls'
import { openGroupsIndexOf } from './browse-index'
import { startScheduler } from './scheduler'
import { exitWhenOrphaned, isServeOnlyProcess, reopenWriterSocket, serveOnlyHandler, serveWriterSocket, startServeOnlyProcesses } from './server-processes'
import { resolveAppSecret } from './secret'
import { startEventLoopWatchdog } from './lib/event-loop-watchdog'
import { defaultAssets, type AssetSource } from './static/assets'
import { settings } from './settings'
import { SERVER_VERSION } from './version'
import { realtimeHubOf } from './realtime'
import { websocket } from 'elysia/ws'

export interface StartOptions {
  config: Config
  assets?: AssetSource
  log?: Logger
  /** The fsync of the write-ahead log (tests inject a failing one; `db/wal-sync.ts`). */
  syncLogFile?: (fd: number) => Promise<void>
}

/**
 * The exit status after a failed fsync of the write-ahead log (EX_IOERR of sysexits.h). The
 * service manager starts the server again (README "Run it as a service"); the new process's
 * recovery reads the log as the disk really has it (docs/decisions.md "Durability").
 */
export const EXIT_LOG_SYNC_FAILED = 74

/**
 * At once, without stopping cleanly: a clean stop would go on answering and checkpoint a log
 * that may have a hole. Serve-only processes follow this one out (`exitWhenOrphaned`).
 */
function exitOnFailedLogSync(log: Logger) {
  return (error: DatabaseFailedError) => {
    log.error('the write-ahead log could not be synced to disk; no write is acknowledged from here on, exiting for a restart', {
      fatal: true,
      reason: error.reason.message,
      exitCode: EXIT_LOG_SYNC_FAILED,
    })
    process.exit(EXIT_LOG_SYNC_FAILED)
  }
}

export async function startServer({ config, assets = defaultAssets(), log = serverLogger({ logRequests: config.logRequests }), syncLogFile }: StartOptions) {
  const startedAt = performance.now()
  // Serve-only processes (SERVER_PROCESSES > 1) leave start-up work and writes to the first process.
  const serveOnly = isServeOnlyProcess()
  const db = await openDatabase({
    url: config.databaseUrl,
    ...(config.databaseDriver ? { driver: config.databaseDriver } : {}),
    // The process that takes the writes syncs and checkpoints off its request thread.
    backgroundIo: !serveOnly,
    warn: (message, fields) => log.warn(message, fields),
    onFatal: exitOnFailedLogSync(log),
    ...(syncLogFile ? { syncLogFile } : {}),
  })
  let applied: number
  try {
    applied = await migrate(db)
  } catch (error) {
    await db.close().catch(() => {})
    const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message.split('\n')[0]) : String(error)
    throw new Error(`the database at ${db.location} could not be opened and migrated (${cause})`)
  }
  const secret = resolveAppSecret(config, db)
  const push = createPushChannels(config, db)
  if (!push.vapidPublicKey) log.warn('web push is off: a libSQL server database needs VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, the same on every server')
  const ctx: AppContext = { db, clock: systemClock, config, secret, log, payments: createPaymentGateway(config, { db, clock: systemClock, secret }), push }
  const adminCreated = serveOnly ? false : await bootstrapAdmin(ctx)
  let demoLogins: string[] = []
  if (!serveOnly && config.demo && (await isEmpty(ctx))) {
    const { loadDemoData } = await import('./demo/load-demo-data')
    demoLogins = await loadDemoData(ctx)
  } else if (!serveOnly) {
    // A later start on the demo data still says how to sign in; a database without it prints nothing.
    const { demoLogins: presentDemoLogins } = await import('./demo/demo-logins')
    demoLogins = await presentDemoLogins(ctx)
  }
  // Logs any stall of this process's event loop over 100 ms with the requests it caught (issue 17).
  const watchdog = startEventLoopWatchdog({ log })
  const app = createApp(ctx, assets).use(watchdog.requests)
  // Bun's own cap is the upload limit; every other route is held to settings.maxBodyBytes by
  // the request-bounds plugin, chunked bodies included.
  const maxRequestBodySize = Math.max(settings.maxBodyBytes, STORAGE_LIMITS.maxUploadBytes, STORAGE_LIMITS.maxDocumentBytes)
  // Bun closes a connection that has been silent for `idleTimeout` seconds, a request still being
  // answered included (10 s by default). A sign-in may wait up to 10 s for the attempts ahead of
  // it (identity/throttle.ts) before its own password check: 30 s keeps such an answer on its
  // connection, and still lets go of clients that open a connection and send nothing.
  const listen = { port: config.port, hostname: '0.0.0.0', maxRequestBodySize, reusePort: config.serverProcesses > 1, idleTimeout: 30 }
  let port: number
  let stopListening: () => Promise<void>
  if (serveOnly) {
    // Reads here, the rest passed on to the first process (api/server-processes).
    const server = Bun.serve({
      ...listen,
      fetch: serveOnlyHandler(
        (request) => app.handle(request),
        (error, request) => ctx.log.error('a write could not be passed on to the first process for 10 s', { request: `${request.method} ${new URL(request.url).pathname}`, error: error instanceof Error ? error.message : String(error) }),
      ),
      // Real-time sockets open on whichever process took the connection (api/realtime): the app
      // upgrades through its server, and Elysia's handler runs the socket's hooks.
      // Elysia's handler type names its own copy of Bun's socket types.
      websocket: websocket as unknown as Bun.WebSocketHandler<unknown>,
    })
    ;(app as unknown as { server: typeof server }).server = server
    port = server.port ?? config.port
    stopListening = () => server.stop()
  } else {
    const server = app.listen(listen)
    port = server.server?.port ?? config.port
    stopListening = async () => {
      await app.stop()
    }
  }
  log.info('server started', {
    version: SERVER_VERSION,
    url: `http://localhost:${port}`,
    database: `${db.driver} ${db.location}`,
    payments: ctx.payments.name,
    migrationsApplied: applied,
    adminCreated,
    pwa: assets.description,
    processes: serveOnly ? 'serve-only' : config.serverProcesses,
    startupMs: Math.round(performance.now() - startedAt),
  })
  if (demoLogins.length) process.stdout.write(`\nDemo data is loaded. Sign in at http://localhost:${port} with:\n${demoLogins.map((l) => `  ${l}`).join('\n')}\n\n`)
  const stopScheduler = serveOnly ? () => {} : startScheduler(ctx)
  let stopOthers = async () => {}
  if (!serveOnly && config.serverProcesses > 1) {
    const writer = serveWriterSocket((request) => app.handle(request), maxRequestBodySize)
    const stopProcesses = startServeOnlyProcesses(config.serverProcesses - 1, port, writer.path, log)
    const stopWatching = reopenWriterSocket(writer, log)
    stopOthers = async () => {
      stopWatching()
      await stopProcesses()
      writer.stop()
    }
  }
  // Load the open groups browse reads while the first requests are still on their way.
  const loadingBrowseIndex = watchdog.track('loading the browse index')
  void openGroupsIndexOf(db)
    .catchUp(db.read, ctx.clock.now())
    .catch((error) => log.error('loading the browse index failed', { error: error instanceof Error ? error.message : String(error) }))
    .finally(loadingBrowseIndex)
  const stop = async () => {
    watchdog.stop()
    realtimeHubOf(ctx).stop()
    stopScheduler()
    await stopOthers()
    await stopListening()
    await db.close()
  }
  if (serveOnly) exitWhenOrphaned(stop)
  return { app, ctx, port, stop }
}

async function isEmpty(ctx: AppContext): Promise<boolean> {
  const [row] = await ctx.db.read.select({ n: sql<number>`count(*)` }).from(users)
  return (row?.n ?? 0) === 0
}

const HELP = `Pharmacy staffing marketplace server

Usage: marketplace [--port N] [--database URL] [--public-url URL] [--demo]
       marketplace backup PATH [--database URL]    a consistent copy of the database, also while the
                                                   server runs (PATH a new file, or a directory)
       marketplace restore PATH [--database URL]   replace the database with a backup (server stopped;
                                                   the replaced file is kept beside it)

Exit status 74: a write to disk failed and the server stopped; let the service manager restart it.
Backups: BACKUP_DIR, BACKUP_EVERY (30m, 6h, 1d), BACKUP_KEEP take scheduled snapshots (see README).

Environment: PORT, DATABASE_URL, SERVER_PROCESSES, APP_SECRET, ADMIN_EMAIL, ADMIN_PASSWORD, ENABLE_TESTING_ROUTES,
PUBLIC_URL, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN,
TWILIO_FROM (see README).`

/** The command line: parse, start, and stop cleanly on SIGINT/SIGTERM. */
export async function runCli(argv: string[] = process.argv.slice(2), assets?: AssetSource): Promise<void> {
  if (argv[0] === 'backup' || argv[0] === 'restore') {
    process.exitCode = await runBackupCommand(argv[0], argv.slice(1))
    return
  }
  let config: Config
  try {
    const args = parseArgs(argv)
    if (args.HELP) {
      process.stdout.write(`${HELP}\n`)
      return
    }
    config = loadConfig(process.env, args)
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`)
      process.exit(2)
    }
    throw error
  }
  try {
    const { stop } = await startServer({ config, ...(assets ? { assets } : {}) })
    const shutdown = () => void stop().finally(() => process.exit(0))
    process.on('SIGINT', shutdown)
    process.on('SIGTERM', shutdown)
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`)
      process.exit(2)
    }
    process.stderr.write(`Could not start: ${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  }
}
