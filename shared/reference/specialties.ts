/**
 * Practice settings and clinical specialties. A shift names the setting it needs and a
 * provider lists the ones they have worked in, so both sides match on the same words.
 * Kept alphabetical.
 */
export const SPECIALTIES = [
  '340B Program',
  'Ambulatory Care',
  'Cardiology',
  'Central Fill',
  'Clinical Pharmacy',
  'Compounding (Non-Sterile)',
  'Compounding (Sterile)',
  'Critical Care',
  'Emergency Medicine',
  'Geriatrics',
  'Home Infusion',
  'Hospital Inpatient',
  'Hospital Outpatient',
  'Infectious Disease',
  'Long-Term Care',
  'Mail Order',
  'Managed Care',
  'Nephrology',
  'Nuclear Pharmacy',
  'Nutrition Support',
  'Oncology',
  'Pediatrics',
  'Pharmacy Informatics',
  'Psychiatric',
  'Retail/Community',
  'Specialty Pharmacy',
  'Telepharmacy',
  'Transplant',
  'Veterinary',
] as const satisfies readonly string[]

export type Specialty = (typeof SPECIALTIES)[number]
