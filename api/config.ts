/**
 * Configuration from the environment (api-contract "Configuration"), validated once at start: a bad
 * value stops the server with a message naming the variable, never a stack trace.
 */
import { resolve } from 'node:path'
import type { DriverName } from './db/client'
import type { S3StorageConfig } from './integrations/storage/s3-storage'

export interface Config {
  port: number
  databaseUrl: string
  /** Forces the database driver (`DATABASE_DRIVER=libsql` runs libSQL on a local file). */
  databaseDriver?: DriverName
  /** Null until resolved by `resolveAppSecret` (generated beside the database on first start). */
  appSecret: string | null
  adminEmail: string | null
  adminPassword: string | null
  enableTestingRoutes: boolean
  publicUrl: string
  stripe: { secretKey: string; webhookSecret: string | null; publishableKey: string | null; apiBase?: StripeApiBase } | null
  /** Background checks through Checkr (`BACKGROUND_CHECKS=checkr` + `CHECKR_API_KEY`); null: the built-in sandbox vendor. */
  checkr: { apiKey: string } | null
  twilio: { accountSid: string; authToken: string; from: string } | null
  /**
   * E-mail (`SMTP_URL`, `MAIL_FROM`): `smtpUrl` null keeps every e-mail in the outbox only.
   * `logLinks`: an e-mail kept in the outbox is logged with its links (a reset link is a secret)
   * in demo mode or outside production, so a self-hoster can finish the flow from the terminal.
   */
  mail: { smtpUrl: string | null; from: string; logLinks: boolean }
  /** Oldest app version that still works; older clients are told `needsToUpdate`. */
  minClientVersion: string
  /** Load the demo dataset into an empty database. */
  demo: boolean
  logRequests: boolean
  /**
   * Processes serving HTTP on the same port (`SERVER_PROCESSES`, default 1): the first runs the
   * migrations, the scheduler and the demo data; the others only serve. One per core.
   */
  serverProcesses: number
  /** Scheduled snapshots, or null without `BACKUP_DIR`. */
  backup: BackupSchedule | null
  /**
   * Origins of other sites allowed to call the API from a browser (`CORS_ORIGINS`, comma-separated,
   * e.g. `https://a.example,https://b.example`). Empty by default: only the PWA served here may.
   */
  corsOrigins: string[]
  /**
   * Reverse proxies in front of the server whose `X-Forwarded-For` is believed (`TRUST_PROXY`,
   * default 0: none, the socket's peer is the client). Behind one proxy (a load balancer, nginx,
   * Caddy) set 1: otherwise every sign-in shares the proxy's address and its throttle.
   */
  trustProxyHops: number
  /**
   * Where a facility's NPI is checked (`NPI_REGISTRY`): `offline` (default) knows every NPI with a
   * valid check digit; `nppes` asks CMS's public NPI Registry API (api/integrations/npi-registry).
   */
  npiRegistry: { kind: 'offline' } | { kind: 'nppes'; baseUrl: string; timeoutMs: number }
  /**
   * Pushes (api/integrations/push). `delivery` (`PUSH_DELIVERY`): `live` sends through web push
   * and Expo, `outbox` only records them (the default outside production, like e-mail links).
   * `vapid` from `VAPID_PUBLIC_KEY` + `VAPID_PRIVATE_KEY`; null: generated on first start and
   * kept beside the database (`vapid-keys.json`), as the app secret is. `vapidSubject`
   * (`VAPID_SUBJECT`): how push services reach the operator, `mailto:` or `https:`.
   * `expoAccessToken` (`EXPO_ACCESS_TOKEN`): only for Expo projects with enhanced push security.
   */
  push: { delivery: 'live' | 'outbox'; vapid: { publicKey: string; privateKey: string } | null; vapidSubject: string; expoAccessToken: string | null }
  /**
   * The staffing agent's language model (`AGENT_LLM_URL`, `AGENT_LLM_API_KEY`, `AGENT_LLM_MODEL`): an
   * OpenAI-compatible chat-completions API offered the agent's tools. Null: the built-in engine,
   * no network (api/modules/staffing-agent).
   */
  agentLlm: AgentLlmConfig | null
  /**
   * Where uploaded files live (api/integrations/storage): an S3-compatible bucket when
   * `STORAGE_S3_BUCKET` is set (with `STORAGE_S3_ACCESS_KEY_ID`, `STORAGE_S3_SECRET_ACCESS_KEY`,
   * and `STORAGE_S3_ENDPOINT` for R2 or MinIO, `STORAGE_S3_REGION`, `STORAGE_S3_PREFIX`);
   * absent: the local disk beside the database.
   */
  storage?: S3StorageConfig | null
}

export interface AgentLlmConfig {
  /** The chat-completions endpoint: `AGENT_LLM_URL` (`https://api.openai.com/v1` gets `/chat/completions` added). */
  url: string
  apiKey: string | null
  model: string
  timeoutMs: number
}

/** Scheduled snapshots of the embedded database (`BACKUP_DIR`, `BACKUP_EVERY`, `BACKUP_KEEP`; api/db/backup-schedule.ts). */
export interface BackupSchedule {
  dir: string
  everyMs: number
  /** Snapshots kept; older ones are deleted. */
  keep: number
}

/** Where the Stripe SDK sends requests instead of api.stripe.com (a local Stripe double in tests). */
export interface StripeApiBase {
  host: string
  port: number
  protocol: 'http' | 'https'
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>

function blankToNull(value: string | undefined): string | null {
  return value === undefined || value.trim() === '' ? null : value.trim()
}

function parsePort(raw: string | undefined, name: string): number {
  if (raw === undefined || raw.trim() === '') return 3000
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`${name} must be a port number from 0 to 65535, got "${raw}"`)
  return port
}

function parseFlag(raw: string | undefined, name: string): boolean {
  const value = blankToNull(raw)?.toLowerCase()
  if (value === null || value === undefined) return false
  if (['1', 'true', 'yes', 'on'].includes(value)) return true
  if (['0', 'false', 'no', 'off'].includes(value)) return false
  throw new ConfigError(`${name} must be 1 or 0, got "${raw}"`)
}

function parseStripeApiBase(raw: string): StripeApiBase {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ConfigError(`STRIPE_API_BASE must be an http(s) address like http://127.0.0.1:12111, got "${raw}"`)
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || (url.pathname !== '/' && url.pathname !== '') || url.search || url.username) {
    throw new ConfigError(`STRIPE_API_BASE must be an http(s) address like http://127.0.0.1:12111, got "${raw}"`)
  }
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol }
}

function parseUrl(raw: string, name: string): string {
  try {
    const url = new URL(raw)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error()
    return raw.replace(/\/+$/, '')
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${raw}"`)
  }
}

/** `smtp://user:pass@host:587` or `smtps://…:465`; the message never repeats the password. */
function parseSmtpUrl(raw: string): void {
  let url: URL | null = null
  try {
    url = new URL(raw)
  } catch {}
  if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
    throw new ConfigError(`SMTP_URL must be like smtp://user:password@mail.example.com:587 (or smtps://… for TLS from the start), got "${raw.replace(/\/\/[^@/]*@/, '//***@')}"`)
  }
}

/** `https://a.example, https://b.example` → exact origins; each must be a bare scheme://host[:port]. */
function parseOrigins(raw: string | undefined, name: string): string[] {
  const listed = (raw ?? '').split(',').map((part) => part.trim()).filter(Boolean)
  return listed.map((origin) => {
    let url: URL | null = null
    try {
      url = new URL(origin)
    } catch {}
    // Exact origins, no wildcard: each listed site is trusted to sign people in and hold their token.
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
      throw new ConfigError(`${name} must list origins like https://app.example.com separated by commas, got "${origin}"`)
    }
    return url.origin
  })
}

const DURATION_UNITS_MS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 }

/** `BACKUP_DIR` with `BACKUP_EVERY` (`30m`, `6h`, `1d`; default a day) and `BACKUP_KEEP` (default 7). */
function parseBackupSchedule(merged: Env, databaseUrl: string): BackupSchedule | null {
  const dir = blankToNull(merged.BACKUP_DIR)
  const everyRaw = blankToNull(merged.BACKUP_EVERY)
  const keepRaw = blankToNull(merged.BACKUP_KEEP)
  if (dir === null) {
    if (everyRaw !== null || keepRaw !== null) throw new ConfigError('BACKUP_EVERY and BACKUP_KEEP need BACKUP_DIR, the directory the snapshots go to')
    return null
  }
  if (/^(libsql|https?|wss?):\/\//i.test(databaseUrl)) throw new ConfigError('BACKUP_DIR is for the embedded database; a libSQL server keeps its own backups (README "Backups")')
  if (/^(:memory:|file::memory:)$/i.test(databaseUrl)) throw new ConfigError('BACKUP_DIR needs a database file, not :memory:')
  const every = /^(\d+)\s*([mhd])$/i.exec(everyRaw ?? '1d')
  const everyMs = every ? Number(every[1]) * DURATION_UNITS_MS[every[2]!.toLowerCase()]! : 0
  if (everyMs < DURATION_UNITS_MS.m!) throw new ConfigError(`BACKUP_EVERY must be a duration like 30m, 6h or 1d, got "${everyRaw}"`)
  const keep = Number(keepRaw ?? '7')
  if (!Number.isInteger(keep) || keep < 1 || keep > 10_000) throw new ConfigError(`BACKUP_KEEP must be a whole number of snapshots from 1, got "${keepRaw}"`)
  return { dir: resolve(dir), everyMs, keep }
}

/** Bytes of a base64url (or base64) value, or -1 when it is not one. */
function base64urlBytes(value: string): number {
  if (!/^[A-Za-z0-9_+/-]+={0,2}$/.test(value)) return -1
  return Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64').length
}

/** `PUSH_DELIVERY`, `VAPID_PUBLIC_KEY` + `VAPID_PRIVATE_KEY` (together), `VAPID_SUBJECT`, `EXPO_ACCESS_TOKEN`. */
function parsePush(merged: Env, mailFrom: string): Config['push'] {
  const deliveryRaw = blankToNull(merged.PUSH_DELIVERY)?.toLowerCase() ?? (merged.NODE_ENV === 'production' ? 'live' : 'outbox')
  if (deliveryRaw !== 'live' && deliveryRaw !== 'outbox') throw new ConfigError(`PUSH_DELIVERY must be live or outbox, got "${merged.PUSH_DELIVERY}"`)
  const publicKey = blankToNull(merged.VAPID_PUBLIC_KEY)
  const privateKey = blankToNull(merged.VAPID_PRIVATE_KEY)
  if ((publicKey === null) !== (privateKey === null)) throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together')
  // An uncompressed P-256 point (65 bytes) and its 32-byte private key, as `web-push generate-vapid-keys` prints them.
  if (publicKey !== null && base64urlBytes(publicKey) !== 65) throw new ConfigError('VAPID_PUBLIC_KEY must be a base64url P-256 public key (65 bytes), as web-push generate-vapid-keys prints it')
  if (privateKey !== null && base64urlBytes(privateKey) !== 32) throw new ConfigError('VAPID_PRIVATE_KEY must be a base64url P-256 private key (32 bytes), as web-push generate-vapid-keys prints it')
  const subjectRaw = blankToNull(merged.VAPID_SUBJECT)
  if (subjectRaw !== null && !/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s]+)$/.test(subjectRaw)) throw new ConfigError(`VAPID_SUBJECT must be a mailto: address or an https: URL, got "${subjectRaw}"`)
  const fromAddress = /<([^<>]+)>/.exec(mailFrom)?.[1] ?? mailFrom
  return {
    delivery: deliveryRaw,
    vapid: publicKey && privateKey ? { publicKey, privateKey } : null,
    vapidSubject: subjectRaw ?? `mailto:${fromAddress.trim()}`,
    expoAccessToken: blankToNull(merged.EXPO_ACCESS_TOKEN),
  }
}

/** `AGENT_LLM_URL` with `AGENT_LLM_MODEL` (and `AGENT_LLM_API_KEY` unless the server needs none). */
function parseAgentLlm(merged: Env): AgentLlmConfig | null {
  const raw = blankToNull(merged.AGENT_LLM_URL)
  const apiKey = blankToNull(merged.AGENT_LLM_API_KEY)
  const model = blankToNull(merged.AGENT_LLM_MODEL)
  if (raw === null) {
    if (apiKey !== null || model !== null) throw new ConfigError('AGENT_LLM_API_KEY and AGENT_LLM_MODEL need AGENT_LLM_URL, the chat-completions address of an OpenAI-compatible API')
    return null
  }
  const base = parseUrl(raw, 'AGENT_LLM_URL')
  if (model === null) throw new ConfigError('AGENT_LLM_URL needs AGENT_LLM_MODEL, the name of the model to ask (e.g. gpt-4o-mini)')
  return { url: /\/chat\/completions$/.test(base) ? base : `${base}/chat/completions`, apiKey, model, timeoutMs: 30_000 }
}

/** Command-line flags the binary takes beside the environment: `--port N`, `--demo`, `--database URL`. */
export function parseArgs(argv: string[]): Env {
  const env: Env = {}
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    const [flag, inline] = arg.split('=', 2) as [string, string | undefined]
    const next = () => inline ?? argv[++i]
    if (flag === '--port') env.PORT = next()
    else if (flag === '--database' || flag === '--database-url') env.DATABASE_URL = next()
    else if (flag === '--demo') env.DEMO = '1'
    else if (flag === '--public-url') env.PUBLIC_URL = next()
    else if (flag === '--help' || flag === '-h') env.HELP = '1'
    else throw new ConfigError(`Unknown option ${arg}. Options: --port N, --database URL, --public-url URL, --demo`)
  }
  return env
}

export function loadConfig(env: Env = process.env, args: Env = {}): Config {
  const merged = { ...env, ...Object.fromEntries(Object.entries(args).filter(([, v]) => v !== undefined)) }
  const port = parsePort(merged.PORT, 'PORT')
  const databaseUrl = blankToNull(merged.DATABASE_URL) ?? 'file:./data/marketplace.db'
  if (!/^(file:|libsql:\/\/|https?:\/\/|wss?:\/\/|:memory:$)/i.test(databaseUrl) && /^[a-z][a-z0-9+.-]*:\/\//i.test(databaseUrl)) {
    throw new ConfigError(`DATABASE_URL must be file:PATH, a path, :memory:, or a libsql://, http(s):// or ws(s):// URL, got "${databaseUrl.replace(/\/\/[^@/]*@/, '//***@')}"`)
  }
  const driver = blankToNull(merged.DATABASE_DRIVER)
  if (driver && driver !== 'libsql' && driver !== 'bun-sqlite') throw new ConfigError(`DATABASE_DRIVER must be bun-sqlite or libsql, got "${driver}"`)

  const appSecret = blankToNull(merged.APP_SECRET)
  if (appSecret !== null && appSecret.length < 32) throw new ConfigError('APP_SECRET must be at least 32 characters')

  const adminEmail = blankToNull(merged.ADMIN_EMAIL)?.toLowerCase() ?? null
  const adminPassword = blankToNull(merged.ADMIN_PASSWORD)
  if ((adminEmail === null) !== (adminPassword === null)) throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD must be set together')
  if (adminEmail !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail)) throw new ConfigError(`ADMIN_EMAIL must be an e-mail address, got "${adminEmail}"`)
  if (adminPassword !== null && adminPassword.length < 8) throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters')

  const stripeKey = blankToNull(merged.STRIPE_SECRET_KEY)
  if (stripeKey !== null && !/^(sk|rk)_(test|live)_/.test(stripeKey)) throw new ConfigError('STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_…, sk_live_…)')
  const webhookSecret = blankToNull(merged.STRIPE_WEBHOOK_SECRET)
  if (webhookSecret !== null && !webhookSecret.startsWith('whsec_')) throw new ConfigError('STRIPE_WEBHOOK_SECRET must start with whsec_')
  if (webhookSecret !== null && stripeKey === null) throw new ConfigError('STRIPE_WEBHOOK_SECRET needs STRIPE_SECRET_KEY')
  const publishableKey = blankToNull(merged.STRIPE_PUBLISHABLE_KEY)
  const stripeApiBaseRaw = blankToNull(merged.STRIPE_API_BASE)
  if (stripeApiBaseRaw !== null && stripeKey === null) throw new ConfigError('STRIPE_API_BASE needs STRIPE_SECRET_KEY')
  const stripeApiBase = stripeApiBaseRaw === null ? null : parseStripeApiBase(stripeApiBaseRaw)

  const backgroundChecks = blankToNull(merged.BACKGROUND_CHECKS) ?? 'sandbox'
  if (backgroundChecks !== 'sandbox' && backgroundChecks !== 'checkr') throw new ConfigError(`BACKGROUND_CHECKS must be sandbox or checkr, got "${backgroundChecks}"`)
  const checkrKey = blankToNull(merged.CHECKR_API_KEY)
  if (backgroundChecks === 'checkr' && checkrKey === null) throw new ConfigError('BACKGROUND_CHECKS=checkr needs CHECKR_API_KEY')

  const twilioSid = blankToNull(merged.TWILIO_ACCOUNT_SID)
  const twilioToken = blankToNull(merged.TWILIO_AUTH_TOKEN)
  const twilioFrom = blankToNull(merged.TWILIO_FROM)
  const twilioSet = [twilioSid, twilioToken, twilioFrom].filter((v) => v !== null).length
  if (twilioSet !== 0 && twilioSet !== 3) throw new ConfigError('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM must be set together')
  if (twilioSid !== null && !/^AC[0-9a-fA-F]{32}$/.test(twilioSid)) throw new ConfigError('TWILIO_ACCOUNT_SID must look like AC followed by 32 hex digits')
  if (twilioFrom !== null && !/^\+[1-9]\d{6,14}$/.test(twilioFrom)) throw new ConfigError('TWILIO_FROM must be a phone number in E.164 form, e.g. +15125550123')

  const smtpUrl = blankToNull(merged.SMTP_URL)
  if (smtpUrl !== null) parseSmtpUrl(smtpUrl)
  const mailFrom = blankToNull(merged.MAIL_FROM)
  if (mailFrom !== null && !/^(?:[^<>]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/.test(mailFrom)) throw new ConfigError(`MAIL_FROM must be an address like Shiftwell <no-reply@example.com>, got "${mailFrom}"`)

  const trustRaw = blankToNull(merged.TRUST_PROXY) ?? '0'
  const trustProxyHops = Number(trustRaw)
  if (!Number.isInteger(trustProxyHops) || trustProxyHops < 0 || trustProxyHops > 10) throw new ConfigError(`TRUST_PROXY must be the number of proxies in front of the server, from 0 to 10, got "${trustRaw}"`)
  const processesRaw = blankToNull(merged.SERVER_PROCESSES) ?? '1'
  const serverProcesses = Number(processesRaw)
  if (!Number.isInteger(serverProcesses) || serverProcesses < 1 || serverProcesses > 16) throw new ConfigError(`SERVER_PROCESSES must be a whole number from 1 to 16, got "${processesRaw}"`)
  if (serverProcesses > 1 && /^(:memory:|file::memory:)$/i.test(databaseUrl)) throw new ConfigError('SERVER_PROCESSES above 1 needs a database file or server that the processes share, not :memory:')

  const npiRegistryKind = blankToNull(merged.NPI_REGISTRY)?.toLowerCase() ?? 'offline'
  if (npiRegistryKind !== 'offline' && npiRegistryKind !== 'nppes') throw new ConfigError(`NPI_REGISTRY must be offline or nppes, got "${merged.NPI_REGISTRY}"`)

  const agentLlm = parseAgentLlm(merged)
  const storage = parseS3Storage(merged)

  const minClientVersion = blankToNull(merged.MIN_CLIENT_VERSION) ?? '1.0.0'
  if (!/^\d+\.\d+\.\d+$/.test(minClientVersion)) throw new ConfigError('MIN_CLIENT_VERSION must be a version like 1.4.0')

  const mailFromResolved = mailFrom ?? `Shiftwell <no-reply@${new URL(merged.PUBLIC_URL ? parseUrl(merged.PUBLIC_URL, 'PUBLIC_URL') : 'http://localhost').hostname}>`
  const push = parsePush(merged, mailFromResolved)

  return {
    port,
    databaseUrl,
    ...(driver ? { databaseDriver: driver as DriverName } : {}),
    appSecret,
    adminEmail,
    adminPassword,
    enableTestingRoutes: parseFlag(merged.ENABLE_TESTING_ROUTES, 'ENABLE_TESTING_ROUTES'),
    publicUrl: merged.PUBLIC_URL ? parseUrl(merged.PUBLIC_URL, 'PUBLIC_URL') : `http://localhost:${port}`,
    stripe: stripeKey ? { secretKey: stripeKey, webhookSecret, publishableKey, ...(stripeApiBase ? { apiBase: stripeApiBase } : {}) } : null,
    checkr: backgroundChecks === 'checkr' && checkrKey ? { apiKey: checkrKey } : null,
    twilio: twilioSid && twilioToken && twilioFrom ? { accountSid: twilioSid, authToken: twilioToken, from: twilioFrom } : null,
    mail: {
      smtpUrl,
      from: mailFromResolved,
      logLinks: parseFlag(merged.DEMO, 'DEMO') || merged.NODE_ENV !== 'production',
    },
    minClientVersion,
    demo: parseFlag(merged.DEMO, 'DEMO'),
    logRequests: !parseFlag(merged.QUIET, 'QUIET'),
    serverProcesses,
    backup: parseBackupSchedule(merged, databaseUrl),
    corsOrigins: parseOrigins(merged.CORS_ORIGINS, 'CORS_ORIGINS'),
    trustProxyHops,
    push,
    agentLlm,
    storage,
    npiRegistry: npiRegistryKind === 'nppes' ? { kind: 'nppes', baseUrl: 'https://npiregistry.cms.hhs.gov/api/', timeoutMs: 5_000 } : { kind: 'offline' },
  }
}

/** `STORAGE_S3_*`: an S3-compatible bucket for uploaded files, or null (the local disk). */
function parseS3Storage(env: Env): S3StorageConfig | null {
  const bucket = blankToNull(env.STORAGE_S3_BUCKET)
  const accessKeyId = blankToNull(env.STORAGE_S3_ACCESS_KEY_ID)
  const secretAccessKey = blankToNull(env.STORAGE_S3_SECRET_ACCESS_KEY)
  const endpoint = blankToNull(env.STORAGE_S3_ENDPOINT)
  const region = blankToNull(env.STORAGE_S3_REGION)
  const rawPrefix = blankToNull(env.STORAGE_S3_PREFIX) ?? 'files/'
  if (bucket === null) {
    if (accessKeyId ?? secretAccessKey ?? endpoint ?? region) throw new ConfigError('STORAGE_S3_ACCESS_KEY_ID, STORAGE_S3_SECRET_ACCESS_KEY, STORAGE_S3_ENDPOINT and STORAGE_S3_REGION need STORAGE_S3_BUCKET')
    return null
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new ConfigError(`STORAGE_S3_BUCKET must be a bucket name (3–63 lowercase letters, digits, dots, dashes), got "${bucket}"`)
  if (accessKeyId === null || secretAccessKey === null) throw new ConfigError('STORAGE_S3_BUCKET needs STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY')
  if (endpoint === null && region === null) throw new ConfigError('STORAGE_S3_BUCKET needs STORAGE_S3_ENDPOINT (R2, MinIO) or STORAGE_S3_REGION (AWS S3)')
  // Kept without a trailing slash: the client joins the bucket and key to it.
  const endpointUrl = endpoint === null ? null : parseUrl(endpoint, 'STORAGE_S3_ENDPOINT')
  const prefix = rawPrefix.replace(/^\/+/, '').replace(/\/*$/, '/')
  return {
    kind: 's3',
    bucket,
    accessKeyId,
    secretAccessKey,
    prefix: prefix === '/' ? '' : prefix,
    ...(endpointUrl ? { endpoint: endpointUrl } : {}),
    ...(region ? { region } : {}),
    virtualHostedStyle: parseFlag(env.STORAGE_S3_VIRTUAL_HOSTED, 'STORAGE_S3_VIRTUAL_HOSTED'),
  }
}
