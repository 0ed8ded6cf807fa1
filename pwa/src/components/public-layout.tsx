import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Logo } from './ui/logo'
import { buttonClasses } from './ui/button'
import { PRODUCT_NAME } from '../lib/brand'

/** Header and footer for the pages people see before signing in. */
export function PublicLayout({ children, headerAction }: { children: ReactNode; headerAction?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="pt-safe sticky top-0 z-20 border-b border-slate-200/70 bg-white/85 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to="/" aria-label={`${PRODUCT_NAME} home`}>
            <Logo />
          </Link>
          {headerAction ?? (
            <Link to="/sign-in" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
              Sign in
            </Link>
          )}
        </div>
      </header>
      <div className="flex-1">{children}</div>
      <footer className="border-t border-slate-200 bg-white">
        <div className="pb-safe mx-auto flex max-w-6xl flex-col gap-3 px-4 py-8 text-sm text-slate-500 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © {new Date().getFullYear()} {PRODUCT_NAME}. Pharmacy staffing across the United States.
          </p>
          <nav aria-label="Footer" className="flex flex-wrap gap-x-5 gap-y-2">
            <Link to="/sign-up/provider" className="hover:text-slate-800">
              Find shifts
            </Link>
            <Link to="/sign-up/facility" className="hover:text-slate-800">
              Hire pharmacy staff
            </Link>
            <Link to="/sign-in" className="hover:text-slate-800">
              Sign in
            </Link>
            <Link to="/admin/sign-in" className="hover:text-slate-800">
              Staff sign-in
            </Link>
          </nav>
        </div>
      </footer>
    </div>
  )
}
