/**
 * Providers' state licenses: upload, edit, delete, and where a provider may work; `admin/`: the
 * admin panel's verification queue (list, detail, verify, reject with a reason).
 */
export { licenseRoutes } from './routes'
export { verifiedLicenseStates } from './verified-license-states'
export { licenseStatus } from './verification-status'
export { verifyLicense } from './admin/verify-license'
