/**
 * Help-center tutorials, listed per user type on the help screen. `url` is an in-app help
 * route so the videos play from the app's own origin (no third-party hosts to allow-list).
 */
import type { UserType } from '../enums'

export interface TutorialVideo {
  /** Stable slug; also the last segment of `url`. */
  id: string
  userType: UserType
  title: string
  description: string
  durationSeconds: number
  url: string
}

export const TUTORIAL_VIDEOS: readonly TutorialVideo[] = [
  {
    id: 'create-your-profile',
    userType: 'PROVIDER',
    title: 'Create your profile',
    description:
      'Add your photo, experience, skills, pharmacy software and languages so pharmacies can see why you fit their shift.',
    durationSeconds: 150,
    url: '/help/create-your-profile',
  },
  {
    id: 'add-a-license',
    userType: 'PROVIDER',
    title: 'Add a license',
    description:
      'Enter your pharmacist, technician or intern license for each state you work in, with its number and expiration date.',
    durationSeconds: 120,
    url: '/help/add-a-license',
  },
  {
    id: 'browse-and-apply-to-shifts',
    userType: 'PROVIDER',
    title: 'Browse and apply to shifts',
    description:
      'Search shifts near you by date, rate and setting, read the pharmacy’s details and apply in one tap.',
    durationSeconds: 180,
    url: '/help/browse-and-apply-to-shifts',
  },
  {
    id: 'confirm-your-attendance',
    userType: 'PROVIDER',
    title: 'Confirm your attendance',
    description:
      'After a shift, confirm the hours you worked so the pharmacy can approve them and your payment can go out.',
    durationSeconds: 90,
    url: '/help/confirm-your-attendance',
  },
  {
    id: 'set-up-payouts',
    userType: 'PROVIDER',
    title: 'Get paid: set up payouts',
    description:
      'Connect the bank account your earnings are paid to and see when each completed shift will be paid.',
    durationSeconds: 135,
    url: '/help/set-up-payouts',
  },
  {
    id: 'cancel-a-shift-and-reputation-points',
    userType: 'PROVIDER',
    title: 'Cancelling a shift and reputation points',
    description:
      'How to cancel a shift you were hired for, and how late cancellations and no-shows affect your reputation points.',
    durationSeconds: 120,
    url: '/help/cancel-a-shift-and-reputation-points',
  },
  {
    id: 'post-a-shift',
    userType: 'FACILITY',
    title: 'Post a shift',
    description:
      'Choose the role, date, hours, hourly rate and the skills or software you need, then publish the shift to nearby providers.',
    durationSeconds: 165,
    url: '/help/post-a-shift',
  },
  {
    id: 'review-applicants-and-hire',
    userType: 'FACILITY',
    title: 'Review applicants and hire',
    description:
      'Compare applicants’ licenses, experience and reviews, then hire the provider who fits your pharmacy.',
    durationSeconds: 150,
    url: '/help/review-applicants-and-hire',
  },
  {
    id: 'add-a-payment-method',
    userType: 'FACILITY',
    title: 'Payment methods',
    description:
      'Add a card or bank account for your pharmacy, choose the default, and see how completed shifts are billed.',
    durationSeconds: 105,
    url: '/help/add-a-payment-method',
  },
  {
    id: 'confirm-attendance-and-adjust-hours',
    userType: 'FACILITY',
    title: 'Confirm attendance and adjust hours',
    description:
      'Confirm that a provider worked their shift and correct the hours if they started late or stayed longer.',
    durationSeconds: 120,
    url: '/help/confirm-attendance-and-adjust-hours',
  },
  {
    id: 'preferred-providers-and-bans',
    userType: 'FACILITY',
    title: 'Preferred providers and bans',
    description:
      'Mark providers you want to work with again, or ban a provider from applying to your shifts.',
    durationSeconds: 110,
    url: '/help/preferred-providers-and-bans',
  },
  {
    id: 'post-a-career-job',
    userType: 'FACILITY',
    title: 'Careers: post a permanent job',
    description:
      'Advertise a full-time or part-time position on the careers board and manage the candidates who apply.',
    durationSeconds: 140,
    url: '/help/post-a-career-job',
  },
]
