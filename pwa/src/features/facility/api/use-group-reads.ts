import { useCachedQuery } from '../../../offline'
import { groupApplicantsQuery, groupPreviewQuery } from './shift-group'

/** The group as previewed and its applicants (hired ones included): the group's screen and its editor read the same. */
export function useGroupReads(shiftGroupId: string) {
  const preview = useCachedQuery(groupPreviewQuery(shiftGroupId))
  const applicants = useCachedQuery(groupApplicantsQuery(shiftGroupId))
  return { preview, applicants }
}
