import { createFileRoute } from '@tanstack/react-router'
import { SignUpLayout } from '../../features/sign-up/components/sign-up-layout'
import { FacilitySignUpForm } from '../../features/sign-up/components/facility-sign-up-form'
import { usePageTitle } from '../../lib/use-page-title'

export const Route = createFileRoute('/sign-up/facility')({
  component: FacilitySignUp,
})

function FacilitySignUp() {
  usePageTitle('Hire pharmacy staff')
  return (
    <SignUpLayout
      eyebrow="For pharmacies"
      title="Hire pharmacy staff"
      description="Set up your pharmacy's account, then post your first shift. Licensed pharmacists, technicians and interns apply, and you choose who to hire."
      highlights={[
        'Post a shift in minutes, with the software and skills you need',
        'Compare licenses, experience and ratings for every applicant',
        'Turn on auto-hire for the busy weeks',
      ]}
      switchTo={{ to: '/sign-up/provider', label: 'Looking for shifts instead?' }}
    >
      <FacilitySignUpForm />
    </SignUpLayout>
  )
}
