/** The pure extraction functions, one section at a time, on hand-written résumé text. */
import { describe, expect, test } from 'bun:test'
import { extractAbilities, matchCatalog } from './extraction/abilities'
import { findDateRange, findLastDate, toIsoDate } from './extraction/dates'
import { degreeTypeOf, extractEducation, majorOf } from './extraction/education'
import { extractProfile } from './extraction/extract-profile'
import { extractPersonalInfo } from './extraction/personal-info'
import { extractLicenses, extractProfessionalInfo, providerTypeOf, yearsOfExperience } from './extraction/professional-info'
import { headingOf, splitSections } from './extraction/sections'
import { extractWorkExperience } from './extraction/work-experience'

const NOW = new Date(Date.UTC(2026, 10, 15))

describe('dates', () => {
  test('written dates to ISO', () => {
    expect(toIsoDate('Jan 2019')).toBe('2019-01')
    expect(toIsoDate('September 2020')).toBe('2020-09')
    expect(toIsoDate('Sept. 2020')).toBe('2020-09')
    expect(toIsoDate('03/2017')).toBe('2017-03')
    expect(toIsoDate('5/14/2016')).toBe('2016-05-14')
    expect(toIsoDate('2018-11')).toBe('2018-11')
    expect(toIsoDate('2012')).toBe('2012-01')
    expect(toIsoDate('Present')).toBeNull()
    expect(toIsoDate('13/2017')).toBeNull()
    expect(toIsoDate('Smarch 2019')).toBeNull()
  })
  test('ranges and last dates', () => {
    expect(findDateRange('Staff Pharmacist  Jan 2019 – Present')).toMatchObject({ start: '2019-01', end: null })
    expect(findDateRange('06/2015 - 08/2016')).toMatchObject({ start: '2015-06', end: '2016-08' })
    expect(findDateRange('2012 to 2016')).toMatchObject({ start: '2012-01', end: '2016-01' })
    expect(findDateRange('Verified 250 prescriptions per shift')).toBeNull()
    expect(findLastDate('Doctor of Pharmacy, expected May 2027')).toBe('2027-05')
  })
})

describe('sections', () => {
  test('headings, whatever their case and punctuation; a sentence is not one', () => {
    expect(headingOf('PROFESSIONAL EXPERIENCE')).toBe('experience')
    expect(headingOf('Work History:')).toBe('experience')
    expect(headingOf('Licenses & Certifications')).toBe('licenses')
    expect(headingOf('Core Competencies')).toBe('skills')
    expect(headingOf('Pharmacy Systems')).toBe('software')
    expect(headingOf('I have experience in retail')).toBeNull()
  })
  test('lines before the first heading are the header', () => {
    const s = splitSections('Jane Doe\nPharmacist\n\nSUMMARY\nA pharmacist.\nEDUCATION\nPurdue University')
    expect(s.header).toEqual(['Jane Doe', 'Pharmacist'])
    expect(s.summary).toEqual(['A pharmacist.'])
    expect(s.education).toEqual(['Purdue University'])
  })
})

describe('personal info', () => {
  test('name, contact and address from the header; about me from the summary', () => {
    const text = 'JANE A. DOE, PharmD\nClinical Pharmacist\n742 Evergreen Terrace, Springfield, Illinois 62704 | 217.555.0199 | Jane.Doe@Example.com\nSummary\nCaring pharmacist.'
    expect(extractPersonalInfo(splitSections(text), text)).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane.doe@example.com',
      phone: '(217) 555-0199',
      streetAddress: '742 Evergreen Terrace',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62704',
      aboutMe: 'Caring pharmacist.',
    })
  })
  test('an address over two lines; nothing invented when absent', () => {
    const text = "Sean O'Brien\nCONTACT\n12 Oak Ave\nDenver, CO 80202-1234"
    expect(extractPersonalInfo(splitSections(text), text)).toMatchObject({ firstName: 'Sean', lastName: "O'Brien", streetAddress: '12 Oak Ave', city: 'Denver', state: 'CO', zipCode: '80202-1234', email: null, phone: null, aboutMe: null })
    const none = 'Curriculum Vitae'
    expect(extractPersonalInfo(splitSections(none), none)).toMatchObject({ firstName: null, lastName: null, city: null })
  })
})

describe('professional info', () => {
  test('the provider type: technician and intern win over pharmacist in one line', () => {
    expect(providerTypeOf('Certified Pharmacy Technician (CPhT)')).toBe('TECHNICIAN')
    expect(providerTypeOf('Pharmacist Intern')).toBe('INTERN')
    expect(providerTypeOf('Registered Pharmacist (RPh)')).toBe('PHARMACIST')
    expect(providerTypeOf('Cashier')).toBeNull()
  })
  test('years stated, else the span of the jobs', () => {
    expect(yearsOfExperience('Pharmacist with 8+ years of retail experience', [], NOW)).toBe(8)
    expect(yearsOfExperience("Technician with over 6 years' experience", [], NOW)).toBe(6)
    expect(yearsOfExperience('Bringing 12 years of hands-on pharmacy experience', [], NOW)).toBe(12)
    const jobs = [
      { company: 'A', jobTitle: 'x', startDate: '2020-01', endDate: null, jobDescription: null },
      { company: 'B', jobTitle: 'y', startDate: '2016-06', endDate: '2019-12', jobDescription: null },
    ]
    expect(yearsOfExperience('', jobs, NOW)).toBe(10)
    expect(yearsOfExperience('', [], NOW)).toBeNull()
  })
  test('licenses: state by name or code, number after #, No. or Number, even wrapped', () => {
    expect(
      extractLicenses(['Texas Pharmacist License #PH123456', 'OH Pharmacy Technician Registration Number: 0812345', 'Pharmacist License, North Carolina —', 'No. 99887', 'CPR certified']),
    ).toEqual([
      { state: 'TX', licenseNumber: 'PH123456' },
      { state: 'OH', licenseNumber: '0812345' },
      { state: 'NC', licenseNumber: '99887' },
    ])
    // A line with a number but no state does not borrow the next line's state.
    expect(extractLicenses(['PTCB CPhT #12345678', 'Florida Registered Pharmacy Technician RPT 123456'])).toEqual([{ state: 'FL', licenseNumber: '123456' }])
  })
  test('outside a licenses section a bare number is not a license (it is a ZIP code)', () => {
    expect(extractLicenses(['Licensed Pharmacist — Austin, TX 78701'], { licenseSection: false })).toEqual([])
    expect(extractLicenses(['Texas Licensed Pharmacist 78701'])).toEqual([{ state: 'TX', licenseNumber: '78701' }])
  })
  test('the headline sets the type', () => {
    const s = splitSections('Ann Lee\nPharmacy Technician\nEXPERIENCE\nPharmacist assistant')
    expect(extractProfessionalInfo(s, [], NOW).title).toBe('TECHNICIAN')
  })
})

describe('abilities', () => {
  test('catalog names, case-insensitively, with aliases; only catalog names come back', () => {
    expect(matchCatalog('softwares', 'Used pioneerrx, EnterpriseRx and QS1 daily; also FooSoft')).toEqual(['McKesson EnterpriseRx', 'PioneerRx', 'QS/1'])
    expect(matchCatalog('skills', 'MTM, USP <797> sterile compounding, insurance billing and claims adjudication')).toEqual(
      expect.arrayContaining(['Medication Therapy Management', 'Sterile Compounding (USP 797)', 'Insurance Billing & Claims Adjudication']),
    )
    expect(matchCatalog('specialties', 'Long term care and retail pharmacy')).toEqual(['Long-Term Care', 'Retail/Community'])
    expect(matchCatalog('specialties', 'Retailer of the year')).toEqual([])
    expect(matchCatalog('skills', 'Non-Sterile Compounding (USP 795)')).toEqual(['Non-Sterile Compounding (USP 795)'])
  })
  test('languages from their section when there is one', () => {
    const text = 'Jo Park\nEDUCATION\nEnglish Literature, Spanish club\nLANGUAGES\nKorean, Mandarin'
    expect(extractAbilities(splitSections(text), text).languages).toEqual(['Chinese (Mandarin)', 'Korean'])
  })
})

describe('work experience', () => {
  test('title and company around the date line; description up to the next entry', () => {
    const lines = [
      'Staff Pharmacist — CVS Health',
      'Jan 2019 – Present',
      'Austin, TX',
      '• Verified prescriptions.',
      '• Counseled patients.',
      'Walgreens | Denver, CO | 06/2015 - 12/2018',
      'Pharmacy Intern',
      'Filled prescriptions.',
    ]
    expect(extractWorkExperience(lines)).toEqual([
      { company: 'CVS Health', jobTitle: 'Staff Pharmacist', startDate: '2019-01', endDate: null, jobDescription: 'Verified prescriptions.\nCounseled patients.' },
      { company: 'Walgreens', jobTitle: 'Pharmacy Intern', startDate: '2015-06', endDate: '2018-12', jobDescription: 'Filled prescriptions.' },
    ])
  })
  test('no date ranges, no entries', () => {
    expect(extractWorkExperience(['Worked at a pharmacy.'])).toEqual([])
  })
})

describe('education', () => {
  test('degree levels are the seed enum', () => {
    expect(degreeTypeOf('Doctor of Pharmacy (PharmD)')).toBe('PHARMD')
    expect(degreeTypeOf('B.S. in Chemistry')).toBe('BACHELORS')
    expect(degreeTypeOf('MBA')).toBe('MASTERS')
    expect(degreeTypeOf('Associate of Applied Science')).toBe('ASSOCIATES')
    expect(degreeTypeOf('GED')).toBe('HIGH_SCHOOL_OR_GED')
    expect(degreeTypeOf('Pharmacy Technician Certificate')).toBe('OTHER')
    expect(degreeTypeOf('Volunteer at a clinic')).toBeNull()
    expect(majorOf('Bachelor of Science in Biology', 'BACHELORS')).toBe('Biology')
    expect(majorOf('A.A.S., Pharmacy Technology', 'ASSOCIATES')).toBe('Pharmacy Technology')
  })
  test('entries: school then degree, or a date first as in a table', () => {
    expect(extractEducation(['Purdue University — West Lafayette, IN', 'Doctor of Pharmacy (PharmD), May 2018', '05/2014', 'Ohio State University', 'Bachelor of Science in Chemistry'])).toEqual([
      { institution: 'Purdue University', major: 'Pharmacy', degreeType: 'PHARMD', graduationDate: '2018-05' },
      { institution: 'Ohio State University', major: 'Chemistry', degreeType: 'BACHELORS', graduationDate: '2014-05' },
    ])
    expect(extractEducation(['Miami Dade College — Pharmacy Technician Certificate, 2016'])).toEqual([{ institution: 'Miami Dade College', major: 'Pharmacy Technician', degreeType: 'OTHER', graduationDate: '2016-01' }])
    expect(extractEducation(['Lincoln High School, 2010', 'High School Diploma'])).toEqual([{ institution: 'Lincoln High School', major: 'General Studies', degreeType: 'HIGH_SCHOOL_OR_GED', graduationDate: '2010-01' }])
  })
})

describe('the whole profile', () => {
  test('a hand-written résumé unlike the generated layouts', () => {
    const text = [
      'Maria Lopez',
      'maria.lopez@gmail.com · 305-555-0177 · Miami, FL 33101',
      'Objective',
      'Bilingual pharmacy technician seeking a hospital role.',
      'Work Experience',
      'Publix Super Markets, Miami, FL',
      'Pharmacy Technician, March 2019 - Present',
      '- Entered prescriptions in EnterpriseRx and handled insurance claims and prior auths',
      '- Compounded creams; inventory ordering via McKesson Connect',
      'Baptist Health South Florida — Inpatient Pharmacy',
      'IV Technician | 2016 – 2019',
      '- Prepared IV admixtures under USP 797 in the cleanroom; Pyxis restocking',
      'Education',
      'Miami Dade College — Pharmacy Technician Certificate, 2016',
      'Certifications',
      'PTCB CPhT #12345678',
      'Florida Registered Pharmacy Technician RPT 123456',
      'Languages: English, Spanish (native)',
    ].join('\n')
    const profile = extractProfile(text, NOW)
    expect(profile.personalInfo).toMatchObject({ firstName: 'Maria', lastName: 'Lopez', phone: '(305) 555-0177', city: 'Miami', state: 'FL', zipCode: '33101', streetAddress: null })
    expect(profile.professionalInfo).toEqual({ title: 'TECHNICIAN', yearsOfExperience: 10, licenses: [{ state: 'FL', licenseNumber: '123456' }] })
    expect(profile.abilities).toEqual({
      softwares: ['McKesson Connect', 'McKesson EnterpriseRx', 'Pyxis MedStation'],
      specialties: ['Hospital Inpatient'],
      skills: ['IV Admixture', 'Prior Authorizations', 'Sterile Compounding (USP 797)'],
      languages: ['English', 'Spanish'],
    })
    expect(profile.workExperience.map((j) => [j.company, j.jobTitle, j.startDate, j.endDate])).toEqual([
      ['Publix Super Markets', 'Pharmacy Technician', '2019-03', null],
      ['Baptist Health South Florida', 'IV Technician', '2016-01', '2019-01'],
    ])
    expect(profile.education).toEqual([{ institution: 'Miami Dade College', major: 'Pharmacy Technician', degreeType: 'OTHER', graduationDate: '2016-01' }])
  })

  test('an empty résumé gives an empty profile, not an error', () => {
    expect(extractProfile('', NOW)).toEqual({
      personalInfo: { firstName: null, lastName: null, email: null, phone: null, streetAddress: null, city: null, state: null, zipCode: null, aboutMe: null },
      professionalInfo: { title: null, yearsOfExperience: null, licenses: [] },
      abilities: { softwares: [], specialties: [], skills: [], languages: [] },
      workExperience: [],
      education: [],
    })
  })
})
