import { createFileRoute } from '@tanstack/react-router'
import { PriceList } from '../../../features/admin/components/prices/price-list'

export const Route = createFileRoute('/admin/_panel/prices')({
  component: PriceList,
})
