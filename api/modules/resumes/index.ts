/**
 * Résumés: the upload URL (`POST /upload-signed-url`, purpose `resume`) and extraction of profile
 * fields from an uploaded résumé (`POST /resume-extraction/user/profile`).
 */
export { resumeRoutes } from './routes'
export { storeResumeForProvider } from './store-resume-for-provider'
export { extractProfile } from './extraction/extract-profile'
export { readResumeText } from './read-resume-text'
