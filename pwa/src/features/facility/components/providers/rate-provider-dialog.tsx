/** Rating a provider after a completed shift: a 1–5 score per category, an optional comment. */
import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { PROVIDER_RATING_CATEGORIES, RateProvider, type ProviderRatingCategory, type UnratedProviderShift } from '@shared/contracts/ratings'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { Dialog } from '../../../../components/ui/dialog'
import { Field } from '../../../../components/ui/field'
import { StarRatingInput } from '../../../../components/ui/rating'
import { Textarea } from '../../../../components/ui/textarea'
import { errorMessage } from '../../../../lib/api'
import { useContractChecks } from '../../../../lib/forms/use-contract-checks'
import { useQueuedAction } from '../../../../offline'
import { PROVIDER_QUERIES } from '../../api/providers'
import { formatDate } from '../../format'

const LABELS: Record<ProviderRatingCategory, string> = {
  TIMELINESS_AND_RELIABILITY: 'On time and reliable',
  PROFESSIONALISM: 'Professionalism',
  FACILITY_COMMUNICATION: 'Communication with your team',
  CLINICAL_SKILLS: 'Clinical skills',
  ATTITUDE: 'Attitude',
  FACILITY_CLEANLINESS: 'Left the workspace tidy',
}

export function RateProviderDialog({ shift, onClose, onDone }: { shift: UnratedProviderShift | null; onClose: () => void; onDone: (text: string) => void }) {
  const { run } = useQueuedAction({ onFailure: 'dismiss' })
  const queryClient = useQueryClient()
  const [scores, setScores] = useState<Partial<Record<ProviderRatingCategory, number>>>({})
  const [comment, setComment] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const body = {
    shiftId: shift?.shiftId ?? '',
    providerId: shift?.provider.id ?? '',
    ratings: PROVIDER_RATING_CATEGORIES.filter((c) => scores[c]).map((c) => ({ category: c, score: scores[c]! })),
    comment: comment.trim() || undefined,
  }
  const checks = useContractChecks(RateProvider, body)
  if (!shift) return null
  const submit = async () => {
    if (checks.submit()) return
    setBusy(true)
    setError(null)
    try {
      const outcome = await run('rating.provider', { facilityId: shift.facility.id, ...body }, { label: `Rate ${shift.provider.name}`, relatedId: shift.shiftId })
      if (outcome.phase === 'failed') {
        setError(outcome.message)
        return
      }
      await queryClient.invalidateQueries({ queryKey: PROVIDER_QUERIES })
      onDone(
        outcome.phase === 'waiting'
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
        {checks.firstError() && <Alert tone="error">{checks.firstError()}</Alert>}
        {PROVIDER_RATING_CATEGORIES.map((c) => (
          <StarRatingInput key={c} legend={LABELS[c]} name={c} value={scores[c] ?? 0} onChange={(n) => setScores((s) => ({ ...s, [c]: n }))} />
        ))}
        <Field label="Comment" optional error={checks.error('comment')}>
          <Textarea rows={3} value={comment} maxLength={1000} onChange={(e) => setComment(e.target.value)} />
        </Field>
      </div>
    </Dialog>
  )
}
