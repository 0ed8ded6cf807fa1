/**
 * SERVER_PROCESSES=2 end to end: two processes answer on one port, writes arriving at either are
 * made by the first (with the client's address), what is written every browse shows at once
 * (each process keeps its own index, following the change log), and stopping the first process
 * stops both.
 */
import { afterAll, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { facilitySignUp, providerSignUp, shiftPostBody } from '../test/factories'

const dir = mkdtempSync(join(tmpdir(), 'marketplace-processes-'))
const port = 20_000 + Math.floor(Math.random() * 20_000)
const origin = `http://127.0.0.1:${port}`
const primary = Bun.spawn([process.execPath, join(import.meta.dir, '..', 'main.ts'), '--port', String(port)], {
  env: { ...process.env, SERVER_PROCESSES: '2', QUIET: '1', ENABLE_TESTING_ROUTES: '1', DATABASE_URL: `file:${join(dir, 'db.sqlite')}` },
  stdio: ['ignore', 'ignore', 'inherit'],
})
afterAll(() => {
  primary.kill('SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

async function call(method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : null }
}

/** Pids of the serve-only processes the primary started. */
async function childrenOf(pid: number): Promise<number[]> {
  const out = await new Response(Bun.spawn(['pgrep', '-P', String(pid)]).stdout).text()
  return out.split('\n').filter(Boolean).map(Number)
}

test('two processes share the port and the data; the first one stops both', async () => {
  // Start-up on a busy machine (a test run beside a build) takes seconds, not a fixed count of polls.
  const deadline = Date.now() + 60_000
  for (;;) {
    if ((await fetch(`${origin}/api/health`).then((r) => r.ok).catch(() => false)) && (await childrenOf(primary.pid)).length === 1) break
    if (Date.now() > deadline) throw new Error('the server did not start two processes')
    await Bun.sleep(100)
  }
  // Both processes answer: wait until the serve-only one is listening too.
  await Bun.sleep(1000)

  const f = (await call('POST', '/api/sign-up/facility', facilitySignUp())).body
  const p = (await call('POST', '/api/sign-up/provider', providerSignUp())).body
  expect((await call('PUT', `/api/testing/${p.userId}/licenses`, { states: ['TX'] })).status).toBe(204)
  const posted = await call('POST', '/api/facility/shift', shiftPostBody(f.id), f.token)
  expect(posted.status).toBe(201)
  const groupId = posted.body.shiftGroups[0].shiftGroupId as string

  // Fresh connections land on either process: every browse sees the new group, then its closing.
  const browseIds = async () => {
    const res = await fetch(`${origin}/api/provider/shift/browse`, { headers: { authorization: `Bearer ${p.token}`, connection: 'close' } })
    return ((await res.json()) as { shifts: { shiftGroupId: string }[] }).shifts.map((s) => s.shiftGroupId)
  }
  for (let i = 0; i < 20; i++) expect(await browseIds()).toEqual([groupId])

  // Real time across processes: the provider's sockets open on whichever process takes each
  // connection; a message written through any process reaches all of them.
  expect((await call('POST', `/api/provider/shift/${groupId}/apply`, {}, p.token)).status).toBeLessThan(300)
  const conversation = (await call('POST', '/api/conversations', { facilityId: f.id, providerId: p.providerId }, f.token)).body
  const received: string[][] = []
  const sockets: WebSocket[] = []
  for (let i = 0; i < 8; i++) {
    const { token } = (await call('GET', '/api/user/create-ticket', undefined, p.token)).body
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/realtime?ticket=${encodeURIComponent(token)}`)
    const mine: string[] = []
    received.push(mine)
    await new Promise<void>((resolve, reject) => {
      ws.onmessage = (e) => {
        const event = JSON.parse(String(e.data))
        if (event.type === 'ready') resolve()
        else if (event.type === 'message.new') mine.push(event.message.content)
      }
      ws.onerror = () => reject(new Error('socket error'))
    })
    sockets.push(ws)
  }
  expect((await call('POST', `/api/conversations/${conversation.id}/messages`, { content: 'Bring your license' }, f.token)).status).toBe(200)
  for (let i = 0; i < 300 && received.some((r) => r.length === 0); i++) await Bun.sleep(10)
  expect(received).toEqual(Array.from({ length: 8 }, () => ['Bring your license']))
  for (const ws of sockets) ws.close()
  expect((await call('PUT', `/api/facility/shift/${groupId}/close`, undefined, f.token)).status).toBe(204)
  for (let i = 0; i < 20; i++) expect(await browseIds()).toEqual([])

  // Writes reach the first process with the client's address, wherever they arrived.
  const { Database } = await import('bun:sqlite')
  const file = new Database(join(dir, 'db.sqlite'), { readonly: true })
  const addresses = file.query<{ ip: string | null }, []>('select ip_address as ip from sessions').all().map((r) => r.ip)
  file.close()
  expect(addresses.length).toBeGreaterThanOrEqual(2)
  for (const address of addresses) expect(address).toMatch(/127\.0\.0\.1$/)

  const [child] = await childrenOf(primary.pid)
  primary.kill('SIGTERM')
  await primary.exited
  for (let i = 0; i < 50 && (await Bun.spawn(['kill', '-0', String(child)], { stderr: 'ignore' }).exited) === 0; i++) await Bun.sleep(100)
  expect(await Bun.spawn(['kill', '-0', String(child)], { stderr: 'ignore' }).exited).not.toBe(0)
}, 120_000)
