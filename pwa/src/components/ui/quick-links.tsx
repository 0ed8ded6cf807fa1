import { Link, type LinkProps } from '@tanstack/react-router'
import { ArrowUpRight, type LucideIcon } from 'lucide-react'

export interface QuickLink {
  to: NonNullable<LinkProps['to']>
  label: string
  description: string
  icon: LucideIcon
}

export function QuickLinks({ links }: { links: readonly QuickLink[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {links.map(({ to, label, description, icon: Icon }) => (
        <li key={String(to)}>
          <Link
            to={to}
            className="group flex h-full items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-card transition-colors hover:border-brand-300"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-slate-100 text-slate-700 group-hover:bg-brand-50 group-hover:text-brand-700">
              <Icon aria-hidden className="size-5" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="flex items-center gap-1 text-sm font-semibold text-slate-900">
                {label}
                <ArrowUpRight aria-hidden className="size-3.5 text-slate-400 group-hover:text-brand-600" />
              </span>
              <span className="mt-0.5 block text-[0.8rem] leading-snug text-slate-500">{description}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
