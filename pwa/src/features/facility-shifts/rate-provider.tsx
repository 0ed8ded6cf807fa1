/** Rating a provider after a completed shift: a 1–5 score per category, an optional comment. */
import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Star } from 'lucide-react'
import { PROVIDER_RATING_CATEGORIES, RateProvider, type ProviderRatingCategory, type UnratedProviderShift } from '@shared/contracts/ratings'
import { validate } from '@shared/validation/validate'
import { Alert } from '../../components/ui/alert'
import { Button } from '../../components/ui/button'
import { cx } from '../../components/ui/cx'
import { Dialog } from '../../components/ui/dialog'
import { Field } from '../../components/ui/field'
import { Textarea } from '../../components/ui/textarea'
import { errorMessage } from '../../lib/api'
import { formatDate } from './format'
import { useOperation } from './outbox'
import { facilityKeys } from './queries'

const LABELS: Record<ProviderRatingCategory, string> = {
  TIMELINESS_AND_RELIABILITY: 'On time and reliable',
  PROFESSIONALISM: 'Professionalism',
  FACILITY_COMMUNICATION: 'Communication with your team',
  CLINICAL_SKILLS: 'Clinical skills',
  ATTITUDE: 'Attitude',
  FACILITY_CLEANLINESS: 'Left the workspace tidy',
}

export function RateProviderDialog({ shift, onClose, onDone }: { shift: UnratedProviderShift | null; onClose: () => void; onDone: (text: string) => void }) {
  const run = useOperation()
  const queryClient = useQueryClient()
  const [scores, setScores] = useState<Partial<Record<ProviderRatingCategory, number>>>({})
  const [comment, setComment] = useState('')
  const [shown, setShown] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  if (!shift) return null
  const body = {
    shiftId: shift.shiftId,
    providerId: shift.provider.id,
    ratings: PROVIDER_RATING_CATEGORIES.filter((c) => scores[c]).map((c) => ({ category: c, score: scores[c]! })),
    comment: comment.trim() || undefined,
  }
  const errors = validate(RateProvider, body)
  const submit = async () => {
    setShown(true)
    if (errors.length) return
    setBusy(true)
    setError(null)
    try {
      const r = await run('rating.provider', { facilityId: shift.facility.id, ...body }, { label: `Rate ${shift.provider.name}`, relatedId: shift.shiftId })
      await queryClient.invalidateQueries({ queryKey: facilityKeys.providers })
      onDone(
        r.queued
          ? "You're offline. Your rating is saved and will be sent when you're back online."
          : `Thanks — your rating of ${shift.provider.name} is saved.`,
      )
      onClose()
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Rate ${shift.provider.name}`}
      description={`${shift.title}, ${formatDate(shift.date)}. Rate what you saw; skip the rest.`}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Later
          </Button>
          <Button onClick={submit} loading={busy}>
            Save rating
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {error && <Alert tone="error">{error}</Alert>}
        {shown && errors[0] && <Alert tone="error">{errors[0].message}</Alert>}
        {PROVIDER_RATING_CATEGORIES.map((c) => (
          <fieldset key={c} className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:justify-between">
            <legend className="float-left text-sm font-medium text-slate-800 sm:float-none">{LABELS[c]}</legend>
            <div className="flex gap-1">
              {[1, 2, 3, 4, 5].map((n) => (
                <label key={n} className="cursor-pointer rounded-lg p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
                  <input type="radio" name={c} value={n} checked={scores[c] === n} onChange={() => setScores((s) => ({ ...s, [c]: n }))} className="sr-only" />
                  <span className="sr-only">
                    {n} {n === 1 ? 'star' : 'stars'}
                  </span>
                  <Star aria-hidden className={cx('size-7', (scores[c] ?? 0) >= n ? 'fill-amber-400 text-amber-400' : 'text-slate-300')} />
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <Field label="Comment" optional error={shown ? errors.find((e) => e.field === 'comment')?.message : undefined}>
          <Textarea rows={3} value={comment} maxLength={1000} onChange={(e) => setComment(e.target.value)} />
        </Field>
      </div>
    </Dialog>
  )
}
