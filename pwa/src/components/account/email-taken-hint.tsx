/**
 * Under a sign-up form's e-mail, when the API answers that an account already uses it ("Sign in
 * instead, or reset your password."): the two ways on, as links. Nothing otherwise.
 */
import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'

export function emailTakenHint(error: string | undefined, email: string): ReactNode | undefined {
  if (!error?.includes('reset your password')) return undefined
  const address = email.trim()
  return (
    <span>
      <Link to="/sign-in" className="font-semibold text-brand-700 hover:underline">
        Sign in
      </Link>{' '}
      or{' '}
      <Link to="/forgot-password" search={address ? { email: address } : {}} className="font-semibold text-brand-700 hover:underline">
        reset your password
      </Link>
    </span>
  )
}
