import { textOrUndefined } from './fields'
import type { FormValues } from './use-contract-form'

/**
 * The `personalInformation` a provider's sign-up and profile forms both send, read from values
 * keyed by the contract's paths under `prefix` (`personalInformation.firstName`). Blank text is
 * "not given", so the contract answers "… is required" for it.
 */
export function personalInformationBody(v: FormValues, prefix = 'personalInformation') {
  const text = (field: string) => textOrUndefined(v[`${prefix}.${field}`])
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    streetAddress: text('streetAddress'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zipCode'),
    aboutMe: text('aboutMe'),
    malpracticeInsurance: v[`${prefix}.malpracticeInsurance`] === true,
  }
}
