/**
 * `POST /admin-panel/shifts/{shiftId}/create-from-template` (spec 000 §7; §5 lunchBreakMinutes at
 * least 0): a new open shift at the template's facility, posted through shifts' own `createShift`
 * (the same rules, prices at the organization's current fee, and notices to providers nearby).
 * The body gives title, description, provider type, rate, date, times and lunch break; the
 * template gives the rest: location type, softwares, specialties, languages, skills, the
 * requirement flags, parking, script count and staff on hand. Auto-hire is off (no payment
 * method is chosen by the admin). A template whose facility was deleted: 409.
 */
import type { AdminCreateFromTemplateBody, AdminShiftActionResult } from '../../../../shared/contracts/admin-shifts'
import type { AppContext, TeamCaller } from '../../../context'
import { ConflictError } from '../../../errors'
import { audit } from '../../audit'
import { requireTeamPermission } from '../../team'
import { createShift } from '../facility/create-shift'
import { adminShiftRow, getAdminShift } from './queries'

export async function createShiftFromTemplate({ ctx, caller, shiftId, input }: { ctx: AppContext; caller: TeamCaller; shiftId: string; input: AdminCreateFromTemplateBody }): Promise<AdminShiftActionResult> {
  requireTeamPermission(caller, 'shifts.manage')
  const { group, facility } = await getAdminShift(ctx.db.read, shiftId)
  if (facility.deletedAt) throw new ConflictError("The template's facility was deleted")
  const created = await createShift({
    ctx,
    caller,
    input: {
      facilityId: group.facilityId,
      title: input.title,
      description: input.description,
      rate: input.rate,
      providerType: input.providerType,
      locationType: group.locationType,
      software: group.softwares,
      specialties: group.specialties,
      languages: group.languages,
      skills: group.skills,
      malpracticeInsuranceRequired: group.malpracticeInsuranceRequired,
      experienceInSoftwareRequired: group.experienceInSoftwareRequired,
      drugScreenRequired: group.drugScreenRequired,
      providerNeedsLicenseOnTheShiftState: group.providerNeedsLicenseOnTheShiftState,
      isParkingFree: group.isParkingFree,
      parkingDetails: group.parkingDetails,
      parkingOptions: group.parkingOptions as ('Other' | 'Garage' | 'Street' | 'ParkingLot')[],
      isLunchBreakPaid: input.isLunchBreakPaid ?? false,
      lunchBreakMinutes: input.lunchBreakMinutes ?? 0,
      isAutoHireEnabled: false,
      dailyAverageScriptCount: group.dailyAverageScriptCount,
      staffOnHandHelp: group.staffOnHandHelp,
      shiftDays: [{ date: input.shiftDate, timeSlots: [{ startTime: input.startTime, endTime: input.endTime, quantity: 1 }] }],
    },
    // Audited in the posting's own transaction: no shift without its event.
    recordIn: (tx, { shiftGroups: [made] }) =>
      audit(ctx, tx, caller, {
        action: 'shift.create-from-template',
        subject: ['shift', made!.shiftIds[0]!],
        organizationId: group.organizationId,
        after: { shiftGroupId: made!.shiftGroupId, templateShiftId: shiftId, title: input.title.trim(), rate: input.rate, providerType: input.providerType, date: input.shiftDate, startTime: input.startTime, endTime: input.endTime },
      }),
  })
  const newShiftId = created.shiftGroups[0]!.shiftIds[0]!
  return { shift: await adminShiftRow(ctx.db.read, newShiftId) }
}
