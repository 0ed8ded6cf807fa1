/** `GET /help-center/tutorials-videos`: the help center's videos, for one user type or all. */
import type { TutorialVideoList } from '../../../shared/contracts/platform'
import type { UserType } from '../../../shared/enums'
import { TUTORIAL_VIDEOS } from '../../../shared/reference'

export const listTutorialVideos = ({ userType }: { userType?: UserType | undefined }): TutorialVideoList =>
  TUTORIAL_VIDEOS.filter((video) => !userType || video.userType === userType)
