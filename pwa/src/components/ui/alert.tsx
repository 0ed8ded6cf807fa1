import type { ReactNode } from 'react'
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react'
import { cx } from './cx'

export type AlertTone = 'info' | 'success' | 'warning' | 'error'

const TONES: Record<AlertTone, { box: string; icon: ReactNode }> = {
  info: { box: 'border-accent-100 bg-accent-50 text-accent-700', icon: <Info aria-hidden className="size-5" /> },
  success: { box: 'border-brand-200 bg-brand-50 text-brand-800', icon: <CircleCheck aria-hidden className="size-5" /> },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-900', icon: <TriangleAlert aria-hidden className="size-5" /> },
  error: { box: 'border-red-200 bg-red-50 text-red-800', icon: <CircleAlert aria-hidden className="size-5" /> },
}

export function Alert({
  tone = 'info',
  title,
  children,
  action,
  className,
}: {
  tone?: AlertTone
  title?: ReactNode
  children?: ReactNode
  action?: ReactNode
  className?: string
}) {
  const { box, icon } = TONES[tone]
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx('flex items-start gap-3 rounded-xl border px-4 py-3 text-sm', box, className)}
    >
      <span className="mt-px shrink-0">{icon}</span>
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={cx(title ? 'mt-0.5' : undefined, 'leading-relaxed')}>{children}</div>}
      </div>
      {action}
    </div>
  )
}
