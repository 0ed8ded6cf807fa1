/**
 * The help center the assistant answers from (issue 14 §6): short articles on what providers and
 * facility users ask most, with the words that point to each. Plain data, read offline: no
 * network, no model. The numbers quoted are the marketplace's rules (docs/domain.md); those that
 * are settings are read from `api/settings.ts`, so an article never disagrees with the product.
 *
 * `keywords` are lower-case words or phrases as people type them; a phrase counts when its words
 * appear together. `audience` keeps an article to the side it is written for.
 */
import { settings } from '../../../settings'

const AUTO_CONFIRM_HOURS = settings.shifts.autoConfirmAttendanceHours
const FEE_WINDOW_HOURS = settings.shifts.cancellationFeeWindowHours

export type Audience = 'provider' | 'facility' | 'both'

export interface HelpArticle {
  id: string
  title: string
  audience: Audience
  keywords: string[]
  body: string
}

export const HELP_ARTICLES: readonly HelpArticle[] = [
  {
    id: 'apply-to-shifts',
    title: 'How to apply to a shift',
    audience: 'provider',
    keywords: ['apply', 'application', 'applying', 'find shifts', 'browse', 'pick up shift', 'get shifts', 'book a shift', 'expiration'],
    body:
      'Open Shifts, filter by date, state, city, rate or software, and tap a shift to see its details. Tap Apply, add a message for the pharmacy if you like, and choose whether your application should expire. ' +
      'You can apply only in states where you hold a verified, unexpired license of your type, and not to a shift that overlaps one you are already hired for. ' +
      'When the pharmacy has auto-hire on and you meet every requirement, you are hired the moment you apply.',
  },
  {
    id: 'hire-providers',
    title: 'How to hire a provider',
    audience: 'facility',
    keywords: ['hire', 'hiring', 'applicant', 'applicants', 'choose provider', 'auto-hire', 'auto hire', 'post a shift', 'post shift', 'posting', 'create shift'],
    body:
      'Post a shift from Shifts › Post a shift: the days, time slots, how many providers you need, the rate and the requirements. Applicants appear under the shift, with their rating, experience and whether they meet every requirement. ' +
      'Pick an applicant and a payment method to hire: the shift is charged at once (credits first, then your card or bank). ' +
      'With auto-hire on, a provider who meets every requirement is hired the moment they apply, charged to the payment method you chose for the shift.',
  },
  {
    id: 'cancel-shift',
    title: 'Cancelling a shift',
    audience: 'both',
    keywords: ['cancel', 'cancellation', 'canceling', 'cancelling', 'cancelation', 'cant make it', 'not able to work', 'drop shift', 'repost'],
    body:
      'Providers: open the shift under My shifts and tap Cancel, with a reason. The seat reopens for others. Cancelling late costs reputation points: nothing with more than 2 weeks notice, then 5, 10, 15, 20, 30 and 40 points as the start gets closer (under 2 weeks, 1 week, 72, 48, 24 and 12 hours). ' +
      `Facilities: cancel a shift or a hired provider with a reason, and choose whether to repost the seat. When cancellation fees are on and the shift starts in less than ${FEE_WINDOW_HOURS} hours, the provider is owed ${settings.shifts.cancellationFeePercent}% of their earnings for it; otherwise you are refunded in full.`,
  },
  {
    id: 'fees-and-pricing',
    title: 'Fees and what a shift costs',
    audience: 'both',
    keywords: ['fee', 'fees', 'price', 'pricing', 'cost', 'how much', 'percentage', 'platform fee', 'charge', 'charged', 'credits', 'invoice', 'receipt'],
    body:
      `A shift costs the provider's earnings (rate × effective hours, without an unpaid lunch break) plus the platform fee, a percentage of the earnings (${settings.defaultPercentageFee}% unless your organization has a benefit that lowers it). ` +
      'Credits are used first, then your card or bank is charged the rest. Receipts, monthly statements and the billing history are under Billing. Providers pay no fee to work shifts.',
  },
  {
    id: 'attendance',
    title: 'Confirming attendance',
    audience: 'both',
    keywords: ['attendance', 'confirm', 'confirmation', 'no show', 'no-show', 'adjust hours', 'hours worked', 'clock', 'timesheet', 'late', 'left early'],
    body:
      'Before the shift, providers confirm they will attend from My shifts. After the shift the facility confirms attendance, adjusts the hours (start, end, reason, and whether a lunch break was taken) or marks a no-show. ' +
      `With no action within ${AUTO_CONFIRM_HOURS} hours of the end, attendance is confirmed automatically and the provider is paid. Adjusted hours re-price the shift; a no-show refunds the facility in full.`,
  },
  {
    id: 'payouts',
    title: 'Getting paid: payouts through Stripe',
    audience: 'provider',
    keywords: ['payout', 'payouts', 'paid', 'pay', 'payment', 'payments', 'money', 'stripe', 'bank account', 'direct deposit', 'earnings', 'transfer', 'get paid', 'when will i be paid'],
    body:
      'You are paid through Stripe. Set up your payout account once from Payments › Set up payouts (Stripe asks for your identity and bank account). ' +
      `When the facility confirms your attendance (or ${AUTO_CONFIRM_HOURS} hours after the shift with no action), your earnings are sent to your payout account: the payment shows Processing, then Completed. ` +
      'Until your payout account is complete, payments wait as Pending and are sent as soon as it is. Your payments and bonuses are listed under Payments.',
  },
  {
    id: 'payment-methods',
    title: 'Cards and bank accounts for paying shifts',
    audience: 'facility',
    keywords: ['card', 'credit card', 'bank', 'ach', 'payment method', 'payment methods', 'declined', 'billing'],
    body:
      'Add a card or a bank account under Billing › Payment methods and share it with the facilities that may use it. A declined card leaves the seat open: try another payment method. ' +
      'Shifts are charged when you hire; refunds go back to the payment method that was charged.',
  },
  {
    id: 'licenses',
    title: 'License verification',
    audience: 'both',
    keywords: ['license', 'licenses', 'licence', 'verify', 'verification', 'verified', 'state board', 'license number', 'expired', 'expiration', 'rejected license'],
    body:
      'Add each state license with its number, state, expiration date and a photo or PDF of it under Profile › Licenses. Our team checks it with the state board of pharmacy and e-mails you the decision; a rejected license comes with the reason, so you can correct it and send it again. ' +
      'You can apply to shifts in a state once a license there is verified and until it expires; we remind you 30, 7 and 1 days before it lapses.',
  },
  {
    id: 'background-checks',
    title: 'Background checks',
    audience: 'both',
    keywords: ['background check', 'background', 'checkr', 'criminal', 'screening', 'drug screen', 'adverse action'],
    body:
      'Providers order a background check from Profile › Background check; it is run by our vendor, who may e-mail you for details. The result shows on your profile once it is in, and a cleared check is shown to facilities. ' +
      'Some shifts require a drug screen or other checks; they are listed in the shift requirements.',
  },
  {
    id: 'ratings',
    title: 'Ratings',
    audience: 'both',
    keywords: ['rating', 'ratings', 'rate', 'review', 'reviews', 'stars', 'score', 'feedback', 'reputation', 'points'],
    body:
      'After a completed shift, the facility and the provider may each rate the other once, from 1 to 5 in each category, with an optional comment. A provider\'s rating is shown once 3 shifts are rated. ' +
      'Providers also earn reputation points: completed shifts and high ratings add points; no-shows, late cancellations and low ratings take them away.',
  },
  {
    id: 'account',
    title: 'Your account and password',
    audience: 'both',
    keywords: ['password', 'reset password', 'forgot password', 'login', 'log in', 'sign in', 'email address', 'change email', 'delete account', 'account'],
    body:
      'Forgot your password? Tap "Forgot password" on the sign-in page and follow the link we e-mail you (valid for an hour). Change your password under Account; that signs you out everywhere else. ' +
      'Your name, phone number and photo are under Account too.',
  },
]
