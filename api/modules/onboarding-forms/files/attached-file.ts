/** A file attached to this facility's form, or 404 ("file"): another form's file is as unknown as another tenant's. */
import { and, eq } from 'drizzle-orm'
import type { AppContext } from '../../../context'
import { facilityOnboardingFormFiles } from '../../../db/schema'
import { NotFoundError } from '../../../errors'

export async function attachedFile(ctx: AppContext, formId: string, fileId: string) {
  const row = await ctx.db.read
    .select()
    .from(facilityOnboardingFormFiles)
    .where(and(eq(facilityOnboardingFormFiles.fileId, fileId), eq(facilityOnboardingFormFiles.formId, formId)))
    .get()
  if (!row) throw new NotFoundError('file')
  return row
}
