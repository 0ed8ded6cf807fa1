/**
 * The profile's details screen (issue 13 §9): the photo pharmacies see, then personal,
 * professional and abilities, saved together and checked with the API's own contract.
 */
import { useRef, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import type { ProviderProfile } from '@shared/contracts/profile'
import { Camera, FileUp, UserRound } from 'lucide-react'
import { AreaPage } from '../../../../components/area-page'
import { Alert } from '../../../../components/ui/alert'
import { Avatar } from '../../../../components/ui/avatar'
import { Button } from '../../../../components/ui/button'
import { Card, CardBody, CardHeader } from '../../../../components/ui/card'
import { LoadError } from '../../../../components/ui/load-error'
import { SkeletonList } from '../../../../components/ui/skeleton'
import { currentUserQuery } from '../../../../lib/account'
import { errorMessage } from '../../../../lib/api'
import { profileQuery, saveProfile, uploadProfilePhoto } from '../../api/profile'
import { ProfileFields } from './profile-fields'
import { profileValues } from './profile-values'
import { BackToProfile } from './profile-sections'
import { useProfileSave } from './use-profile-save'

export function ProfileDetailsPage() {
  const profile = useQuery(profileQuery())
  return (
    <AreaPage title="Your details" description="What pharmacies read about you when you apply: who you are, your experience and what you can do.">
      <BackToProfile />
      <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
        <PhotoCard />
        <Card>
          <CardHeader
            icon={<UserRound aria-hidden className="size-5" />}
            title="Profile"
            action={
              <Link to="/provider/profile/resume" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
                <FileUp aria-hidden className="size-4" /> Fill in from my résumé
              </Link>
            }
          />
          <CardBody>
            {profile.isLoading ? (
              <SkeletonList rows={6} label="Loading your profile" />
            ) : profile.isError ? (
              <LoadError error={profile.error} title="Your profile didn't load" onRetry={() => void profile.refetch()} />
            ) : profile.data ? (
              <DetailsForm profile={profile.data} />
            ) : null}
          </CardBody>
        </Card>
      </div>
    </AreaPage>
  )
}

function DetailsForm({ profile }: { profile: ProviderProfile }) {
  const navigate = useNavigate()
  // The name shown in the header comes from the signed-in user.
  const { form, formMessage, saved, submit, saving } = useProfileSave({ initialValues: profileValues(profile), save: saveProfile, refresh: [['user']] })
  return (
    <form noValidate onSubmit={submit} aria-label="Profile details" className="flex flex-col gap-6">
      <ProfileFields form={form} providerTitle={profile.professionalInformation.providerTitle} />
      {formMessage && <Alert tone="error">{formMessage}</Alert>}
      {saved && (
        <Alert tone="success" title="Profile saved">
          Pharmacies now see these details.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void navigate({ to: '/provider/onboarding' })}>
            Back to your checklist
          </button>
        </Alert>
      )}
      <div className="flex justify-end">
        <Button type="submit" loading={saving}>
          Save profile
        </Button>
      </div>
    </form>
  )
}

function PhotoCard() {
  const queryClient = useQueryClient()
  const { data: user } = useQuery(currentUserQuery())
  const input = useRef<HTMLInputElement>(null)
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null)
  const upload = useMutation({
    mutationFn: uploadProfilePhoto,
    onSuccess: async (check) => {
      if (!check.isValid) return setMessage({ tone: 'error', text: check.message ?? 'This photo cannot be used.' })
      setMessage({ tone: 'success', text: 'Your photo is on your profile.' })
      await queryClient.invalidateQueries({ queryKey: ['user'] })
    },
    onError: (error) => setMessage({ tone: 'error', text: errorMessage(error) }),
  })
  return (
    <Card className="self-start">
      <CardHeader icon={<Camera aria-hidden className="size-5" />} title="Photo" description="A clear photo of your face, at least 200 × 200 pixels." />
      <CardBody className="flex flex-col items-start gap-4">
        <Avatar name={user?.name ?? ''} url={user?.image} size="lg" />
        <input
          ref={input}
          id="profile-photo"
          type="file"
          accept="image/jpeg,image/png,image/heic"
          className="sr-only"
          onChange={(e) => {
            const file = e.target.files?.[0]
            e.target.value = ''
            setMessage(null)
            if (file) upload.mutate(file)
          }}
        />
        <Button variant="secondary" size="sm" loading={upload.isPending} onClick={() => input.current?.click()} icon={<Camera aria-hidden className="size-4" />}>
          {user?.image ? 'Change photo' : 'Upload a photo'}
        </Button>
        <label htmlFor="profile-photo" className="sr-only">
          Profile photo
        </label>
        {message && (
          <Alert tone={message.tone} className="w-full">
            {message.text}
          </Alert>
        )}
      </CardBody>
    </Card>
  )
}
