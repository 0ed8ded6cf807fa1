/** Creating an account: `POST /sign-up/provider` and `POST /sign-up/facility` (public calls). */
import type { FacilitySignUpResponse, ProviderSignUpResponse } from '@shared/contracts/sign-up'
import { api } from '../../../lib/api'

/** The body is the form's, already checked against `ProviderSignUp`. */
export const signUpProvider = (body: unknown) => api.post<ProviderSignUpResponse>('/sign-up/provider', body, { auth: 'none' })

/** The body is the form's, already checked against `FacilitySignUp`. */
export const signUpFacility = (body: unknown) => api.post<FacilitySignUpResponse>('/sign-up/facility', body, { auth: 'none' })
