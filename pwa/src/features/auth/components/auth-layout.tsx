import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Logo } from '../../../components/ui/logo'
import { PRODUCT_NAME } from '../../../lib/brand'

/** A centred card on a quiet background, for signing in. */
export function AuthLayout({ title, description, children, footer }: { title: string; description?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-slate-50">
      <div className="pt-safe mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-10">
        <Link to="/" aria-label={`${PRODUCT_NAME} home`} className="mx-auto mb-8">
          <Logo />
        </Link>
        <div className="rounded-3xl border border-slate-200/80 bg-white px-5 py-7 shadow-card sm:px-8 sm:py-9">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          {description && <p className="mt-1.5 text-[0.95rem] text-slate-600">{description}</p>}
          <div className="mt-7">{children}</div>
        </div>
        {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
      </div>
    </div>
  )
}
