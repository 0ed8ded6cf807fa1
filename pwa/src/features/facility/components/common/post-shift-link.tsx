import { Link } from '@tanstack/react-router'
import { CalendarPlus } from 'lucide-react'
import { buttonClasses } from '../../../../components/ui/button'

/** The empty lists' next step. */
export function PostShiftLink() {
  return (
    <Link to="/facility/shifts/new" className={buttonClasses()}>
      <CalendarPlus aria-hidden className="size-4" />
      Post a shift
    </Link>
  )
}
