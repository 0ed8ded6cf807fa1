import { createFileRoute } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { BadgeCheck, Mail, UserRound } from 'lucide-react'
import { AreaPage } from '../../components/area-page'
import { Card, CardBody, CardHeader } from '../../components/ui/card'
import { currentUserQuery } from '../../features/account/queries'

export const Route = createFileRoute('/provider/profile')({
  component: ProviderProfile,
})

function ProviderProfile() {
  const { data: user } = useQuery(currentUserQuery())
  return (
    <AreaPage title="Profile" description="What pharmacies see when you apply: your licenses, experience and preferences.">
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader icon={<UserRound aria-hidden className="size-5" />} title="Account" />
          <CardBody>
            <dl className="space-y-3 text-sm">
              <div className="flex items-center gap-3">
                <dt className="sr-only">Name</dt>
                <UserRound aria-hidden className="size-4 text-slate-400" />
                <dd className="font-medium text-slate-900">{user?.name ?? '…'}</dd>
              </div>
              <div className="flex items-center gap-3">
                <dt className="sr-only">Email</dt>
                <Mail aria-hidden className="size-4 text-slate-400" />
                <dd className="text-slate-700">{user?.email ?? '…'}</dd>
              </div>
            </dl>
          </CardBody>
        </Card>
        <Card>
          <CardHeader icon={<BadgeCheck aria-hidden className="size-5" />} title="Licenses" description="Verified licenses decide where you can work." />
          <CardBody>
            <p className="rounded-xl bg-slate-50 px-4 py-5 text-sm text-slate-600">
              The license you added at sign-up shows here with its state, number, expiration and verification status.
            </p>
          </CardBody>
        </Card>
      </div>
    </AreaPage>
  )
}
