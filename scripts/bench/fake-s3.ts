/** The local S3 double (api/integrations/storage/s3-fake.ts) as its own process, for upload-memory.ts: prints its address. */
import { startFakeS3 } from '../../api/integrations/storage/s3-fake'

const fake = startFakeS3()
console.log(fake.endpoint)
process.on('SIGTERM', () => void fake.stop().then(() => process.exit(0)))
