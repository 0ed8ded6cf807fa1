/**
 * The provider's profile as a guided onboarding (issue 13 §9): its sections (résumé, details,
 * experience and education, certifications, background check), each its own screen, then the
 * account they signed up with (and its password) and their licenses.
 */
import { useQuery } from '@tanstack/react-query'
import { ClipboardList, Mail, UserRound } from 'lucide-react'
import { Link } from '@tanstack/react-router'
import { ChangePasswordCard } from '../../../../components/account/change-password-card'
import { AreaPage } from '../../../../components/area-page'
import { Card, CardBody, CardHeader } from '../../../../components/ui/card'
import { currentUserQuery } from '../../../../lib/account'
import { LicensesCard } from './licenses-card'
import { ProfileSections } from './profile-sections'

export function ProviderProfile() {
  const { data: user } = useQuery(currentUserQuery())
  return (
    <AreaPage title="Profile" description="What pharmacies see when you apply: your licenses, experience and preferences.">
      <div className="grid gap-6 lg:grid-cols-[1fr_1.4fr]">
        <div className="flex flex-col gap-6 self-start">
          <Card>
            <CardHeader
              icon={<ClipboardList aria-hidden className="size-5" />}
              title="Your profile, step by step"
              description="Pharmacies read each part when you apply."
              action={
                <Link to="/provider/onboarding" className="text-sm font-semibold text-brand-700 hover:underline">
                  Checklist
                </Link>
              }
            />
            <CardBody>
              <ProfileSections />
            </CardBody>
          </Card>
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
          <ChangePasswordCard />
        </div>
        <LicensesCard />
      </div>
    </AreaPage>
  )
}
