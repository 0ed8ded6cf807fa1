/**
 * `POST /resume-extraction/user/profile` (spec 001 §7 "Resume extraction"): the profile fields a
 * provider's uploaded résumé contains, to pre-fill their profile. Nothing is saved; the provider
 * reviews the fields and saves them through the profile calls.
 */
import type { ExtractResumeBody, ExtractResumeResponse } from '../../../shared/contracts/resumes'
import type { AppContext, ProviderCaller } from '../../context'
import { consumeRateLimits } from '../../lib/rate-limits'
import { settings } from '../../settings'
import { extractProfile } from './extraction/extract-profile'
import { findResumeFile } from './find-resume-file'
import { readResumeText } from './read-resume-text'

export async function extractResumeProfile({ ctx, caller, input }: { ctx: AppContext; caller: ProviderCaller; input: ExtractResumeBody }): Promise<ExtractResumeResponse> {
  const { file, bytes } = await findResumeFile({ ctx, caller, resumeUrl: input.resumeUrl })
  // Parsing is the costly part (a document of up to 10 MB); a bad URL above costs nothing.
  const limit = settings.rateLimits.resumeExtractionsPerProvider
  await consumeRateLimits(ctx, [{ key: `resume-extraction:provider:${caller.providerId}`, ...limit, message: 'Too many resume extractions.' }])
  const text = await readResumeText(bytes, file.contentType)
  return { data: { profile: extractProfile(text, ctx.clock.now()) } }
}
