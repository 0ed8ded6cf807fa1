/**
 * How much a large upload grows the server's memory (issue "People and paperwork" §1: a 20 MB
 * upload must not grow it by 20 MB), on the disk store and on the S3 store.
 *
 *   bun scripts/bench/upload-memory.ts [--store local|s3|both] [--size 20] [--runs 3]
 *
 * Starts the server from the source on a fresh database in a temporary directory (for `s3`, with
 * `STORAGE_S3_*` pointing at the local S3 double run as its own process, scripts/bench/fake-s3.ts,
 * so the double's copy of the file is not counted), signs a provider up, warms the upload path
 * with a 1 MB scan, then sends `--size` MB PDFs to license upload URLs over HTTP. The server's
 * resident memory (VmRSS of its process) is read every 10 ms during each upload; the report
 * gives the baseline before it, the peak during it and the growth, per run. Each file is then
 * read back through its download link and compared with what was sent (outside the measure).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { FAKE_S3_CREDENTIALS } from '../../api/integrations/storage/s3-fake'
import { providerSignUp } from '../../api/test/factories/bodies'

const root = join(import.meta.dir, '../..')
const args = process.argv.slice(2)
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`)
  return at === -1 ? fallback : args[at + 1]!
}
const STORE = option('store', 'both')
const SIZE_MB = Number(option('size', '20'))
const RUNS = Number(option('runs', '3'))
const MB = 1_048_576

const children: ChildProcess[] = []
process.on('exit', () => children.forEach((c) => c.kill('SIGTERM')))

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })
}

function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'))!
  return Number(line.split(/\s+/)[1]) * 1024
}

async function startFakeS3(): Promise<string> {
  const child = spawn('bun', [join(root, 'scripts/bench/fake-s3.ts')], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] })
  children.push(child)
  return new Promise((resolve) => child.stdout!.once('data', (data: Buffer) => resolve(data.toString().trim())))
}

/** A PDF of `size` bytes, every 64 KiB filled with its own number, so a byte out of place shows. */
function pdf(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size)
  for (let at = 0; at < size; at += 65_536) bytes.fill((at / 65_536) % 251, at, Math.min(size, at + 65_536))
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'))
  return bytes
}

const sha256 = (bytes: Uint8Array) => new Bun.CryptoHasher('sha256').update(bytes).digest('hex')

async function measure(store: 'local' | 's3') {
  const dir = mkdtempSync(join(tmpdir(), 'upload-memory-'))
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const env: Record<string, string> = { ...(process.env as Record<string, string>), DATABASE_URL: `file:${join(dir, 'marketplace.db')}`, QUIET: '1', NODE_ENV: 'production', PUBLIC_URL: origin }
  if (store === 's3') {
    Object.assign(env, {
      STORAGE_S3_BUCKET: 'bench-uploads',
      STORAGE_S3_ENDPOINT: await startFakeS3(),
      STORAGE_S3_REGION: FAKE_S3_CREDENTIALS.region,
      STORAGE_S3_ACCESS_KEY_ID: FAKE_S3_CREDENTIALS.accessKeyId,
      STORAGE_S3_SECRET_ACCESS_KEY: FAKE_S3_CREDENTIALS.secretAccessKey,
    })
  }
  const server = spawn('bun', [join(root, 'api/main.ts'), '--port', String(port)], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
  children.push(server)
  for (let i = 0; ; i++) {
    if (await fetch(`${origin}/api/health`).then((r) => r.ok).catch(() => false)) break
    if (i > 600) throw new Error('the server did not start')
    await Bun.sleep(100)
  }
  const signUp = await fetch(`${origin}/api/sign-up/provider`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(providerSignUp()) })
  const { token } = (await signUp.json()) as { token: string }
  const upload = async (size: number) => {
    const signed = (await (await fetch(`${origin}/api/license/upload-signed-url`, { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' })).json()) as { uploadUrl: string }
    const bytes = pdf(size)
    const started = performance.now()
    const res = await fetch(signed.uploadUrl, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: new Blob([bytes], { type: 'application/pdf' }) })
    if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${await res.text()}`)
    const { fileId } = (await res.json()) as { fileId: string }
    const ms = performance.now() - started
    // The stored file is the one sent, byte for byte (read back through its download link).
    const link = (await (await fetch(`${origin}/api/download-url/${fileId}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { url: string }
    const stored = new Uint8Array(await (await fetch(new URL(link.url, origin))).arrayBuffer())
    if (sha256(stored) !== sha256(bytes)) throw new Error(`the stored file differs from the upload (${stored.byteLength} of ${bytes.byteLength} bytes)`)
    return ms
  }
  await upload(MB)
  await Bun.sleep(1000)
  const rows: { baseline: number; peak: number; ms: number }[] = []
  for (let run = 0; run < RUNS; run++) {
    const baseline = rssOf(server.pid!)
    let peak = baseline
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid!))), 10)
    const ms = await upload(SIZE_MB * MB)
    clearInterval(sampler)
    peak = Math.max(peak, rssOf(server.pid!))
    rows.push({ baseline, peak, ms })
    await Bun.sleep(500)
  }
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
  rmSync(dir, { recursive: true, force: true })
  const mb = (n: number) => (n / MB).toFixed(1)
  console.log(`\n${store === 's3' ? 'S3 store (local double)' : 'disk store'}: ${SIZE_MB} MB PDF uploads over HTTP`)
  console.log('| run | RSS before | peak RSS during | growth | time |')
  console.log('|---|---|---|---|---|')
  rows.forEach((r, i) => console.log(`| ${i + 1} | ${mb(r.baseline)} MB | ${mb(r.peak)} MB | ${mb(r.peak - r.baseline)} MB | ${Math.round(r.ms)} ms |`))
}

if (STORE === 'local' || STORE === 'both') await measure('local')
if (STORE === 's3' || STORE === 'both') await measure('s3')
process.exit(0)
