/**
 * The demo's careers job board: each pharmacy has jobs in every status across its facilities'
 * states — listed (one a free post whose applicants are blurred), a draft, one whose listing ended
 * (PAST_DUE), one filled (HIRED) and one taken down (ARCHIVED) — with descriptions from the
 * built-in writer and applicants from the demo providers in every application status.
 *
 * Jobs are written as drafts, then listed through careers-billing's `publishJob` on a clock set
 * to the day each was posted, oldest first: a posting of the organization's plan when one is
 * left (featured while featured listings last), else paid per post (a JOB_POST_ADDON invoice).
 * The listing's end then makes one PAST_DUE (the jobs' sweep), and the organization fills one
 * and takes one down through the jobs' own verbs. The free post is written as publishing leaves a
 * free post (the organization's free job post, applicants blurred), since any plan with a posting
 * left would use the posting instead.
 */
import { eq } from 'drizzle-orm'
import type { CareersProviderType, JobApplicationStatus, JobStatus, JobType } from '../../shared/enums'
import type { AppContext } from '../context'
import { AppError } from '../errors'
import { facilities, jobApplications, jobs, organizations, providers } from '../db/schema'
import { deleteJob, describeJob, hourlyPayCents, markPastDueJobs, updateJob } from '../modules/careers'
import { publishJob } from '../modules/careers-billing'
import { demoContextAt, demoOwners } from './load-demo-careers-billing'

const DAY_MS = 86_400_000

interface DemoJob {
  title: string
  status: JobStatus
  type: JobType
  role: CareersProviderType
  specialties: string[]
  softwares: string[]
  pay: { type: 'HOURLY' | 'ANNUAL'; min: number; max?: number }
  benefits: string[]
  free?: boolean
  /** Statuses of the applications, from the demo providers in turn. */
  applicants: JobApplicationStatus[]
}

const JOBS: DemoJob[] = [
  {
    title: 'Staff Pharmacist',
    status: 'PUBLISHED',
    type: 'FULL_TIME',
    role: 'PHARMACIST',
    specialties: ['Retail/Community'],
    softwares: ['PioneerRx'],
    pay: { type: 'ANNUAL', min: 128_000, max: 142_000 },
    benefits: ['Medical, dental and vision insurance', '401(k) with a 4% match', '3 weeks of paid time off'],
    applicants: ['PENDING', 'PENDING', 'SAVE_FOR_LATER', 'REJECTED', 'CANCELED'],
  },
  {
    title: 'Certified Pharmacy Technician',
    status: 'PUBLISHED',
    type: 'PART_TIME',
    role: 'TECHNICIAN',
    specialties: ['Retail/Community', 'Long-Term Care'],
    softwares: ['PioneerRx'],
    pay: { type: 'HOURLY', min: 21, max: 24.5 },
    benefits: ['Paid certification renewal', 'Flexible scheduling'],
    free: true,
    applicants: ['PENDING', 'PENDING', 'SAVE_FOR_LATER'],
  },
  {
    title: 'Pharmacy Manager',
    status: 'DRAFT',
    type: 'FULL_TIME',
    role: 'PHARMACIST',
    specialties: ['Retail/Community', 'Specialty Pharmacy'],
    softwares: [],
    pay: { type: 'ANNUAL', min: 150_000 },
    benefits: ['Medical, dental and vision insurance', 'Annual bonus'],
    applicants: [],
  },
  {
    title: 'Clinical Pharmacist, Long-Term Care',
    status: 'PAST_DUE',
    type: 'FULL_TIME',
    role: 'PHARMACIST',
    specialties: ['Long-Term Care', 'Geriatrics'],
    softwares: [],
    pay: { type: 'HOURLY', min: 68 },
    benefits: ['Medical insurance', 'Continuing education allowance'],
    applicants: ['PENDING', 'REJECTED'],
  },
  {
    title: 'Compounding Technician',
    status: 'HIRED',
    type: 'FULL_TIME',
    role: 'TECHNICIAN',
    specialties: ['Compounding (Non-Sterile)'],
    softwares: [],
    pay: { type: 'HOURLY', min: 22 },
    benefits: ['Medical insurance', 'Paid time off'],
    applicants: ['SAVE_FOR_LATER', 'REJECTED', 'REJECTED'],
  },
  {
    title: 'Weekend Relief Pharmacist',
    status: 'ARCHIVED',
    type: 'PART_TIME',
    role: 'PHARMACIST',
    specialties: ['Retail/Community'],
    softwares: [],
    pay: { type: 'HOURLY', min: 72 },
    benefits: [],
    applicants: ['PENDING'],
  },
]

/** Loads the jobs; answers how many jobs and applications it wrote. */
export async function loadDemoJobs(ctx: AppContext): Promise<{ jobs: number; applications: number }> {
  const now = ctx.clock.now().getTime()
  let jobCount = 0
  let applicationCount = 0
  const toList: { jobId: string; organization: string; status: JobStatus; postedAt: number }[] = []
  await ctx.db.write(async (tx) => {
    const pharmacists = await tx.select({ id: providers.id }).from(providers).where(eq(providers.providerType, 'PHARMACIST'))
    const technicians = await tx.select({ id: providers.id }).from(providers).where(eq(providers.providerType, 'TECHNICIAN'))
    const orgs = await tx.select().from(organizations)
    for (const [o, org] of orgs.entries()) {
      const places = await tx.select().from(facilities).where(eq(facilities.organizationId, org.id))
      if (!places.length) continue
      for (const [j, spec] of JOBS.entries()) {
        const facility = places[(j + o) % places.length]!
        const listed = spec.status !== 'DRAFT'
        const postedAt = listed ? new Date(now - (spec.status === 'PAST_DUE' ? 33 : 4 + j) * DAY_MS) : null
        const listingEndsAt = listed ? new Date(postedAt!.getTime() + 30 * DAY_MS) : null
        const range = spec.pay.max !== undefined
        const money = {
          salaryType: spec.pay.type,
          salaryAmountType: range ? ('RANGE' as const) : ('FIXED' as const),
          salaryAmountCents: range ? null : Math.round(spec.pay.min * 100),
          salaryRangeMinCents: range ? Math.round(spec.pay.min * 100) : null,
          salaryRangeMaxCents: range ? Math.round(spec.pay.max! * 100) : null,
        }
        const fields = {
          title: spec.title,
          type: spec.type,
          employmentType: spec.role,
          locationType: 'ON_SITE' as const,
          hybridWorkArrangementDetails: null,
          city: facility.city,
          state: facility.state,
          contractPeriod: null,
          contractPeriodOther: null,
          areYearsOfExperienceRequired: spec.role === 'PHARMACIST',
          yearsOfExperience: spec.role === 'PHARMACIST' ? 2 : null,
          educationLevel: spec.role === 'PHARMACIST' ? ('PHARMD' as const) : ('HIGH_SCHOOL_OR_GED' as const),
          requiredSpecialties: spec.specialties,
          preferredSpecialties: [],
          skills: [],
          softwares: spec.softwares,
          languages: ['English'],
          benefits: spec.benefits,
          relocationPackage: false,
          jobRequiresLicenseInState: true,
          ...money,
        }
        const people = spec.role === 'PHARMACIST' ? pharmacists : technicians
        const applicants = spec.applicants.slice(0, people.length)
        const [job] = await tx
          .insert(jobs)
          .values({
            ...fields,
            organizationId: org.id,
            facilityId: facility.id,
            description: describeJob({ ...fields, employerName: facility.name }),
            // Listed below through publishing; the free post as publishing leaves one.
            status: spec.free ? 'PUBLISHED' : 'DRAFT',
            streetAddress: facility.streetAddress,
            zipCode: facility.zipCode,
            latitude: facility.latitude,
            longitude: facility.longitude,
            hourlyPayCents: hourlyPayCents(money),
            numberOfApplicants: applicants.filter((s) => s !== 'CANCELED').length,
            postedAt: spec.free ? postedAt : null,
            listingEndsAt: spec.free ? listingEndsAt : null,
            isFreePost: spec.free ?? false,
            applicantsBlurred: spec.free ?? false,
            createdAt: new Date(now - (40 - j) * DAY_MS),
            updatedAt: new Date(now - (j + 1) * DAY_MS),
          })
          .returning({ id: jobs.id })
        jobCount++
        if (listed && !spec.free) toList.push({ jobId: job!.id, organization: org.name, status: spec.status, postedAt: postedAt!.getTime() })
        for (const [a, status] of applicants.entries()) {
          const person = people[(a + o * 2) % people.length]!
          await tx
            .insert(jobApplications)
            .values({
              jobId: job!.id,
              organizationId: org.id,
              providerId: person.id,
              status,
              coverLetter: 'I have followed your pharmacy for a while and would love to bring my experience to your team.',
              rejectionReason: status === 'REJECTED' ? 'Looking for more experience in this setting' : null,
              appliedAt: new Date((postedAt?.getTime() ?? now) + (a + 1) * 3 * 3_600_000),
              updatedAt: new Date(now - DAY_MS),
            })
            .onConflictDoNothing()
          applicationCount++
        }
      }
    }
  })

  const owners = await demoOwners(ctx)
  toList.sort((a, b) => a.postedAt - b.postedAt)
  for (const job of toList) {
    const caller = owners.get(job.organization)
    if (!caller) continue
    const then = demoContextAt(ctx, job.postedAt)
    try {
      await publishJob({ ctx: then, caller, jobId: job.jobId, input: {} })
    } catch (error) {
      // No posting left (405 with the prices): the organization agrees to pay for the post.
      if (!(error instanceof AppError && error.status === 405)) throw error
      await publishJob({ ctx: then, caller, jobId: job.jobId, input: { aggreedToPayPerPost: true } })
    }
  }
  await markPastDueJobs(ctx)
  for (const job of toList) {
    const caller = owners.get(job.organization)
    if (!caller) continue
    if (job.status === 'HIRED') await updateJob({ ctx, caller, jobId: job.jobId, input: { status: 'HIRED' } })
    if (job.status === 'ARCHIVED') await deleteJob({ ctx, caller, jobId: job.jobId, input: { cancellationReason: 'NO_LONGER_NEEDED' } })
  }
  return { jobs: jobCount, applications: applicationCount }
}
