/**
 * The one error hierarchy. Verbs throw these; plugins/errors.ts maps each to its status and the
 * `{message, …}` body of api-contract "Errors" in one place.
 */
import type { FieldError } from '../shared/validation/validate'

export abstract class AppError extends Error {
  abstract readonly status: number
  /** Extra fields for the JSON body beside `message`. */
  readonly extra: Record<string, unknown> = {}
}

/** 400: the input breaks a rule; `message` is the first field's message. */
export class ValidationError extends AppError {
  readonly status = 400
  constructor(readonly errors: FieldError[]) {
    super(errors[0]?.message ?? 'The request is not valid')
  }
  static field(field: string, message: string): ValidationError {
    return new ValidationError([{ field, message }])
  }
}

export class UnauthorizedError extends AppError {
  readonly status = 401
  constructor(message = 'Please sign in to continue') {
    super(message)
  }
}

export class PaymentRequiredError extends AppError {
  readonly status = 402
}

export class ForbiddenError extends AppError {
  readonly status = 403
  constructor(message = 'You do not have permission to do this') {
    super(message)
  }
}

/** 404: unknown, or another tenant's: a tenant never learns whether another tenant's id exists. */
export class NotFoundError extends AppError {
  readonly status = 404
  constructor(what: string, message = `${what.charAt(0).toUpperCase()}${what.slice(1)} not found`) {
    super(message)
  }
}

/** 409: the current state forbids it (duplicate, already hired, already active). */
export class ConflictError extends AppError {
  readonly status = 409
}

/** 422: well-formed, but a business rule is not met. */
export class RuleError extends AppError {
  readonly status = 422
}

export class TooManyRequestsError extends AppError {
  readonly status = 429
  constructor(message: string, readonly retryAfterSeconds: number) {
    super(message)
  }
}

export class PayloadTooLargeError extends AppError {
  readonly status = 413
}

/** 503: the payment processor did not answer; nothing is recorded as paid, and trying again is safe. */
export class ProcessorUnavailableError extends AppError {
  readonly status = 503
  constructor(message = 'The payment service could not be reached. Nothing was charged; please try again in a moment.') {
    super(message)
  }
}
