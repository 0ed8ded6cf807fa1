import { cx } from '../../../../components/ui/cx'

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
