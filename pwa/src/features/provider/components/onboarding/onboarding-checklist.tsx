/**
 * The provider's onboarding checklist (issue 13 §5): profile, license, background check, payout
 * account and compliance training, with progress. Each item links to where it is done; the
 * checklist itself is computed by the API from each owner's records.
 */
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { BookOpenCheck, ClipboardCheck, Gift, UserRound } from 'lucide-react'
import { AreaPage } from '../../../../components/area-page'
import { Alert } from '../../../../components/ui/alert'
import { Card, CardBody, CardHeader } from '../../../../components/ui/card'
import { Checklist, type ChecklistItem } from '../../../../components/ui/checklist'
import { LoadError } from '../../../../components/ui/load-error'
import { SkeletonList } from '../../../../components/ui/skeleton'
import { onboardingQuery } from '../../api/compliance'
import { ProfileSections } from '../profile/profile-sections'

const day = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' })

export function OnboardingChecklistPage() {
  const checklist = useQuery(onboardingQuery())
  const data = checklist.data
  return (
    <AreaPage title="Onboarding" description="Five steps before your first shift. Pharmacies trust providers who finish them, and your reputation counts them.">
      <div className="grid gap-6 lg:grid-cols-[1.4fr_1fr]">
        <Card className="self-start">
          <CardHeader icon={<ClipboardCheck aria-hidden className="size-5" />} title="Your checklist" description="Each step opens the page where you do it." />
          <CardBody className="flex flex-col gap-4">
            {checklist.isLoading ? (
              <SkeletonList rows={5} label="Loading your checklist" />
            ) : checklist.isError ? (
              <LoadError error={checklist.error} title="Your checklist didn't load" onRetry={() => void checklist.refetch()} />
            ) : data ? (
              <>
                {data.completed ? (
                  <Alert tone="success" title="You're fully onboarded">
                    Every step is done{data.completedAt ? ` (first finished ${day.format(new Date(data.completedAt))})` : ''}. Keep your license and training current.
                  </Alert>
                ) : data.completedAt ? (
                  <Alert tone="warning" title="Something needs renewing">
                    You finished onboarding on {day.format(new Date(data.completedAt))}, but a step is no longer current.
                  </Alert>
                ) : null}
                <Checklist
                  items={data.items.map(
                    (item): ChecklistItem => ({ label: item.label, description: item.detail, done: item.done, to: item.path as ChecklistItem['to'] }),
                  )}
                />
              </>
            ) : null}
          </CardBody>
        </Card>
        <div className="flex flex-col gap-6 self-start">
          <Card>
            <CardHeader icon={<UserRound aria-hidden className="size-5" />} title="Build your profile" description="Start from your résumé, then check each part." />
            <CardBody>
              <ProfileSections />
            </CardBody>
          </Card>
          <Card>
            <CardHeader icon={<BookOpenCheck aria-hidden className="size-5" />} title="Why it matters" />
            <CardBody className="space-y-2 text-sm text-slate-700">
              <p>Finishing every step earns you 5 reputation points, once.</p>
              <p>
                If a pharmacy hires you before you finish, we remind you 7, 3 and 1 days before the shift. A shift that starts with the checklist
                incomplete costs 5 points.
              </p>
              <Link to="/provider/onboarding/training" className="inline-block font-semibold text-brand-700 hover:underline">
                Go to compliance training
              </Link>
            </CardBody>
          </Card>
          <Card>
            <CardHeader icon={<Gift aria-hidden className="size-5" />} title="Know someone?" description="Invite a colleague with your referral link." />
            <CardBody>
              <Link to="/provider/referrals" className="text-sm font-semibold text-brand-700 hover:underline">
                Refer a colleague
              </Link>
            </CardBody>
          </Card>
        </div>
      </div>
    </AreaPage>
  )
}
