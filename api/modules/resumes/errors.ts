/** The answers résumé extraction adds to api/errors.ts's hierarchy (mapped by the same plugin). */
import { AppError } from '../../errors'

/** 415: the file is not a PDF or Word document, so there is no text to read. */
export class UnsupportedResumeTypeError extends AppError {
  readonly status = 415
}
