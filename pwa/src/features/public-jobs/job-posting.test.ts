import { describe, expect, test } from 'bun:test'
import type { PublicJob } from '@shared/contracts/careers-jobs'
import { jobPostingJsonLd, jsonLdText } from './job-posting'

const job: PublicJob = {
  jobId: '0190f0f0-0000-7000-8000-000000000001',
  title: 'Staff Pharmacist',
  description: 'Verify prescriptions and counsel patients. </script><script>alert(1)</script>',
  type: 'FULL_TIME',
  status: 'PUBLISHED',
  isAcceptingApplications: true,
  organizationName: 'Lone Star Community Pharmacies',
  facilityName: 'Lone Star Pharmacy — Downtown Austin',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  postedAt: '2026-11-20T15:00:00.000Z',
  listingEndsAt: '2026-12-20T15:00:00.000Z',
  locationType: 'ON_SITE',
  hybridWorkArrangementDetails: null,
  contractPeriod: null,
  contractPeriodOther: null,
  areYearsOfExperienceRequired: true,
  yearsOfExperience: 2,
  employmentType: 'PHARMACIST',
  educationLevel: 'PHARMD',
  requiredSpecialties: ['Retail/Community'],
  preferredSpecialties: [],
  skills: [],
  softwares: ['PioneerRx'],
  languages: ['English'],
  benefits: ['401(k) match'],
  salaryType: 'ANNUAL',
  salaryAmountType: 'RANGE',
  salaryAmount: null,
  salaryRangeMin: 128000,
  salaryRangeMax: 142000,
  relocationPackage: false,
  jobRequiresLicenseInState: true,
  isFeatured: false,
}

describe('the JobPosting of a public job page', () => {
  test('names the job, employer, place, pay, dates and requirements as schema.org reads them', () => {
    const ld = jobPostingJsonLd(job, 'https://example.test/jobs/1')
    expect(ld).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Staff Pharmacist',
      datePosted: '2026-11-20T15:00:00.000Z',
      validThrough: '2026-12-20T15:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Lone Star Pharmacy — Downtown Austin' },
      jobLocation: { '@type': 'Place', address: { addressLocality: 'Austin', addressRegion: 'TX', postalCode: '78701', addressCountry: 'US' } },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'USD', value: { minValue: 128000, maxValue: 142000, unitText: 'YEAR' } },
      experienceRequirements: { monthsOfExperience: 24 },
    })
  })

  test('a remote job is TELECOMMUTE within its state; a contract is CONTRACTOR', () => {
    const ld = jobPostingJsonLd({ ...job, locationType: 'REMOTE', type: 'CONTRACT' }, 'https://example.test/jobs/1')
    expect(ld).toMatchObject({ jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'State', name: 'TX' }, employmentType: 'CONTRACTOR' })
    expect(ld).not.toHaveProperty('jobLocation')
  })

  test('the script text cannot close its tag', () => {
    const text = jsonLdText(jobPostingJsonLd(job, 'https://example.test/jobs/1'))
    expect(text).not.toContain('</script>')
    expect(JSON.parse(text).description).toBe(job.description)
  })
})
