/** The compliance training catalog with my status in each; a module opens to read and take its quiz. */
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ChevronRight, GraduationCap } from 'lucide-react'
import { AreaPage } from '../../../../components/area-page'
import { Card, CardBody, CardHeader } from '../../../../components/ui/card'
import { LoadError } from '../../../../components/ui/load-error'
import { SkeletonList } from '../../../../components/ui/skeleton'
import { trainingModulesQuery } from '../../api/compliance'
import { TrainingStatusBadge } from './training-status'

export function TrainingListPage() {
  const modules = useQuery(trainingModulesQuery())
  const list = modules.data?.data ?? []
  const required = list.filter((m) => m.required)
  const done = required.filter((m) => m.status === 'COMPLETED').length
  return (
    <AreaPage title="Compliance training" description="Short annual trainings every pharmacy expects. Read each one, then answer a few questions; all right completes it.">
      <Card>
        <CardHeader
          icon={<GraduationCap aria-hidden className="size-5" />}
          title="Modules"
          description={modules.data ? `${done} of ${required.length} required modules completed.` : undefined}
        />
        <CardBody>
          {modules.isLoading ? (
            <SkeletonList rows={4} label="Loading the modules" />
          ) : modules.isError ? (
            <LoadError error={modules.error} title="The modules didn't load" onRetry={() => void modules.refetch()} />
          ) : (
            <ul className="divide-y divide-slate-100">
              {list.map((m) => (
                <li key={m.moduleKey}>
                  <Link
                    to="/provider/onboarding/training/$moduleKey"
                    params={{ moduleKey: m.moduleKey }}
                    className="-mx-2 flex items-center gap-3 rounded-lg px-2 py-3 hover:bg-slate-50"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="flex flex-wrap items-center gap-2">
                        <span className="font-medium text-slate-900">{m.title}</span>
                        <TrainingStatusBadge status={m.status} />
                        {!m.required && <span className="text-xs text-slate-500">Optional</span>}
                      </span>
                      <span className="block text-[0.85rem] text-slate-600">{m.summary}</span>
                      <span className="block text-xs text-slate-500">
                        About {m.estimatedMinutes} minutes · {m.questionCount} questions
                      </span>
                    </span>
                    <ChevronRight aria-hidden className="size-4 text-slate-400" />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </CardBody>
      </Card>
    </AreaPage>
  )
}
