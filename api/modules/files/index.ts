/**
 * Files as the product shares them (spec 000 §7 "Files"): download links for whoever may read a
 * file (access.ts), naming and deleting one's own files, profile photos and facility pictures at
 * a stable address, containers' upload tokens, and facilities' pictures and documents. The bytes,
 * signed URLs and type checks are the store's (api/integrations/storage).
 */
export { filesRoutes } from './routes'
export { emptyBucket } from './empty-bucket'
export { sweepUnusedFiles, UNUSED_FILE_SWEEP } from './sweep-unused-files'
