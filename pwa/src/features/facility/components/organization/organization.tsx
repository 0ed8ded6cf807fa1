/** The organization as its members see it: who they are, its facilities, its team and referral code. */
import { useQuery } from '@tanstack/react-query'
import { Building2, UserRound, Users } from 'lucide-react'
import { ChangePasswordCard } from '../../../../components/account/change-password-card'
import { AreaPage } from '../../../../components/area-page'
import { Card, CardBody, CardHeader } from '../../../../components/ui/card'
import { currentUserQuery } from '../../../../lib/account'
import { organizationQuery } from '../../api/organization'
import { ROLE_LABELS } from '../../roles'

export function Organization() {
  const { data: user } = useQuery(currentUserQuery())
  const { data: org } = useQuery(organizationQuery())
  return (
    <AreaPage title="Organization" description="Your team, your facilities and your referral code.">
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
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
          <ChangePasswordCard />
        </div>
        <Card className="self-start">
          <CardHeader icon={<Building2 aria-hidden className="size-5" />} title="Facilities" description={org ? org.name : undefined} />
          <CardBody>
            {!org ? (
              <p className="text-sm text-slate-500">Loading…</p>
            ) : (
              <ul className="flex flex-col divide-y divide-slate-100" aria-label="Facilities">
                {org.facilities.map((f) => (
                  <li key={f.facilityId} className="py-2.5 first:pt-0 last:pb-0">
                    <p className="font-medium text-slate-900">{f.name}</p>
                    <p className="text-sm text-slate-600">{f.address}</p>
                  </li>
                ))}
              </ul>
            )}
          </CardBody>
        </Card>
        {org && (
          <Card className="lg:col-span-2">
            <CardHeader icon={<Users aria-hidden className="size-5" />} title="Team" description={`Your referral code: ${org.ownReferralCode}`} />
            <CardBody>
              <ul className="flex flex-col divide-y divide-slate-100">
                {org.users.map((u) => (
                  <li key={u.userId} className="flex flex-wrap items-center justify-between gap-2 py-2.5 first:pt-0 last:pb-0">
                    <div className="min-w-0">
                      <p className="font-medium text-slate-900">{u.name}</p>
                      <p className="truncate text-sm text-slate-600">
                        {u.email}
                        {u.role === 'MEMBER' && u.facilities.length > 0 ? ` · ${u.facilities.map((f) => f.name).join(', ')}` : ''}
                      </p>
                    </div>
                    <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700">{ROLE_LABELS[u.role] ?? u.role}</span>
                  </li>
                ))}
              </ul>
            </CardBody>
          </Card>
        )}
      </div>
    </AreaPage>
  )
}
