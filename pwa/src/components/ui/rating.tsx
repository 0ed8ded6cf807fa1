/** Ratings out of five: shown as a star and a number, and chosen with a row of star radios. */
import { Star } from 'lucide-react'
import { cx } from './cx'

export function RatingText({ rating, className }: { rating: number | null | undefined; className?: string }) {
  if (rating === null || rating === undefined) return <span className={cx('text-sm text-slate-500', className)}>Not rated yet</span>
  return (
    <span className={cx('inline-flex items-center gap-1 text-sm font-medium text-slate-800', className)}>
      <Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />
      <span>
        {rating.toFixed(1)}
        <span className="sr-only"> out of 5</span>
      </span>
    </span>
  )
}

/**
 * One category scored 1 to 5: a group of radios named by `legend`, each drawn as a star, so
 * Tab reaches the group and the arrow keys move along the stars.
 */
export function StarRatingInput({ legend, name, value, onChange }: { legend: string; name: string; value: number; onChange: (score: number) => void }) {
  return (
    <fieldset className="flex flex-wrap items-center justify-between gap-2">
      <legend className="float-left text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex">
        {[1, 2, 3, 4, 5].map((score) => (
          <label key={score} className="relative cursor-pointer rounded-lg p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
            <input
              type="radio"
              name={name}
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
              className="absolute inset-0 z-10 cursor-pointer opacity-0"
            />
            <span className="sr-only">
              {score} {score === 1 ? 'star' : 'stars'}
            </span>
            <Star aria-hidden className={cx('size-7', score <= value ? 'fill-amber-400 text-amber-500' : 'text-slate-300')} />
          </label>
        ))}
      </div>
    </fieldset>
  )
}
