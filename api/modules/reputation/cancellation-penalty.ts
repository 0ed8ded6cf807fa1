/** The notice table lives in shared/domain/reputation.ts, where the app reads it too. */
export { cancellationPenalty } from '../../../shared/domain/reputation'
