/**
 * A test's view of the real-time socket: opens `/api/realtime` with a ticket on a listening test
 * server, waits for `ready`, and collects every later event; `until` polls a condition on them.
 */
export async function openRealtimeSocket(port: number | undefined, ticket: string): Promise<{ ws: WebSocket; events: any[] }> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/realtime?ticket=${encodeURIComponent(ticket)}`)
  const events: any[] = []
  await new Promise<void>((resolve, reject) => {
    ws.onmessage = (e) => {
      const event = JSON.parse(String(e.data))
      if (event.type === 'ready') resolve()
      else events.push(event)
    }
    ws.onerror = () => reject(new Error('socket error'))
  })
  return { ws, events }
}

/** Whether `check` came true within `ms` (checked every 10 ms). */
export async function until(check: () => boolean, ms = 3000): Promise<boolean> {
  const end = Date.now() + ms
  while (!check() && Date.now() < end) await Bun.sleep(10)
  return check()
}
