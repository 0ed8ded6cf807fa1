/**
 * The demo's professional histories (issue 13 §10): most providers have work experience,
 * education and certifications, a few are still filling theirs in, and some certifications are
 * about to lapse or have lapsed, so the profile checklist, the facility's view of an applicant
 * and the expiry reminders all have something to show. One pharmacy has a verified NPI.
 */
import { eq } from 'drizzle-orm'
import type { AppContext } from '../context'
import { certifications, educations, facilities, providers, users, workExperiences } from '../db/schema'
import type { CertificationType, EducationLevel } from '../../shared/enums'
import { DEMO_ORGANIZATIONS, DEMO_PROVIDERS } from './demo-people'

const DAY_MS = 86_400_000

/** Providers (by e-mail) whose profile is still incomplete: no history yet. */
const STILL_FILLING_IN = new Set(['mia.rossi@provider.demo', 'daniel.morales@provider.demo'])

/** Certifications that make the demo's expiry states visible, by provider e-mail. */
const LAPSING: Record<string, { type: CertificationType; name: string; issuer: string; expiresInDays: number }> = {
  'pharmacist@provider.demo': { type: 'CPR_BLS', name: 'BLS Provider', issuer: 'American Heart Association', expiresInDays: 20 },
  'technician@provider.demo': { type: 'PTCB', name: 'Certified Pharmacy Technician (CPhT)', issuer: 'PTCB', expiresInDays: 6 },
  'grace.okafor@provider.demo': { type: 'CPR_BLS', name: 'BLS Provider', issuer: 'American Red Cross', expiresInDays: -12 },
}

const SCHOOLS: Record<string, { institution: string; major: string; degreeType: EducationLevel }> = {
  PHARMACIST: { institution: 'University of Texas at Austin College of Pharmacy', major: 'Pharmacy', degreeType: 'PHARMD' },
  TECHNICIAN: { institution: 'Houston Community College', major: 'Pharmacy Technology', degreeType: 'ASSOCIATES' },
  INTERN: { institution: 'University of Texas at Austin', major: 'Biochemistry', degreeType: 'BACHELORS' },
}

const day = (date: Date) => date.toISOString().slice(0, 10)

export async function loadDemoProfiles(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now()
  const yearsAgo = (years: number) => day(new Date(now.getTime() - years * 365 * DAY_MS))
  await ctx.db.write(async (tx) => {
    for (const person of DEMO_PROVIDERS) {
      if (STILL_FILLING_IN.has(person.email)) continue
      const [row] = await tx
        .select({ providerId: providers.id })
        .from(providers)
        .innerJoin(users, eq(users.id, providers.userId))
        .where(eq(users.email, person.email))
      if (!row) continue
      const { providerId } = row
      const years = Math.max(person.yearsOfExperience, 1)
      const employer = person.specialties.includes('Hospital Inpatient') ? `${person.city} General Hospital` : `${person.city} Community Pharmacy`
      await tx.insert(workExperiences).values([
        {
          providerId,
          company: employer,
          jobTitle: person.providerType === 'PHARMACIST' ? 'Staff Pharmacist' : person.providerType === 'TECHNICIAN' ? 'Pharmacy Technician' : 'Pharmacy Intern',
          startDate: yearsAgo(Math.min(years, 3)),
          isCurrent: true,
          jobDescription: `${person.aboutMe} Works with ${person.softwares.join(' and ')}.`,
          createdAt: now,
          updatedAt: now,
        },
        ...(years > 3
          ? [
              {
                providerId,
                company: `${person.state} Drug Mart`,
                jobTitle: person.providerType === 'PHARMACIST' ? 'Pharmacist in Charge' : 'Lead Technician',
                startDate: yearsAgo(years),
                endDate: yearsAgo(3),
                jobDescription: 'Ran the dispensing bench, third-party billing and the weekly inventory order.',
                createdAt: now,
                updatedAt: now,
              },
            ]
          : []),
      ])
      const school = SCHOOLS[person.providerType]!
      await tx.insert(educations).values({ providerId, ...school, graduationDate: yearsAgo(years + (person.providerType === 'INTERN' ? -2 : 0)), createdAt: now, updatedAt: now })
      if (person.skills.includes('Immunizations')) {
        await tx.insert(certifications).values({
          providerId,
          type: 'IMMUNIZATION',
          name: 'Pharmacy-Based Immunization Delivery',
          issuer: 'American Pharmacists Association',
          number: `APHA-${String(person.phone.replace(/\D/g, '')).slice(-6)}`,
          issuedAt: yearsAgo(2),
          createdAt: now,
          updatedAt: now,
        })
      }
      const lapsing = LAPSING[person.email]
      if (lapsing) {
        await tx.insert(certifications).values({
          providerId,
          type: lapsing.type,
          name: lapsing.name,
          issuer: lapsing.issuer,
          number: `${lapsing.type}-${String(person.phone.replace(/\D/g, '')).slice(-5)}`,
          issuedAt: day(new Date(now.getTime() + (lapsing.expiresInDays - 730) * DAY_MS)),
          expiresAt: day(new Date(now.getTime() + lapsing.expiresInDays * DAY_MS)),
          createdAt: now,
          updatedAt: now,
        })
      }
    }
    // The first organization's first pharmacy has had its NPI checked against the registry.
    const first = DEMO_ORGANIZATIONS[0]!.facilities[0]!
    await tx.update(facilities).set({ npi: '1234567893', npiVerifiedAt: now }).where(eq(facilities.name, first.name))
  })
}
