/**
 * The admin panel's verification screen (issue 16 §3): one tab per queue beside the licenses'
 * own screen — certifications, background checks needing review, facility onboarding forms
 * awaiting approval. Any team role looks; ADMIN and OPERATIONS decide (team/permissions.ts
 * `verifications.decide`), SUPPORT sees the same screen without the buttons. The tab is in the
 * address (`?queue=`), so a link opens the right queue.
 */
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Alert } from '../../../../components/ui/alert'
import { PageHeader } from '../../../../components/ui/page'
import { TabPanel, Tabs } from '../../../../components/ui/tabs'
import { adminUserQuery } from '../../../../lib/account'
import type { VerificationQueueName } from '../../verification-search'
import { usePageTitle } from '../../../../lib/use-page-title'
import { BackgroundCheckQueue } from './background-check-queue'
import { CertificationQueue } from './certification-queue'
import { OnboardingFormQueue } from './onboarding-form-queue'

const TABS: { value: VerificationQueueName; label: string }[] = [
  { value: 'certifications', label: 'Certifications' },
  { value: 'background-checks', label: 'Background checks' },
  { value: 'onboarding-forms', label: 'Onboarding forms' },
]

/** Roles that may decide (team/permissions.ts `verifications.decide`). */
const DECIDING_ROLES = new Set(['ADMIN', 'OPERATIONS'])

export function VerificationScreen({ queue, onQueueChange }: { queue: VerificationQueueName; onQueueChange: (queue: VerificationQueueName) => void }) {
  usePageTitle('Verification')
  const me = useQuery(adminUserQuery())
  const canDecide = me.data ? DECIDING_ROLES.has(me.data.role) : false
  const [notice, setNotice] = useState<string | null>(null)
  const choose = (next: VerificationQueueName) => {
    setNotice(null)
    onQueueChange(next)
  }
  return (
    <>
      <PageHeader
        title="Verification"
        description="Check what providers and pharmacies send before it counts: certifications, background checks the vendor could not clear, and pharmacies' onboarding forms. Whoever sent it is told by e-mail either way."
      />
      <p className="-mt-2 mb-4 text-sm text-slate-600">
        State licenses have their own queue:{' '}
        <Link to="/admin/licenses" className="font-medium text-brand-700 hover:underline">
          Licenses
        </Link>
        .
      </p>
      {me.data && !canDecide && (
        <Alert tone="info" className="mb-4">
          Your role can look at these queues but not decide. Ask an admin or operations teammate to approve or reject.
        </Alert>
      )}
      <Tabs idBase="verification" label="Verification queues" items={TABS} value={queue} onChange={choose} className="mb-4 sm:max-w-2xl" />
      {notice && (
        <Alert tone="success" className="mb-4">
          {notice}
        </Alert>
      )}
      <TabPanel idBase="verification" value={queue}>
        {queue === 'certifications' && <CertificationQueue canDecide={canDecide} onNotice={setNotice} />}
        {queue === 'background-checks' && <BackgroundCheckQueue canDecide={canDecide} onNotice={setNotice} />}
        {queue === 'onboarding-forms' && <OnboardingFormQueue canDecide={canDecide} onNotice={setNotice} />}
      </TabPanel>
    </>
  )
}
