import { createFileRoute, Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { buttonClasses } from '../../../components/ui/button'
import { PageHeader } from '../../../components/ui/page'
import { ShiftPostForm } from '../../../features/facility/components/posting/shift-post-form'
import { usePageTitle } from '../../../lib/use-page-title'

export const Route = createFileRoute('/facility/shifts/new')({
  component: PostShift,
})

function PostShift() {
  usePageTitle('Post a shift')
  return (
    <>
      <Link to="/facility/shifts" className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3 mb-2' })}>
        <ArrowLeft aria-hidden className="size-4" />
        Shifts
      </Link>
      <PageHeader title="Post a shift" description="Describe the work once, then add every day and time you need covered." />
      <ShiftPostForm />
    </>
  )
}
