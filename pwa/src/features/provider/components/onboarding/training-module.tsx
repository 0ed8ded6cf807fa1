/**
 * One compliance module: read it, start it, answer its questions. All right → COMPLETED; otherwise
 * the screen says which answers were wrong (not the right options) and the quiz can be taken again.
 */
import { useState, type FormEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { BookOpen } from 'lucide-react'
import type { TrainingResult } from '@shared/contracts/compliance'
import { AreaPage } from '../../../../components/area-page'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { Card, CardBody, CardHeader } from '../../../../components/ui/card'
import { LoadError } from '../../../../components/ui/load-error'
import { SkeletonList } from '../../../../components/ui/skeleton'
import { errorMessage } from '../../../../lib/api'
import { onboardingQuery, startTrainingModule, submitTrainingAnswers, trainingModuleQuery, trainingModulesQuery } from '../../api/compliance'
import { TrainingStatusBadge } from './training-status'

const day = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' })

export function TrainingModulePage({ moduleKey }: { moduleKey: string }) {
  const queryClient = useQueryClient()
  const module = useQuery(trainingModuleQuery(moduleKey))
  const [choices, setChoices] = useState<Record<string, number>>({})
  const [result, setResult] = useState<TrainingResult | null>(null)
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trainingModuleQuery(moduleKey).queryKey }),
      queryClient.invalidateQueries({ queryKey: trainingModulesQuery().queryKey, exact: true }),
      queryClient.invalidateQueries({ queryKey: onboardingQuery().queryKey }),
    ])
  const start = useMutation({ mutationFn: () => startTrainingModule(moduleKey), onSuccess: (detail) => queryClient.setQueryData(trainingModuleQuery(moduleKey).queryKey, detail) })
  const submit = useMutation({
    mutationFn: () => submitTrainingAnswers(moduleKey, { answers: Object.entries(choices).map(([questionId, optionIndex]) => ({ questionId, optionIndex })) }),
    onSuccess: async (answer) => {
      setResult(answer)
      await refresh()
    },
  })

  if (module.isLoading) return <SkeletonList rows={6} label="Loading the module" />
  if (module.isError || !module.data) return <LoadError error={module.error} title="This module didn't load" onRetry={() => void module.refetch()} />
  const m = module.data
  const taking = m.status === 'STARTED'
  const wrong = new Set(result?.results.filter((r) => !r.correct).map((r) => r.questionId) ?? [])
  const allAnswered = m.questions.every((q) => choices[q.questionId] !== undefined)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (allAnswered) submit.mutate()
  }

  return (
    <AreaPage title={m.title} description={m.summary}>
      <p className="mb-4 text-sm">
        <Link to="/provider/onboarding/training" className="font-semibold text-brand-700 hover:underline">
          All modules
        </Link>
      </p>
      <div className="grid gap-6 lg:grid-cols-[1.3fr_1fr]">
        <Card className="self-start">
          <CardHeader icon={<BookOpen aria-hidden className="size-5" />} title="Read" description={`About ${m.estimatedMinutes} minutes`} action={<TrainingStatusBadge status={m.status} />} />
          <CardBody className="space-y-5">
            {m.sections.map((section) => (
              <section key={section.heading}>
                <h2 className="text-base font-semibold text-slate-900">{section.heading}</h2>
                {section.paragraphs.map((p) => (
                  <p key={p.slice(0, 40)} className="mt-2 text-[0.95rem] leading-relaxed text-slate-700">
                    {p}
                  </p>
                ))}
              </section>
            ))}
          </CardBody>
        </Card>
        <Card className="self-start">
          <CardHeader title="Quiz" description={`${m.questionCount} questions. Answer all of them correctly to complete the module.`} />
          <CardBody className="flex flex-col gap-4">
            {m.status === 'COMPLETED' && (
              <Alert tone="success" title="Completed">
                {m.completedAt ? `On ${day.format(new Date(m.completedAt))}. ` : ''}
                {m.renewalDueAt ? `Due again on ${day.format(new Date(m.renewalDueAt))}.` : ''}
              </Alert>
            )}
            {(m.status === null || m.status === 'PENDING') && (
              <>
                {m.status === 'PENDING' && <Alert tone="warning">It has been a year since you completed this module: take it again to renew it.</Alert>}
                <Button onClick={() => start.mutate()} loading={start.isPending}>
                  {m.status === 'PENDING' ? 'Renew this module' : 'Start this module'}
                </Button>
                {start.isError && <Alert tone="error">{errorMessage(start.error)}</Alert>}
              </>
            )}
            {taking && (
              <form onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Quiz">
                {result && !result.passed && (
                  <Alert tone="warning" title={`${result.score} of ${result.questionCount} right`}>
                    Read the module again and change the answers marked below.
                  </Alert>
                )}
                {m.questions.map((q, n) => (
                  <fieldset key={q.questionId} className="flex flex-col gap-2">
                    <legend className="text-sm font-medium text-slate-900">
                      {n + 1}. {q.prompt}
                      {wrong.has(q.questionId) && <span className="ml-2 text-xs font-semibold text-red-700">Not right</span>}
                    </legend>
                    {q.options.map((option, i) => (
                      <label key={option} className="flex items-start gap-2 text-sm text-slate-700">
                        <input
                          type="radio"
                          name={q.questionId}
                          className="mt-0.5 size-4 accent-brand-600"
                          checked={choices[q.questionId] === i}
                          onChange={() => setChoices((c) => ({ ...c, [q.questionId]: i }))}
                        />
                        <span>{option}</span>
                      </label>
                    ))}
                  </fieldset>
                ))}
                <Button type="submit" disabled={!allAnswered} loading={submit.isPending}>
                  Submit answers
                </Button>
                {submit.isError && <Alert tone="error">{errorMessage(submit.error)}</Alert>}
              </form>
            )}
          </CardBody>
        </Card>
      </div>
    </AreaPage>
  )
}
