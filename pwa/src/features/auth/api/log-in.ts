/** Signing in: `POST /auth/login` for providers and pharmacy users, `POST /admin/login` for admin staff. */
import type { AdminLoginResponse, LoginBody, LoginResponse } from '@shared/contracts/auth'
import { api } from '../../../lib/api'

export const logIn = (credentials: LoginBody) => api.post<LoginResponse>('/auth/login', credentials, { auth: 'none' })

/** Sends the admin panel's source header, as every admin call does (spec 000/001 §2). */
export const logInAdmin = (credentials: LoginBody) => api.post<AdminLoginResponse>('/admin/login', credentials, { auth: 'none', adminSource: true })
