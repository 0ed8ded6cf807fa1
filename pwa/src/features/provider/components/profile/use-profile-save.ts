/**
 * The profile form as the details screen and the résumé review both use it: the contract's
 * checks before sending, the server's messages under their fields, and on success the saved
 * profile put in the cache and the checklist (and whatever else `refresh` names) read again.
 */
import { useState, type FormEvent } from 'react'
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { ProviderProfileBody, type ProviderProfile } from '@shared/contracts/profile'
import { focusField } from '../../../../lib/forms/fields'
import { useSubmitErrors } from '../../../../lib/forms/submit-errors'
import { useContractForm, type FormValues } from '../../../../lib/forms/use-contract-form'
import { onboardingQuery } from '../../api/compliance'
import { profileQuery } from '../../api/profile'
import { PROFILE_FIELDS, profileBody } from './profile-values'

export function useProfileSave({
  initialValues,
  save,
  refresh = [],
}: {
  initialValues: FormValues
  save: (body: ProviderProfileBody) => Promise<ProviderProfile>
  refresh?: QueryKey[]
}) {
  const queryClient = useQueryClient()
  const form = useContractForm({ contract: { schema: ProviderProfileBody }, initialValues, toBody: profileBody })
  const { formMessage, setFormMessage, onError } = useSubmitErrors(PROFILE_FIELDS, form.showServerErrors)
  const [saved, setSaved] = useState(false)
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: async (next) => {
      queryClient.setQueryData(profileQuery().queryKey, next)
      await Promise.all([onboardingQuery().queryKey, ...refresh].map((queryKey) => queryClient.invalidateQueries({ queryKey })))
      setSaved(true)
    },
    onError,
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setFormMessage(null)
    setSaved(false)
    const invalid = form.check(PROFILE_FIELDS)
    if (invalid) return focusField(invalid)
    mutation.mutate(form.body as ProviderProfileBody)
  }
  return { form, formMessage, saved, submit, saving: mutation.isPending }
}
