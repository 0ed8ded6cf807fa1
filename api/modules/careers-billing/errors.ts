/** The job board's own answers beside api/errors.ts. */
import { AppError } from '../../errors'

/**
 * 405 (spec 000 §8 "publish job"): no posting is left and the organization has not agreed to pay
 * per post; the body carries what publishing would cost today and at the next billing.
 */
export class PayPerPostRequiredError extends AppError {
  readonly status = 405
  constructor(message: string, priceTodayCents: number, priceNextBillingCents: number) {
    super(message)
    Object.assign(this.extra, { priceTodayDollars: priceTodayCents / 100, priceNextBillingDollars: priceNextBillingCents / 100 })
  }
}

/** 405 (spec 000 §8 "unpublish job"): only a published (or lapsed) job can be taken down. */
export class NotPublishedError extends AppError {
  readonly status = 405
}
