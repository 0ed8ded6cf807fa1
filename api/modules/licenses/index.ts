/** Providers' state licenses: upload, edit, delete, verification, and where a provider may work. */
export { licenseRoutes } from './routes'
export { verifiedLicenseStates } from './verified-license-states'
