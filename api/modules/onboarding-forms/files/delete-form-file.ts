/**
 * `DELETE /facility/{facilityId}/ffm/files` (spec 000 §7): takes a file off the form and out of
 * the store. Any of the facility's people may (the file is the pharmacy's, not the uploader's).
 */
import { and, eq } from 'drizzle-orm'
import type { AppContext, FacilityCaller } from '../../../context'
import { facilityOnboardingFormFiles } from '../../../db/schema'
import { storageFor } from '../../../integrations/storage/file-storage'
import { attachedFile } from './attached-file'
import { formOfFacility } from './form-of-facility'

export async function deleteFormFile({ ctx, caller, facilityId, fileId }: { ctx: AppContext; caller: FacilityCaller; facilityId: string; fileId: string }): Promise<void> {
  const { form } = await formOfFacility(ctx, caller, facilityId)
  const file = await attachedFile(ctx, form.id, fileId)
  await ctx.db.write((tx) => tx.delete(facilityOnboardingFormFiles).where(and(eq(facilityOnboardingFormFiles.fileId, file.fileId), eq(facilityOnboardingFormFiles.formId, form.id))))
  // After the commit: a crash in between leaves an unreferenced facility document, which the
  // store keeps while the facility exists — harmless, never a form pointing at missing bytes.
  await storageFor(ctx).remove(file.fileId)
}
