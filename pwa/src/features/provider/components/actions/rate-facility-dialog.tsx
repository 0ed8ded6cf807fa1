/**
 * Rating the pharmacy after a completed shift: six categories scored 1 to 5 (any that apply)
 * and an optional comment. Each score is a radio group, so arrow keys move along the stars.
 */
import { useState } from 'react'
import { FACILITY_RATING_CATEGORIES, RateFacility, type FacilityRatingCategory } from '@shared/contracts/ratings'
import { QueuedStatus } from '../../../../components/queued-status'
import { Button } from '../../../../components/ui/button'
import { Dialog } from '../../../../components/ui/dialog'
import { Field } from '../../../../components/ui/field'
import { StarRatingInput } from '../../../../components/ui/rating'
import { Textarea } from '../../../../components/ui/textarea'
import { useContractChecks } from '../../../../lib/forms/use-contract-checks'
import { useQueuedAction } from '../../../../offline'

const CATEGORY_LABELS: Record<FacilityRatingCategory, string> = {
  WORK_ENVIRONMENT: 'Work environment',
  SAFETY: 'Safety',
  PROVIDER_COMMUNICATION: 'Communication',
  SUPPORT: 'Support from staff',
  PROVIDER_CLEANLINESS: 'Cleanliness',
  RESPECT_AND_INCLUSION: 'Respect and inclusion',
}

export interface RateTarget {
  shiftId: string
  facilityName: string
  label: string
}

export function RateFacilityDialog({ target, onClose, onRated }: { target: RateTarget | null; onClose: () => void; onRated?: () => void }) {
  const [scores, setScores] = useState<Partial<Record<FacilityRatingCategory, number>>>({})
  const [comment, setComment] = useState('')
  const action = useQueuedAction({ onDone: () => onRated?.() })
  const body = {
    shiftId: target?.shiftId ?? '',
    ratings: FACILITY_RATING_CATEGORIES.filter((c) => scores[c]).map((category) => ({ category, score: scores[category]! })),
    comment: comment.trim() || undefined,
  }
  const checks = useContractChecks(RateFacility, body)
  const error = checks.firstError()

  const close = () => {
    action.reset()
    setScores({})
    setComment('')
    checks.reset()
    onClose()
  }

  const submit = async () => {
    if (checks.submit()) return
    await action.run('rating.facility', body, { label: `Rate ${target!.facilityName}`, relatedId: target!.shiftId })
  }

  const { state } = action
  const finished = state.phase === 'done'
  return (
    <Dialog
      open={target !== null}
      onClose={close}
      title={target ? `Rate ${target.facilityName}` : 'Rate the pharmacy'}
      description={target?.label}
      footer={
        finished ? (
          <Button onClick={close}>Close</Button>
        ) : (
          <>
            <Button variant="outline" onClick={close}>
              Not now
            </Button>
            <Button onClick={() => void submit()} loading={state.phase === 'sending'} disabled={state.phase === 'waiting'}>
              Send rating
            </Button>
          </>
        )
      }
    >
      {!finished && (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-slate-600">Rate what you can — at least one. Other pharmacists read these before they apply.</p>
          <div className="flex flex-col gap-2 divide-y divide-slate-100">
            {FACILITY_RATING_CATEGORIES.map((category) => (
              <StarRatingInput
                key={category}
                legend={CATEGORY_LABELS[category]}
                name={`score-${category}`}
                value={scores[category] ?? 0}
                onChange={(score) => setScores((s) => ({ ...s, [category]: score }))}
              />
            ))}
          </div>
          {error && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
          <Field label="Comment" optional hint="Up to 1000 characters.">
            <Textarea value={comment} maxLength={1000} rows={3} onChange={(e) => setComment(e.target.value)} />
          </Field>
        </div>
      )}
      <QueuedStatus state={state} className={finished ? undefined : 'mt-4'} done="Thanks — your rating was sent." />
    </Dialog>
  )
}
