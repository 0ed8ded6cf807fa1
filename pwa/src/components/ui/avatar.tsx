import { initialsOf } from '../../lib/account'
import { cx } from './cx'

/** A person's photo, or their initials when there is none; decorative (the name is beside it). */
export function Avatar({ name, url, size = 'md' }: { name: string; url?: string | null; size?: 'sm' | 'md' | 'lg' }) {
  const box = size === 'sm' ? 'size-8 text-xs' : size === 'lg' ? 'size-16 text-lg' : 'size-11 text-sm'
  if (url) return <img src={url} alt="" className={cx('shrink-0 rounded-full object-cover', box)} />
  return (
    <span aria-hidden className={cx('flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800', box)}>
      {initialsOf(name)}
    </span>
  )
}
