import { createFileRoute } from '@tanstack/react-router'
import { BenefitList } from '../../../features/admin/components/benefits/benefit-list'

export const Route = createFileRoute('/admin/_panel/benefits')({
  component: BenefitList,
})
