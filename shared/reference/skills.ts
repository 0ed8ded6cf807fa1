/**
 * Skills a provider can claim. USP chapter numbers are part of the names because
 * facilities hiring for compounding ask for them by number. Kept alphabetical.
 */
export const SKILLS = [
  'Anticoagulation Management',
  'Antimicrobial Stewardship',
  'Bilingual Patient Communication',
  'Blister Packing',
  'Chemotherapy Preparation',
  'Controlled Substance Inventory (DEA)',
  'Diabetes Education',
  'Drug Utilization Review',
  'Hazardous Drug Handling (USP 800)',
  'Hormonal Contraceptive Prescribing',
  'Immunizations',
  'Insurance Billing & Claims Adjudication',
  'Inventory Management',
  'IV Admixture',
  'Medication Reconciliation',
  'Medication Synchronization',
  'Medication Therapy Management',
  'Naloxone Dispensing',
  'Non-Sterile Compounding (USP 795)',
  'Patient Counseling',
  'Pharmacogenomics',
  'Pharmacokinetic Dosing',
  'Point-of-Care Testing',
  'Prescription Data Entry',
  'Prescription Transfers',
  'Prescription Verification',
  'Prior Authorizations',
  'Smoking Cessation',
  'Sterile Compounding (USP 797)',
  'Third-Party Reconciliation',
  'TPN Preparation',
  'Travel Health Consultations',
  'Unit Dose Packaging',
  'Vaccine Storage & Handling',
] as const satisfies readonly string[]

export type Skill = (typeof SKILLS)[number]
