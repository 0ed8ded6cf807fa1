import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'

/** A shift card's line of facts (date, time, place, …), wrapping on narrow screens. */
export function ShiftFacts({ children }: { children: ReactNode }) {
  return <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-slate-600">{children}</ul>
}

export function ShiftFact({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1.5">
      <Icon aria-hidden className="size-4 text-slate-400" />
      {children}
    </li>
  )
}
