/** Form rows → the contract's shapes. */
import type { FfmDetail, FfmFile } from '../../../shared/contracts/onboarding-forms'
import type { FormFields } from './queries'

export interface FacilityBrief {
  id: string
  name: string
  city: string
  state: string
  image: string | null
}

export function toFfmSummary(form: FormFields, facility: FacilityBrief) {
  return {
    id: form.id,
    facilityId: form.facilityId,
    facility: { id: facility.id, name: facility.name, city: facility.city, state: facility.state },
    // spec 000 §3 "image": facility images are not stored yet (facilities.image stays null).
    image: facility.image,
    status: form.status,
  }
}

export function packetPath(ffmId: string): string {
  return `/api/facility/ffm/${ffmId}/packet`
}

export function toFfmDetail(form: FormFields, facility: FacilityBrief, files: FfmFile[]): FfmDetail {
  return {
    ...toFfmSummary(form, facility),
    answers: form.answers,
    files,
    rejectedReason: form.rejectedReason,
    submittedAt: form.submittedAt?.toISOString() ?? null,
    packet:
      form.packetGeneratedAt && form.packetSizeBytes !== null
        ? { generatedAt: form.packetGeneratedAt.toISOString(), sizeBytes: form.packetSizeBytes, url: packetPath(form.id) }
        : null,
    completedAt: form.completedAt?.toISOString() ?? null,
    createdAt: form.createdAt.toISOString(),
    updatedAt: form.updatedAt.toISOString(),
  }
}
