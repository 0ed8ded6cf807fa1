import { createFileRoute } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Building2, UserRound } from 'lucide-react'
import { AreaPage } from '../../components/area-page'
import { Card, CardBody, CardHeader } from '../../components/ui/card'
import { currentUserQuery } from '../../features/account/queries'

export const Route = createFileRoute('/facility/organization')({
  component: Organization,
})

const ROLE_LABELS: Record<string, string> = { OWNER: 'Owner', ADMIN: 'Admin', MEMBER: 'Member' }

function Organization() {
  const { data: user } = useQuery(currentUserQuery())
  return (
    <AreaPage title="Organization" description="Your team, your facilities and your referral code.">
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader icon={<UserRound aria-hidden className="size-5" />} title="You" />
          <CardBody>
            <p className="font-medium text-slate-900">{user?.name ?? '…'}</p>
            <p className="text-sm text-slate-600">{user?.email}</p>
            {user?.role && (
              <span className="mt-3 inline-block rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
                {ROLE_LABELS[user.role] ?? user.role}
              </span>
            )}
          </CardBody>
        </Card>
        <Card>
          <CardHeader icon={<Building2 aria-hidden className="size-5" />} title="Team and facilities" />
          <CardBody>
            <p className="rounded-xl bg-slate-50 px-4 py-5 text-sm text-slate-600">
              Everyone in your organization and every facility you manage is listed here, with each person's role.
            </p>
          </CardBody>
        </Card>
      </div>
    </AreaPage>
  )
}
