/**
 * `POST /facility/{facilityId}/ffm/files` (spec 000 §7, issue 13 §8): a facility user attaches a
 * file to the facility's onboarding form — a floor plan, a policy, a parking map — sent as
 * multipart/form-data (`file`). The file store checks it like every upload (purpose
 * `facility-document`: PDF, Word, JPEG, PNG or HEIC, the type read from the bytes, at most
 * 10 MB, photos without their location) and keeps it as the facility's document, so the files
 * module's sharing rules apply: the organization's people, and providers who applied to or work
 * the facility's shifts. At most MAX_FFM_FILES a form (422). Files may be added in any status:
 * they are handed to providers beside the packet, not part of what staff approve
 * (docs/decisions.md "Onboarding form files").
 */
import { count, eq } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { MAX_FFM_FILES, type FfmFile } from '../../../../shared/contracts/onboarding-forms'
import type { AppContext, FacilityCaller } from '../../../context'
import { facilityOnboardingFormFiles } from '../../../db/schema'
import { RuleError } from '../../../errors'
import { storageFor } from '../../../integrations/storage/file-storage'
import { acceptedTypesFor, FACILITY_DOCUMENT_PURPOSE, normalizeContentType, sniffContentType } from '../../../integrations/storage/file-types'
import { receiveFile } from '../../../integrations/storage/receive-upload'
import { formOfFacility } from './form-of-facility'
import { readMultipartFile } from './read-multipart-file'

const TOO_MANY = `An onboarding form can hold at most ${MAX_FFM_FILES} files`

export async function uploadFormFile({ ctx, caller, facilityId, request }: { ctx: AppContext; caller: FacilityCaller; facilityId: string; request: Request }): Promise<FfmFile> {
  const { form } = await formOfFacility(ctx, caller, facilityId)
  const attached = async () => (await ctx.db.read.select({ n: count() }).from(facilityOnboardingFormFiles).where(eq(facilityOnboardingFormFiles.formId, form.id)))[0]?.n ?? 0
  if ((await attached()) >= MAX_FFM_FILES) throw new RuleError(TOO_MANY)

  const part = await readMultipartFile(request)
  // A part without a type of ours (a client that sends every part as octet-stream) is taken at
  // the type its bytes announce; the store still checks the bytes against the purpose's types.
  const accepted = acceptedTypesFor(FACILITY_DOCUMENT_PURPOSE).types
  const head = new Uint8Array(await part.slice(0, 4096).arrayBuffer())
  const declared = normalizeContentType(part.type, accepted) ?? (part.type && part.type !== 'application/octet-stream' ? part.type : sniffContentType(head) ?? part.type)
  const stored = await receiveFile({
    ctx,
    request: new Request('http://file.local/', { method: 'POST', headers: { 'content-type': declared || 'application/octet-stream' }, body: part }),
    fileId: uuidv7(),
    ownerUserId: caller.userId,
    purpose: FACILITY_DOCUMENT_PURPOSE,
    filename: part.name,
    facilityId: form.facilityId,
  })
  const now = ctx.clock.now()
  try {
    await ctx.db.write(async (tx) => {
      const [n] = await tx.select({ n: count() }).from(facilityOnboardingFormFiles).where(eq(facilityOnboardingFormFiles.formId, form.id))
      if ((n?.n ?? 0) >= MAX_FFM_FILES) throw new RuleError(TOO_MANY)
      await tx.insert(facilityOnboardingFormFiles).values({
        fileId: stored.fileId,
        formId: form.id,
        facilityId: form.facilityId,
        filename: stored.filename,
        contentType: stored.contentType,
        size: stored.size,
        uploadedByUserId: caller.userId,
        createdAt: now,
      })
    })
  } catch (error) {
    await storageFor(ctx).remove(stored.fileId)
    throw error
  }
  return { fileId: stored.fileId, filename: stored.filename, contentType: stored.contentType, size: stored.size, uploadedAt: now.toISOString() }
}
