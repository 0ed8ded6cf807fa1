/** The one dynamic import of the engine chunk (Dexie and the outbox); every caller shares it. */
let engine: Promise<typeof import('./engine')> | null = null

export function loadEngine(): Promise<typeof import('./engine')> {
  engine ??= import('./engine')
  return engine
}
