import type { ReactNode } from 'react'
import { EmptyState, PageHeader } from './ui/page'
import { usePageTitle } from '../lib/use-page-title'

/** A section of a signed-in area that shows what will be listed there and a next step. */
export function AreaPage({
  title,
  description,
  empty,
  children,
}: {
  title: string
  description?: ReactNode
  empty?: { icon: ReactNode; title: string; description: ReactNode; action?: ReactNode }
  children?: ReactNode
}) {
  usePageTitle(title)
  return (
    <>
      <PageHeader title={title} description={description} />
      {children}
      {empty && <EmptyState icon={empty.icon} title={empty.title} description={empty.description} action={empty.action} />}
    </>
  )
}
