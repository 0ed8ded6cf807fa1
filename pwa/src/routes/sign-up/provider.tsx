import { createFileRoute } from '@tanstack/react-router'
import { SignUpLayout } from '../../features/sign-up/components/sign-up-layout'
import { ProviderSignUpForm } from '../../features/sign-up/components/provider-sign-up-form'
import { usePageTitle } from '../../lib/use-page-title'

export const Route = createFileRoute('/sign-up/provider')({
  component: ProviderSignUp,
})

function ProviderSignUp() {
  usePageTitle('Find shifts')
  return (
    <SignUpLayout
      eyebrow="For pharmacists, technicians and interns"
      title="Find pharmacy shifts near you"
      description="Create your profile in about five minutes. We'll verify your license, then you can apply to shifts that fit your schedule."
      highlights={[
        'See the pay, hours and distance before you apply',
        'Apply to one shift or several at once',
        'Get paid after the pharmacy confirms your hours',
      ]}
      switchTo={{ to: '/sign-up/facility', label: 'Hiring for a pharmacy instead?' }}
    >
      <ProviderSignUpForm />
    </SignUpLayout>
  )
}
