/**
 * `PUT /facility/{facilityId}/image {fileId}`: a picture uploaded for this facility (purpose
 * `facility-image`, through `PUT /facility/upload-signed-url`) becomes the one providers see on
 * its shifts and profile. A picture of another facility, or not a picture, is "not found".
 */
import { eq } from 'drizzle-orm'
import type { FacilityImage, FacilityImageBody } from '../../../../shared/contracts/files'
import type { AppContext, FacilityCaller } from '../../../context'
import { facilities } from '../../../db/schema'
import { NotFoundError } from '../../../errors'
import { storageFor } from '../../../integrations/storage/file-storage'
import { getFacilityInScope } from '../../organizations'
import { imageAddress } from '../image-address'

export async function setFacilityImage({ ctx, caller, facilityId, input }: { ctx: AppContext; caller: FacilityCaller; facilityId: string; input: FacilityImageBody }): Promise<FacilityImage> {
  const facility = await getFacilityInScope(ctx.db.read, caller, facilityId)
  const file = await storageFor(ctx).find(input.fileId)
  if (!file || file.purpose !== 'facility-image' || file.facilityId !== facility.id) throw new NotFoundError('file')
  const image = imageAddress(ctx, file.fileId)
  await ctx.db.write((tx) => tx.update(facilities).set({ image, updatedAt: ctx.clock.now() }).where(eq(facilities.id, facility.id)).run())
  return { facilityId: facility.id, image }
}
