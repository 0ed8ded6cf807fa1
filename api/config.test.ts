import { describe, expect, test } from 'bun:test'
import { ConfigError, loadConfig, parseArgs } from './config'

const bad = (env: Record<string, string>) => () => loadConfig(env)

describe('configuration', () => {
  test('defaults per api-contract', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({ port: 3000, databaseUrl: 'file:./data/marketplace.db', enableTestingRoutes: false, publicUrl: 'http://localhost:3000', stripe: null, twilio: null })
  })
  test('TRUST_PROXY: no proxy believed unless said', () => {
    expect(loadConfig({}).trustProxyHops).toBe(0)
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxyHops).toBe(1)
  })
  test("AGENT_LLM_*: the staffing agent's model, none by default", () => {
    expect(loadConfig({}).agentLlm).toBeNull()
    expect(loadConfig({ AGENT_LLM_URL: 'https://api.openai.com/v1/', AGENT_LLM_MODEL: 'gpt-4o-mini', AGENT_LLM_API_KEY: 'sk-x' }).agentLlm).toEqual({
      url: 'https://api.openai.com/v1/chat/completions',
      apiKey: 'sk-x',
      model: 'gpt-4o-mini',
      timeoutMs: 30_000,
    })
    expect(loadConfig({ AGENT_LLM_URL: 'http://127.0.0.1:11434/v1/chat/completions', AGENT_LLM_MODEL: 'llama3' }).agentLlm).toMatchObject({ url: 'http://127.0.0.1:11434/v1/chat/completions', apiKey: null })
    expect(bad({ AGENT_LLM_URL: 'https://api.openai.com/v1' })).toThrow('AGENT_LLM_MODEL')
    expect(bad({ AGENT_LLM_MODEL: 'gpt-4o-mini' })).toThrow('AGENT_LLM_URL')
    expect(bad({ AGENT_LLM_URL: 'ftp://x', AGENT_LLM_MODEL: 'm' })).toThrow('AGENT_LLM_URL')
  })
  test('PUBLIC_URL follows PORT unless given', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080')
    expect(loadConfig({ PUBLIC_URL: 'https://rx.example.com/' }).publicUrl).toBe('https://rx.example.com')
  })
  test.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'postgres://db/x' }, 'DATABASE_URL'],
    [{ ENABLE_TESTING_ROUTES: 'maybe' }, 'ENABLE_TESTING_ROUTES'],
    [{ ADMIN_EMAIL: 'a@b.co' }, 'ADMIN_EMAIL and ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ APP_SECRET: 'too-short' }, 'APP_SECRET'],
    [{ STRIPE_SECRET_KEY: 'pk_test_123' }, 'STRIPE_SECRET_KEY'],
    [{ STRIPE_WEBHOOK_SECRET: 'whsec_1' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ TWILIO_ACCOUNT_SID: 'AC' + 'a'.repeat(32) }, 'TWILIO'],
    [{ TWILIO_ACCOUNT_SID: 'nope', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+15125550123' }, 'TWILIO_ACCOUNT_SID'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL'],
    [{ STRIPE_API_BASE: 'http://127.0.0.1:12111' }, 'STRIPE_API_BASE needs STRIPE_SECRET_KEY'],
    [{ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_API_BASE: 'localhost:12111' }, 'STRIPE_API_BASE'],
    [{ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_API_BASE: 'ftp://127.0.0.1:12111' }, 'STRIPE_API_BASE'],
    [{ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_API_BASE: 'http://127.0.0.1:12111/v1' }, 'STRIPE_API_BASE'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY'],
  ])('%p is refused with a message naming %s', (env, name) => {
    expect(bad(env)).toThrow(ConfigError)
    expect(bad(env)).toThrow(name)
  })
  test('accepts the libSQL and file forms of DATABASE_URL', () => {
    for (const url of ['libsql://db.turso.io', 'https://db.example.com', 'wss://db.example.com', 'file:/tmp/x.db', './data/x.db', ':memory:']) {
      expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url)
    }
  })
  test('Stripe and Twilio settings switch the integrations on', () => {
    const config = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc', TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`, TWILIO_AUTH_TOKEN: 'tok', TWILIO_FROM: '+15125550123' })
    expect(config.stripe).toEqual({ secretKey: 'sk_test_abc', webhookSecret: 'whsec_abc', publishableKey: null })
    expect(config.twilio?.from).toBe('+15125550123')
  })
  test('STRIPE_API_BASE points the Stripe SDK at another host', () => {
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_API_BASE: 'http://127.0.0.1:12111' }).stripe?.apiBase).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' })
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_API_BASE: 'https://stripe-mock.internal/' }).stripe?.apiBase).toEqual({ host: 'stripe-mock.internal', port: 443, protocol: 'https' })
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' }).stripe?.apiBase).toBeUndefined()
  })
  test('command-line flags', () => {
    expect(loadConfig({ PORT: '1' }, parseArgs(['--port', '4000', '--demo', '--database=file:/tmp/d.db']))).toMatchObject({ port: 4000, demo: true, databaseUrl: 'file:/tmp/d.db' })
    expect(() => parseArgs(['--nope'])).toThrow(ConfigError)
  })
})

describe('e-mail (SMTP_URL, MAIL_FROM)', () => {
  test('absent: the outbox only, from no-reply at the public address, links logged outside production', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shifts.example.com' }).mail).toEqual({ smtpUrl: null, from: 'Shiftwell <no-reply@shifts.example.com>', logLinks: true })
  })

  test('in production the log keeps no links, unless the demo runs', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).mail.logLinks).toBe(false)
    expect(loadConfig({ NODE_ENV: 'production' }, parseArgs(['--demo'])).mail.logLinks).toBe(true)
  })

  test('an SMTP server and a sender', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://mailer:pa55@smtp.example.com:465', MAIL_FROM: 'Shiftwell <hello@example.com>' }).mail).toMatchObject({
      smtpUrl: 'smtps://mailer:pa55@smtp.example.com:465',
      from: 'Shiftwell <hello@example.com>',
    })
  })

  test('a bad value stops the start with a message that never repeats the password', () => {
    let error: unknown
    try {
      loadConfig({ SMTP_URL: 'https://mailer:very-secret@smtp.example.com' })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as Error).message).toStartWith('SMTP_URL must be like smtp://')
    expect((error as Error).message).not.toContain('very-secret')
    expect(() => loadConfig({ MAIL_FROM: 'not an address' })).toThrow('MAIL_FROM must be an address')
  })
})

describe('file store (STORAGE_S3_*)', () => {
  const s3 = { STORAGE_S3_BUCKET: 'pharmacy-files', STORAGE_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', STORAGE_S3_SECRET_ACCESS_KEY: 'very-secret-key' }
  const messageOf = (env: Record<string, string>): string => {
    try {
      loadConfig(env)
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError)
      return (error as Error).message
    }
    throw new Error('expected the settings to be refused')
  }

  test('absent: the local disk', () => {
    expect(loadConfig({}).storage).toBeNull()
  })

  test('a bucket with keys and an endpoint or a region: S3, the prefix ending in one slash', () => {
    expect(loadConfig({ ...s3, STORAGE_S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com/' }).storage).toMatchObject({
      kind: 's3',
      bucket: 'pharmacy-files',
      endpoint: 'https://account.r2.cloudflarestorage.com',
      prefix: 'files/',
    })
    expect(loadConfig({ ...s3, STORAGE_S3_REGION: 'us-east-1', STORAGE_S3_PREFIX: '/prod//' }).storage).toMatchObject({ region: 'us-east-1', prefix: 'prod/' })
  })

  test('each incomplete or wrong setting stops the start with what to fix, never the secret', () => {
    const cases: [Record<string, string>, string][] = [
      [{ STORAGE_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', STORAGE_S3_SECRET_ACCESS_KEY: 'very-secret-key' }, 'need STORAGE_S3_BUCKET'],
      [{ STORAGE_S3_REGION: 'us-east-1' }, 'need STORAGE_S3_BUCKET'],
      [{ ...s3, STORAGE_S3_SECRET_ACCESS_KEY: '' , STORAGE_S3_REGION: 'us-east-1' }, 'STORAGE_S3_BUCKET needs STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY'],
      [{ STORAGE_S3_BUCKET: 'pharmacy-files', STORAGE_S3_SECRET_ACCESS_KEY: 'very-secret-key', STORAGE_S3_REGION: 'us-east-1' }, 'STORAGE_S3_BUCKET needs STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY'],
      [s3, 'STORAGE_S3_BUCKET needs STORAGE_S3_ENDPOINT (R2, MinIO) or STORAGE_S3_REGION (AWS S3)'],
      [{ ...s3, STORAGE_S3_BUCKET: 'Pharmacy_Files', STORAGE_S3_REGION: 'us-east-1' }, 'STORAGE_S3_BUCKET must be a bucket name'],
      [{ ...s3, STORAGE_S3_ENDPOINT: 'minio.local:9000' }, 'STORAGE_S3_ENDPOINT must be an absolute http(s) URL'],
      [{ ...s3, STORAGE_S3_ENDPOINT: 'ftp://minio.local' }, 'STORAGE_S3_ENDPOINT must be an absolute http(s) URL'],
      [{ ...s3, STORAGE_S3_REGION: 'us-east-1', STORAGE_S3_VIRTUAL_HOSTED: 'perhaps' }, 'STORAGE_S3_VIRTUAL_HOSTED'],
    ]
    for (const [env, expected] of cases) {
      const message = messageOf(env)
      expect(message).toContain(expected)
      expect(message).not.toContain('very-secret-key')
    }
  })
})
