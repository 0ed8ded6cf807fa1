/**
 * Code that a screen needs only after a tap (dialogs, the map) loads in its own chunk, so the
 * first screen does not wait for it. The service worker precaches every chunk, so a lazy part
 * still opens offline.
 */
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react'

/** `React.lazy` for a named export: `lazyNamed(() => import('./apply-dialog'), 'ApplyDialog')`. */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType<any> }))) as unknown as M[K]
}

/**
 * Mounts its children the first time `open` is true and keeps them mounted afterwards, so a
 * lazily loaded dialog keeps its state between openings exactly as an always-mounted one does.
 */
export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null
}
