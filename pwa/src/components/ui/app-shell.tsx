/**
 * The signed-in frame shared by the provider, facility and admin areas: a side navigation on
 * wide screens, a bottom tab bar on phones (the first four items plus "More" when an area has
 * more than five), and a header with the account menu.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Link, useRouterState, type LinkProps } from '@tanstack/react-router'
import { BellRing, ChevronDown, Ellipsis, LogOut, type LucideIcon } from 'lucide-react'
import { PRODUCT_NAME } from '../../lib/brand'
import { cx } from './cx'
import { Logo, LogoMark } from './logo'
import { initialsOf } from '../../lib/account'
import { SyncStatus } from '../sync-status'

export interface NavItem {
  to: NonNullable<LinkProps['to']>
  label: string
  icon: LucideIcon
  /** Active only on this exact path (area homes). */
  exact?: boolean
  /** A count beside the label (unread messages); hidden at 0. */
  badge?: number
}

export interface ShellAccount {
  name?: string
  email?: string
  detail?: string
}

export interface AppShellProps {
  areaLabel: string
  homeTo: NonNullable<LinkProps['to']>
  nav: readonly NavItem[]
  account: ShellAccount
  onSignOut: () => void
  /** Beside the account menu (the notification bell). */
  headerActions?: ReactNode
  /** The area's notification settings page, listed in the account menu. */
  settingsTo?: NonNullable<LinkProps['to']>
  children: ReactNode
}

const MAX_TABS = 5

function isActive(pathname: string, item: NavItem): boolean {
  const to = String(item.to).replace(/\/$/, '')
  const path = pathname.replace(/\/$/, '')
  return item.exact ? path === to : path === to || path.startsWith(`${to}/`)
}

export function AppShell({ areaLabel, homeTo, nav, account, onSignOut, headerActions, settingsTo, children }: AppShellProps) {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const tabs = nav.length > MAX_TABS ? nav.slice(0, MAX_TABS - 1) : nav
  const overflow = nav.length > MAX_TABS ? nav.slice(MAX_TABS - 1) : []

  return (
    <div className="min-h-dvh lg:pl-64">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>

      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r border-slate-200 bg-white lg:flex">
        <div className="flex h-16 items-center px-5">
          <Link to={homeTo} aria-label={`${PRODUCT_NAME} home`}>
            <Logo />
          </Link>
        </div>
        <p className="px-5 pt-2 pb-2 text-xs font-semibold tracking-wider text-slate-500 uppercase">{areaLabel}</p>
        <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 pb-6">
          <ul className="flex flex-col gap-0.5">
            {nav.map((item) => {
              const active = isActive(pathname, item)
              const Icon = item.icon
              return (
                <li key={String(item.to)}>
                  <Link
                    to={item.to}
                    aria-current={active ? 'page' : undefined}
                    className={cx(
                      'flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
                      active ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                    )}
                  >
                    <Icon aria-hidden className={cx('size-[1.15rem]', active ? 'text-brand-700' : 'text-slate-500')} />
                    {item.label}
                    <NavBadge count={item.badge} className="ml-auto" />
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
      </aside>

      <header className="pt-safe sticky top-0 z-20 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-3 px-4 sm:h-16 sm:px-6 lg:px-10">
          <Link to={homeTo} className="flex items-center gap-2 lg:hidden" aria-label={`${areaLabel} home`}>
            <LogoMark className="size-8" />
            <span className="text-base font-bold tracking-tight text-slate-900">{areaLabel}</span>
          </Link>
          <span className="hidden text-sm font-medium text-slate-500 lg:block">{areaLabel}</span>
          <div className="flex items-center gap-2">
            <SyncStatus />
            {headerActions}
            <AccountMenu account={account} onSignOut={onSignOut} settingsTo={settingsTo} />
          </div>
        </div>
      </header>

      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 pt-6 pb-28 focus:outline-none sm:px-6 lg:px-10 lg:pt-10 lg:pb-12">
        {children}
      </main>

      <BottomTabs pathname={pathname} tabs={tabs} overflow={overflow} />
    </div>
  )
}

/** An unread count beside a navigation label; read out as "3 unread". */
function NavBadge({ count, className }: { count?: number; className?: string }) {
  if (!count) return null
  return (
    <span className={cx('inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-[0.7rem] leading-5 font-bold text-white', className)}>
      {count > 99 ? '99+' : count}
      <span className="sr-only"> unread</span>
    </span>
  )
}

function BottomTabs({ pathname, tabs, overflow }: { pathname: string; tabs: readonly NavItem[]; overflow: readonly NavItem[] }) {
  const [moreOpen, setMoreOpen] = useState(false)
  const moreActive = overflow.some((item) => isActive(pathname, item))
  useEffect(() => setMoreOpen(false), [pathname])

  const tabClass = (active: boolean) =>
    cx(
      'flex h-full min-w-0 flex-1 flex-col items-center justify-center gap-1 text-[0.7rem] font-medium transition-colors',
      active ? 'text-brand-700' : 'text-slate-500 hover:text-slate-800',
    )

  return (
    <nav aria-label="Main" className="pb-safe fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 backdrop-blur lg:hidden">
      {moreOpen && (
        // Tapping anywhere outside the menu closes it.
        <div aria-hidden className="fixed inset-0 -z-10" onClick={() => setMoreOpen(false)} />
      )}
      {moreOpen && (
        <div id="more-menu" className="absolute right-2 bottom-full mb-2 w-56 rounded-2xl border border-slate-200 bg-white p-1.5 shadow-raised">
          <ul>
            {overflow.map((item) => {
              const active = isActive(pathname, item)
              const Icon = item.icon
              return (
                <li key={String(item.to)}>
                  <Link
                    to={item.to}
                    aria-current={active ? 'page' : undefined}
                    className={cx(
                      'flex h-11 items-center gap-3 rounded-xl px-3 text-sm font-medium',
                      active ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
                    )}
                  >
                    <Icon aria-hidden className="size-[1.15rem]" />
                    {item.label}
                    <NavBadge count={item.badge} className="ml-auto" />
                  </Link>
                </li>
              )
            })}
          </ul>
        </div>
      )}
      <ul className="flex h-16">
        {tabs.map((item) => {
          const active = isActive(pathname, item)
          const Icon = item.icon
          return (
            <li key={String(item.to)} className="flex min-w-0 flex-1">
              <Link to={item.to} aria-current={active ? 'page' : undefined} className={cx(tabClass(active), 'relative')}>
                <Icon aria-hidden className="size-[1.35rem]" strokeWidth={active ? 2.25 : 1.75} />
                <span className="max-w-full truncate px-1">{item.label}</span>
                <NavBadge count={item.badge} className="absolute top-1.5 left-1/2 ml-1.5" />
              </Link>
            </li>
          )
        })}
        {overflow.length > 0 && (
          <li className="flex min-w-0 flex-1">
            <button
              type="button"
              aria-expanded={moreOpen}
              aria-controls="more-menu"
              onClick={() => setMoreOpen((v) => !v)}
              className={tabClass(moreActive || moreOpen)}
            >
              <Ellipsis aria-hidden className="size-[1.35rem]" />
              <span>More</span>
            </button>
          </li>
        )}
      </ul>
    </nav>
  )
}

function AccountMenu({ account, onSignOut, settingsTo }: { account: ShellAccount; onSignOut: () => void; settingsTo?: AppShellProps['settingsTo'] }) {
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const onPointer = (e: PointerEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false)
    }
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  const initials = initialsOf(account.name)
  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 transition-colors hover:bg-slate-100"
      >
        {/* Named by its text, not aria-label, so the name always contains what is shown. */}
        <span className="sr-only">{account.name ? `Account: ${account.name}` : 'Account'}</span>
        <span aria-hidden className="flex size-8 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white">
          {initials || <span className="size-3 animate-pulse rounded-full bg-white/60" />}
        </span>
        <span aria-hidden data-testid="account-name" className="hidden max-w-48 truncate text-sm font-medium text-slate-800 sm:block">
          {account.name ?? ''}
        </span>
        <ChevronDown aria-hidden className="size-4 text-slate-500" />
      </button>
      {open && (
        <div role="menu" className="absolute right-0 mt-2 w-64 rounded-2xl border border-slate-200 bg-white p-1.5 shadow-raised">
          <div className="px-3 py-2.5">
            <p className="truncate text-sm font-semibold text-slate-900">{account.name}</p>
            {account.email && <p className="truncate text-sm text-slate-500">{account.email}</p>}
            {account.detail && <p className="mt-1 text-xs font-medium text-brand-700">{account.detail}</p>}
          </div>
          <div className="my-1 h-px bg-slate-100" />
          {settingsTo && (
            <Link
              to={settingsTo}
              role="menuitem"
              onClick={() => setOpen(false)}
              className="flex h-10 w-full items-center gap-2.5 rounded-xl px-3 text-sm font-medium text-slate-700 hover:bg-slate-100"
            >
              <BellRing aria-hidden className="size-4" />
              Notification settings
            </Link>
          )}
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              setOpen(false)
              onSignOut()
            }}
            className="flex h-10 w-full items-center gap-2.5 rounded-xl px-3 text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            <LogOut aria-hidden className="size-4" />
            Sign out
          </button>
        </div>
      )}
    </div>
  )
}
