import { useId } from 'react'
import { PRODUCT_NAME } from '../../lib/brand'
import { cx } from './cx'

/** The app mark: the same white cross on a teal tile as the installed icon. */
export function LogoMark({ className }: { className?: string }) {
  // Unique per instance: a gradient id shared with a hidden copy (display: none) paints nothing.
  const gradientId = `logo-g${useId().replace(/:/g, '')}`
  return (
    <svg viewBox="0 0 64 64" aria-hidden className={cx('shrink-0', className ?? 'size-8')}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#14b8a6" />
          <stop offset="1" stopColor="#0f766e" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill={`url(#${gradientId})`} />
      <rect x="14" y="26.5" width="36" height="11" rx="4" fill="#fff" />
      <rect x="26.5" y="14" width="11" height="36" rx="4" fill="#fff" />
    </svg>
  )
}

export function Logo({ className, inverse = false }: { className?: string; inverse?: boolean }) {
  return (
    <span className={cx('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className={cx('text-lg font-bold tracking-tight', inverse ? 'text-white' : 'text-slate-900')}>{PRODUCT_NAME}</span>
    </span>
  )
}
