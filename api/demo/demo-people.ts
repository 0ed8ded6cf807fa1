/**
 * The demo dataset's people and places: real cities and ZIP codes, pharmacy-sounding names,
 * every provider title, organization roles including a MEMBER limited to some facilities.
 */
import type { OrganizationRole, ProviderType, TeamRole } from '../../shared/enums'

export const DEMO_PASSWORD = 'Demo-pass-2026'

export interface DemoFacility {
  name: string
  streetAddress: string
  city: string
  state: string
  zipCode: string
  phone: string
}

export interface DemoOrganization {
  name: string
  parent?: string
  percentageFee: number
  creditsInCents: number
  facilities: DemoFacility[]
  members: { firstName: string; lastName: string; email: string; role: OrganizationRole; facilities?: number[] }[]
}

export const DEMO_ORGANIZATIONS: DemoOrganization[] = [
  {
    name: 'Lone Star Community Pharmacies',
    parent: 'Southwest Pharmacy Partners',
    percentageFee: 25,
    creditsInCents: 50_000,
    facilities: [
      { name: 'Lone Star Pharmacy — Downtown Austin', streetAddress: '401 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701', phone: '(512) 555-0147' },
      { name: 'Lone Star Pharmacy — Montrose', streetAddress: '1801 Westheimer Rd', city: 'Houston', state: 'TX', zipCode: '77098', phone: '(713) 555-0182' },
      { name: 'Lone Star Pharmacy — Uptown Dallas', streetAddress: '2500 McKinney Ave', city: 'Dallas', state: 'TX', zipCode: '75201', phone: '(214) 555-0163' },
    ],
    members: [
      { firstName: 'Maria', lastName: 'Lopez', email: 'owner@lonestar.demo', role: 'OWNER' },
      { firstName: 'Derek', lastName: 'Nguyen', email: 'admin@lonestar.demo', role: 'ADMIN' },
      { firstName: 'Priya', lastName: 'Shah', email: 'houston.manager@lonestar.demo', role: 'MEMBER', facilities: [1] },
    ],
  },
  {
    name: 'Pacific Coast Health Pharmacy',
    percentageFee: 22,
    creditsInCents: 0,
    facilities: [
      { name: 'Pacific Coast Pharmacy — Mission District', streetAddress: '2300 Mission St', city: 'San Francisco', state: 'CA', zipCode: '94110', phone: '(415) 555-0129' },
      { name: 'Pacific Coast Pharmacy — Capitol Hill', streetAddress: '1520 Broadway', city: 'Seattle', state: 'WA', zipCode: '98122', phone: '(206) 555-0175' },
      { name: 'Pacific Coast Pharmacy — Pearl District', streetAddress: '1100 NW Glisan St', city: 'Portland', state: 'OR', zipCode: '97209', phone: '(503) 555-0158' },
    ],
    members: [
      { firstName: 'Kevin', lastName: 'Park', email: 'owner@pacificcoast.demo', role: 'OWNER' },
      { firstName: 'Aisha', lastName: 'Rahman', email: 'seattle.manager@pacificcoast.demo', role: 'MEMBER', facilities: [1, 2] },
    ],
  },
  {
    name: 'Empire Apothecary Group',
    percentageFee: 25,
    creditsInCents: 125_000,
    facilities: [
      { name: 'Empire Apothecary — Chelsea', streetAddress: '210 W 23rd St', city: 'New York', state: 'NY', zipCode: '10011', phone: '(212) 555-0191' },
      { name: 'Empire Apothecary — Brickell', streetAddress: '1001 Brickell Bay Dr', city: 'Miami', state: 'FL', zipCode: '33131', phone: '(305) 555-0114' },
      { name: 'Empire Apothecary — Lincoln Park', streetAddress: '2400 N Clark St', city: 'Chicago', state: 'IL', zipCode: '60614', phone: '(312) 555-0136' },
      { name: 'Empire Apothecary — Midtown Phoenix', streetAddress: '1 N Central Ave', city: 'Phoenix', state: 'AZ', zipCode: '85004', phone: '(602) 555-0172' },
    ],
    members: [
      { firstName: 'Rachel', lastName: 'Goldberg', email: 'owner@empire.demo', role: 'OWNER' },
      { firstName: 'Marcus', lastName: 'Johnson', email: 'admin@empire.demo', role: 'ADMIN' },
      { firstName: 'Sofia', lastName: 'Martinez', email: 'miami.manager@empire.demo', role: 'MEMBER', facilities: [1] },
    ],
  },
  {
    // A small independent on the job board's entry plan (api/demo/load-demo-careers-billing.ts).
    name: 'Great Lakes Family Pharmacy',
    percentageFee: 25,
    creditsInCents: 0,
    facilities: [
      { name: 'Great Lakes Family Pharmacy — Corktown', streetAddress: '1401 Michigan Ave', city: 'Detroit', state: 'MI', zipCode: '48216', phone: '(313) 555-0142' },
      { name: 'Great Lakes Family Pharmacy — North Loop', streetAddress: '212 N 2nd St', city: 'Minneapolis', state: 'MN', zipCode: '55401', phone: '(612) 555-0168' },
    ],
    members: [{ firstName: 'Tom', lastName: 'Kowalski', email: 'owner@greatlakes.demo', role: 'OWNER' }],
  },
]

export interface DemoProvider {
  firstName: string
  lastName: string
  email: string
  providerType: ProviderType
  streetAddress: string
  city: string
  state: string
  zipCode: string
  phone: string
  yearsOfExperience: number
  softwares: string[]
  specialties: string[]
  skills: string[]
  languages: string[]
  licenseStates: string[]
  aboutMe: string
}

export const DEMO_PROVIDERS: DemoProvider[] = [
  { firstName: 'James', lastName: 'Carter', email: 'pharmacist@provider.demo', providerType: 'PHARMACIST', streetAddress: '1200 Barton Springs Rd', city: 'Austin', state: 'TX', zipCode: '78704', phone: '(512) 555-0188', yearsOfExperience: 8, softwares: ['PioneerRx', 'McKesson EnterpriseRx'], specialties: ['Retail/Community', 'Long-Term Care'], skills: ['Immunizations', 'Medication Therapy Management'], languages: ['English', 'Spanish'], licenseStates: ['TX', 'NM'], aboutMe: 'Community pharmacist, immunizer, comfortable running a busy retail bench alone.' },
  { firstName: 'Emily', lastName: 'Chen', email: 'emily.chen@provider.demo', providerType: 'PHARMACIST', streetAddress: '455 Valencia St', city: 'San Francisco', state: 'CA', zipCode: '94103', phone: '(415) 555-0166', yearsOfExperience: 12, softwares: ['Epic Willow', 'Omnicell'], specialties: ['Hospital Inpatient', 'Oncology'], skills: ['Sterile Compounding (USP 797)', 'Pharmacokinetic Dosing'], languages: ['English', 'Chinese (Mandarin)'], licenseStates: ['CA', 'WA', 'OR'], aboutMe: 'Clinical pharmacist with oncology and sterile compounding experience.' },
  { firstName: 'Robert', lastName: 'Williams', email: 'robert.williams@provider.demo', providerType: 'PHARMACIST', streetAddress: '88 Lexington Ave', city: 'New York', state: 'NY', zipCode: '10016', phone: '(646) 555-0121', yearsOfExperience: 20, softwares: ['QS/1', 'Rx30'], specialties: ['Retail/Community', 'Compounding (Non-Sterile)'], skills: ['Patient Counseling', 'Controlled Substance Inventory (DEA)'], languages: ['English'], licenseStates: ['NY', 'NJ', 'FL'], aboutMe: 'Twenty years in independent pharmacy; available weekends.' },
  { firstName: 'Grace', lastName: 'Okafor', email: 'grace.okafor@provider.demo', providerType: 'PHARMACIST', streetAddress: '1550 N Lake Shore Dr', city: 'Chicago', state: 'IL', zipCode: '60610', phone: '(773) 555-0133', yearsOfExperience: 4, softwares: ['BestRx', 'PioneerRx'], specialties: ['Ambulatory Care', 'Retail/Community'], skills: ['Immunizations', 'Diabetes Education'], languages: ['English', 'French'], licenseStates: ['IL', 'WI'], aboutMe: 'Ambulatory care pharmacist, certified diabetes educator.' },
  { firstName: 'Megan', lastName: "O'Brien", email: 'megan.obrien@provider.demo', providerType: 'PHARMACIST', streetAddress: '3200 Oak Lawn Ave', city: 'Dallas', state: 'TX', zipCode: '75219', phone: '(469) 555-0124', yearsOfExperience: 5, softwares: ['PioneerRx', 'Computer-Rx'], specialties: ['Retail/Community', 'Compounding (Non-Sterile)'], skills: ['Non-Sterile Compounding (USP 795)', 'Immunizations'], languages: ['English'], licenseStates: ['TX', 'OK'], aboutMe: 'Independent-pharmacy pharmacist who enjoys compounding and busy weekends.' },
  { firstName: 'Sarah', lastName: 'Nakamura', email: 'sarah.nakamura@provider.demo', providerType: 'PHARMACIST', streetAddress: '2200 Western Ave', city: 'Seattle', state: 'WA', zipCode: '98121', phone: '(206) 555-0197', yearsOfExperience: 9, softwares: ['Epic Willow', 'McKesson EnterpriseRx'], specialties: ['Retail/Community', 'Ambulatory Care'], skills: ['Immunizations', 'Travel Health Consultations'], languages: ['English', 'Japanese'], licenseStates: ['WA', 'OR'], aboutMe: 'Pacific Northwest relief pharmacist; travel vaccines and immunization clinics.' },
  { firstName: 'Carlos', lastName: 'Mendez', email: 'carlos.mendez@provider.demo', providerType: 'PHARMACIST', streetAddress: '1450 SW 8th St', city: 'Miami', state: 'FL', zipCode: '33135', phone: '(305) 555-0186', yearsOfExperience: 11, softwares: ['Rx30', 'PrimeRx'], specialties: ['Retail/Community', 'Long-Term Care'], skills: ['Patient Counseling', 'Medication Synchronization'], languages: ['English', 'Spanish', 'Portuguese'], licenseStates: ['FL'], aboutMe: 'Bilingual community pharmacist; long-term care and med sync.' },
  { firstName: 'Aaron', lastName: 'Begay', email: 'aaron.begay@provider.demo', providerType: 'PHARMACIST', streetAddress: '4502 N 16th St', city: 'Phoenix', state: 'AZ', zipCode: '85016', phone: '(602) 555-0153', yearsOfExperience: 6, softwares: ['McKesson EnterpriseRx', 'ScriptPro'], specialties: ['Retail/Community', 'Specialty Pharmacy'], skills: ['Immunizations', 'Prior Authorizations'], languages: ['English'], licenseStates: ['AZ', 'NV'], aboutMe: 'Specialty and retail pharmacist in the Valley, happy to cover early mornings.' },
  { firstName: 'Luis', lastName: 'Hernandez', email: 'technician@provider.demo', providerType: 'TECHNICIAN', streetAddress: '3100 Main St', city: 'Houston', state: 'TX', zipCode: '77002', phone: '(832) 555-0177', yearsOfExperience: 5, softwares: ['PioneerRx', 'Liberty Software'], specialties: ['Retail/Community'], skills: ['Prescription Data Entry', 'Insurance Billing & Claims Adjudication'], languages: ['English', 'Spanish'], licenseStates: ['TX'], aboutMe: 'CPhT, fast on data entry and third-party billing.' },
  { firstName: 'Hannah', lastName: 'Kim', email: 'hannah.kim@provider.demo', providerType: 'TECHNICIAN', streetAddress: '920 E Pike St', city: 'Seattle', state: 'WA', zipCode: '98122', phone: '(206) 555-0140', yearsOfExperience: 3, softwares: ['Epic Willow', 'Pyxis MedStation'], specialties: ['Hospital Inpatient'], skills: ['IV Admixture', 'Inventory Management'], languages: ['English', 'Korean'], licenseStates: ['WA', 'OR'], aboutMe: 'Hospital technician, IV room and automated dispensing cabinets.' },
  { firstName: 'Andre', lastName: 'Thompson', email: 'andre.thompson@provider.demo', providerType: 'TECHNICIAN', streetAddress: '75 SE 6th St', city: 'Miami', state: 'FL', zipCode: '33131', phone: '(786) 555-0159', yearsOfExperience: 2, softwares: ['Rx30', 'PrimeRx'], specialties: ['Retail/Community', 'Long-Term Care'], skills: ['Blister Packing', 'Prescription Data Entry'], languages: ['English', 'Haitian Creole'], licenseStates: ['FL'], aboutMe: 'Long-term care packaging and retail counter experience.' },
  { firstName: 'Olivia', lastName: 'Brooks', email: 'olivia.brooks@provider.demo', providerType: 'TECHNICIAN', streetAddress: '200 W Washington St', city: 'Phoenix', state: 'AZ', zipCode: '85003', phone: '(480) 555-0112', yearsOfExperience: 7, softwares: ['McKesson EnterpriseRx', 'ScriptPro'], specialties: ['Mail Order', 'Specialty Pharmacy'], skills: ['Prior Authorizations', 'Inventory Management'], languages: ['English'], licenseStates: ['AZ', 'NV'], aboutMe: 'Specialty pharmacy technician; prior authorization expert.' },
  { firstName: 'Noah', lastName: 'Patel', email: 'intern@provider.demo', providerType: 'INTERN', streetAddress: '2200 Guadalupe St', city: 'Austin', state: 'TX', zipCode: '78705', phone: '(512) 555-0193', yearsOfExperience: 1, softwares: ['PioneerRx'], specialties: ['Retail/Community'], skills: ['Immunizations', 'Patient Counseling'], languages: ['English', 'Gujarati', 'Hindi'], licenseStates: ['TX'], aboutMe: 'Third-year PharmD student, certified immunizer.' },
  { firstName: 'Mia', lastName: 'Rossi', email: 'mia.rossi@provider.demo', providerType: 'INTERN', streetAddress: '160 Convent Ave', city: 'New York', state: 'NY', zipCode: '10031', phone: '(917) 555-0148', yearsOfExperience: 0, softwares: ['QS/1'], specialties: ['Hospital Inpatient'], skills: ['Medication Reconciliation'], languages: ['English', 'Italian'], licenseStates: ['NY'], aboutMe: 'PharmD candidate looking for hospital rotations and weekend shifts.' },
  { firstName: 'Daniel', lastName: 'Morales', email: 'daniel.morales@provider.demo', providerType: 'INTERN', streetAddress: '1000 S Broadway', city: 'Los Angeles', state: 'CA', zipCode: '90015', phone: '(213) 555-0119', yearsOfExperience: 1, softwares: ['Epic Willow'], specialties: ['Clinical Pharmacy'], skills: ['Medication Reconciliation', 'Patient Counseling'], languages: ['English', 'Spanish'], licenseStates: ['CA'], aboutMe: 'Pharmacy intern with clinical rotation experience.' },
]

export const DEMO_TEAM: { firstName: string; lastName: string; email: string; role: TeamRole }[] = [
  { firstName: 'Avery', lastName: 'Admin', email: 'admin@marketplace.demo', role: 'ADMIN' },
  { firstName: 'Jordan', lastName: 'Reyes', email: 'jordan.reyes@marketplace.demo', role: 'ADMIN' },
  { firstName: 'Owen', lastName: 'Operations', email: 'ops@marketplace.demo', role: 'OPERATIONS' },
  { firstName: 'Nina', lastName: 'Kowalski', email: 'nina.kowalski@marketplace.demo', role: 'OPERATIONS' },
  { firstName: 'Sam', lastName: 'Support', email: 'support@marketplace.demo', role: 'SUPPORT' },
  { firstName: 'Tariq', lastName: 'Haddad', email: 'tariq.haddad@marketplace.demo', role: 'SUPPORT' },
]
