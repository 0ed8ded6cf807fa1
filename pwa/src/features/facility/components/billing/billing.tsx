/**
 * Billing: the organization's credits, the cards and bank accounts its facilities pay for shifts
 * with, what was charged and given back (with receipts), and monthly statements.
 */
import { useQuery } from '@tanstack/react-query'
import { PageHeader } from '../../../../components/ui/page'
import { usePageTitle } from '../../../../lib/use-page-title'
import { organizationQuery } from '../../api/organization'
import { formatCents } from '../../format'
import { FacilityPicker, useFacilityChoice } from '../common/facility-picker'
import { BillingHistory } from './billing-history'
import { PaymentMethods } from './payment-methods'
import { StatementDownload } from './statement-download'

export function Billing() {
  usePageTitle('Billing')
  const { data: org } = useQuery(organizationQuery())
  const { facilityId } = useFacilityChoice()
  return (
    <>
      <PageHeader
        title="Billing"
        description="Payment methods, what each shift cost, receipts and statements. Each shift is charged when you hire; credits are used first."
        actions={<FacilityPicker />}
      />
      {org && org.creditsBalanceInCents > 0 && (
        <p className="mb-4 rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800">Available credits: {formatCents(org.creditsBalanceInCents)}</p>
      )}
      <h2 className="mb-3 text-base font-semibold text-slate-900">Payment methods</h2>
      <PaymentMethods />
      <div className="mt-10">
        <StatementDownload facilityId={facilityId} />
        <BillingHistory facilityId={facilityId} />
      </div>
    </>
  )
}
