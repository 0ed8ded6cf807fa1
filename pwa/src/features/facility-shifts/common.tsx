/** Small pieces the facility screens share: provider avatars, ratings, error and empty blocks. */
import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { CalendarPlus, Star } from 'lucide-react'
import { Alert } from '../../components/ui/alert'
import { Button, buttonClasses } from '../../components/ui/button'
import { cx } from '../../components/ui/cx'
import { initialsOf } from '../account/queries'
import { errorMessage } from '../../lib/api'
import { formatRating } from './format'

export function Avatar({ name, url, size = 'md' }: { name: string; url?: string | null; size?: 'sm' | 'md' | 'lg' }) {
  const box = size === 'sm' ? 'size-8 text-xs' : size === 'lg' ? 'size-16 text-lg' : 'size-11 text-sm'
  if (url) return <img src={url} alt="" className={cx('shrink-0 rounded-full object-cover', box)} />
  return (
    <span aria-hidden className={cx('flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800', box)}>
      {initialsOf(name)}
    </span>
  )
}

export function RatingText({ rating, className }: { rating: number | null | undefined; className?: string }) {
  const text = formatRating(rating)
  if (!text) return <span className={cx('text-sm text-slate-500', className)}>Not rated yet</span>
  return (
    <span className={cx('inline-flex items-center gap-1 text-sm font-medium text-slate-800', className)}>
      <Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />
      <span>
        {text}
        <span className="sr-only"> out of 5</span>
      </span>
    </span>
  )
}

export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Alert
      tone="error"
      title="This list didn't load"
      action={
        onRetry && (
          <Button size="sm" variant="outline" onClick={onRetry}>
            Try again
          </Button>
        )
      }
    >
      {errorMessage(error)}
    </Alert>
  )
}

export function SectionTitle({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="mt-8 mb-3 flex items-center justify-between gap-3 first:mt-0">
      <h2 className="text-base font-semibold text-slate-900">{children}</h2>
      {action}
    </div>
  )
}

/** A seats bar: "2 of 3 filled". */
export function FillMeter({ filled, total }: { filled: number; total: number }) {
  const pct = total > 0 ? Math.round((filled / total) * 100) : 0
  return (
    <div className="flex min-w-32 flex-col gap-1">
      <span className="text-sm font-medium text-slate-800" data-testid="fill-count">
        {filled} of {total} filled
      </span>
      <span aria-hidden className="h-1.5 w-full overflow-hidden rounded-full bg-slate-100">
        <span className={cx('block h-full rounded-full', filled >= total ? 'bg-emerald-500' : 'bg-brand-600')} style={{ width: `${pct}%` }} />
      </span>
    </div>
  )
}

/** Said when a list is the copy saved on this device, not a fresh answer. */
export function SavedCopyNote({ show, at }: { show: boolean; at: number | null }) {
  if (!show) return null
  const time = at ? new Date(at).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }) : null
  return (
    <p role="status" className="mb-3 rounded-xl bg-amber-50 px-4 py-2.5 text-sm text-amber-900 ring-1 ring-amber-200">
      You're offline — showing the copy saved on this device{time ? ` at ${time}` : ''}.
    </p>
  )
}

/** Previous / next for a paged list, with where you are in words. */
export function Pager({ page, totalPages, onChange }: { page: number; totalPages: number; onChange: (page: number) => void }) {
  if (totalPages <= 1) return null
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Previous
      </Button>
      <span className="text-sm text-slate-600">
        Page {page} of {totalPages}
      </span>
      <Button size="sm" variant="outline" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        Next
      </Button>
    </nav>
  )
}

/** The empty lists' next step. */
export function PostShiftLink() {
  return (
    <Link to="/facility/shifts/new" className={buttonClasses()}>
      <CalendarPlus aria-hidden className="size-4" />
      Post a shift
    </Link>
  )
}
