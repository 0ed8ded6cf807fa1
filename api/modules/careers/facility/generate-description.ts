/**
 * `POST /jobs/generate-description`: a complete, pharmacy-specific description from the job's
 * fields (the body's, over a saved job's when `jobId` is given). Offline by default, with the
 * built-in writer (description-template.ts). When a language model is configured (`AGENT_LLM_*`,
 * api/integrations/llm) it writes the text from the same facts; if it fails or answers something
 * unusable, the built-in writer answers instead (`source` says which).
 */
import { eq } from 'drizzle-orm'
import type { GeneratedDescription, GenerateDescriptionBody } from '../../../../shared/contracts/careers-jobs'
import { GenerateDescription } from '../../../../shared/contracts/careers-jobs'
import { validate } from '../../../../shared/validation/validate'
import type { AppContext, FacilityCaller } from '../../../context'
import { facilities, organizations } from '../../../db/schema'
import { ValidationError } from '../../../errors'
import { LlmUnavailableError, llmClientFor } from '../../../integrations/llm'
import { describeJob, payPhrase, type DescribableJob } from '../description-template'
import { getJobInScope } from '../queries'
import { jobValuesFrom } from './job-values'

export async function generateDescription({ ctx, caller, input }: { ctx: AppContext; caller: FacilityCaller; input: GenerateDescriptionBody }): Promise<GeneratedDescription> {
  const errors = validate(GenerateDescription, input)
  if (errors.length) throw new ValidationError(errors)
  const { jobId, ...fields } = input
  const db = ctx.db.read
  const saved = jobId ? await getJobInScope(db, caller, jobId) : null
  const values = await jobValuesFrom(db, caller, fields, saved, { forDraftOnly: true })
  if (!values.title.trim()) throw ValidationError.field('title', 'Title is required')
  const facility = values.facilityId ? await db.select({ name: facilities.name }).from(facilities).where(eq(facilities.id, values.facilityId)).get() : undefined
  const org = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, caller.organizationId)).get()
  const job: DescribableJob = { ...values, employerName: facility?.name ?? org?.name ?? null }
  const template = describeJob(job)

  const llm = ctx.config.agentLlm
  if (llm) {
    try {
      const answer = await llmClientFor(llm).complete(
        [
          {
            role: 'system',
            content:
              'You write job postings for US pharmacies. Write a complete, warm, professional description in plain text (no Markdown headings, "- " bullets allowed) of 180 to 350 words. Use only the facts given; do not invent pay, benefits or requirements. Mention the job title, the pay and the specialties exactly as given.',
          },
          { role: 'user', content: `Facts of the job (JSON):\n${JSON.stringify(factsFor(job))}\n\nA draft to improve on:\n${template}` },
        ],
        [],
      )
      const text = answer.content?.trim()
      if (text && text.length >= 60 && text.length <= 10_000) return { description: text, source: 'llm' }
    } catch (error) {
      if (!(error instanceof LlmUnavailableError)) throw error
      ctx.log.warn('job description model unavailable; using the built-in writer', { error: error.message })
    }
  }
  return { description: template, source: 'template' }
}

function factsFor(job: DescribableJob) {
  return {
    title: job.title,
    employer: job.employerName,
    type: job.type,
    role: job.employmentType,
    location: { type: job.locationType, city: job.city, state: job.state, hybridDetails: job.hybridWorkArrangementDetails },
    contractPeriod: job.contractPeriod === 'OTHER' ? job.contractPeriodOther : job.contractPeriod,
    yearsOfExperienceRequired: job.areYearsOfExperienceRequired ? job.yearsOfExperience : null,
    educationLevel: job.educationLevel,
    requiredSpecialties: job.requiredSpecialties,
    preferredSpecialties: job.preferredSpecialties,
    skills: job.skills,
    softwares: job.softwares,
    languages: job.languages,
    benefits: job.benefits,
    pay: payPhrase(job),
    relocationPackage: job.relocationPackage,
    licenseInStateRequired: job.jobRequiresLicenseInState,
  }
}
