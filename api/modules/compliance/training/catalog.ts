/**
 * The compliance training catalog (issue 13 §5): the annual trainings a pharmacy expects of
 * anyone working its counter. Kept in code, like the reference lists: the text is short, plain
 * and versioned with the app; the answers never leave the server (to-dto.ts shows the options).
 *
 * Sources the texts summarize: the HIPAA Privacy and Security Rules (45 CFR Parts 160 and 164),
 * CMS's Medicare Parts C and D fraud, waste and abuse training, OSHA's Bloodborne Pathogens
 * Standard (29 CFR 1910.1030), and the DEA's Pharmacist's Manual on diversion of controlled
 * substances. They are awareness summaries, not legal advice.
 */

export interface TrainingSection {
  heading: string
  paragraphs: string[]
}

export interface TrainingQuestionDef {
  questionId: string
  prompt: string
  options: string[]
  /** Index of the right option. */
  answer: number
}

export interface TrainingModuleDef {
  moduleKey: string
  title: string
  summary: string
  estimatedMinutes: number
  /** Needed for the onboarding checklist. */
  required: boolean
  sections: TrainingSection[]
  questions: TrainingQuestionDef[]
}

export const TRAINING_MODULES: readonly TrainingModuleDef[] = [
  {
    moduleKey: 'HIPAA_PRIVACY_SECURITY',
    title: 'HIPAA privacy and security',
    summary: "Protecting patients' health information at the counter, on the phone and on screens.",
    estimatedMinutes: 12,
    required: true,
    sections: [
      {
        heading: 'What is protected',
        paragraphs: [
          'Protected health information (PHI) is any information that identifies a patient and relates to their health, their care or the payment for it: a name on a prescription label, a date of birth with a drug name, an insurance ID, a voicemail about a refill.',
          'HIPAA applies to pharmacies as covered entities, and to everyone who works in them, including relief pharmacists and technicians on a single shift.',
        ],
      },
      {
        heading: 'Minimum necessary',
        paragraphs: [
          'Use and share only the minimum information needed for the task. Treatment, payment and pharmacy operations do not need a patient’s written authorization; most other uses do.',
          'Counsel patients at the consultation window in a low voice, confirm identity with two identifiers (name and date of birth) before discussing a prescription, and leave voicemails that say only who is calling and a number to call back.',
        ],
      },
      {
        heading: 'Security on the job',
        paragraphs: [
          'Never share your pharmacy system login. Lock or log off the workstation when you step away, and position screens so customers cannot read them.',
          'Put labels, vial caps with labels and printed reports in the locked shred bin, never the regular trash. Do not take pictures of prescriptions or screens with a personal phone.',
        ],
      },
      {
        heading: 'When something goes wrong',
        paragraphs: [
          'A breach is PHI used or disclosed in a way the rule does not allow: a bag handed to the wrong patient, a fax to the wrong number. Report it to the pharmacist in charge or the privacy officer the same day; the pharmacy must notify affected patients within 60 days of discovery.',
        ],
      },
    ],
    questions: [
      {
        questionId: 'hipaa-1',
        prompt: 'Which of these is protected health information?',
        options: ['The pharmacy’s store hours', 'A patient’s name together with the drug they take', 'The wholesale price of a drug', 'A manufacturer’s recall notice'],
        answer: 1,
      },
      {
        questionId: 'hipaa-2',
        prompt: 'Before discussing a prescription at pickup, you should:',
        options: ['Ask for the patient’s insurance card only', 'Confirm two identifiers, such as name and date of birth', 'Read the drug name aloud to confirm it', 'Ask the patient to spell their street'],
        answer: 1,
      },
      {
        questionId: 'hipaa-3',
        prompt: 'A coworker asks to use your login because theirs is locked. You:',
        options: ['Share it just this once', 'Log in for them and walk away', 'Decline and ask the pharmacist in charge to reset theirs', 'Write it on a sticky note'],
        answer: 2,
      },
      {
        questionId: 'hipaa-4',
        prompt: 'You handed a bag to the wrong patient. What do you do?',
        options: ['Nothing if the patient returns it', 'Report it to the pharmacist in charge or privacy officer the same day', 'Call the patient’s doctor', 'Wait for the patient to complain'],
        answer: 1,
      },
    ],
  },
  {
    moduleKey: 'FRAUD_WASTE_ABUSE',
    title: 'Fraud, waste and abuse',
    summary: 'Recognizing and reporting fraud, waste and abuse in Medicare, Medicaid and commercial plans.',
    estimatedMinutes: 10,
    required: true,
    sections: [
      {
        heading: 'The three terms',
        paragraphs: [
          'Fraud is knowingly submitting, or causing to be submitted, false claims to obtain payment: billing for a drug never dispensed, or a brand when a generic was given.',
          'Waste is overusing services or misusing resources, such as auto-refilling prescriptions the patient no longer takes. Abuse is practice that results in unnecessary cost without clear intent, such as billing a larger package size than dispensed.',
        ],
      },
      {
        heading: 'The laws behind it',
        paragraphs: [
          'The False Claims Act makes each false claim a violation with civil penalties per claim. The Anti-Kickback Statute forbids offering or taking anything of value in exchange for referrals of business paid by federal programs, including waiving copays routinely.',
          'People and businesses excluded by the HHS Office of Inspector General may not be paid with federal program money; pharmacies check the exclusion list before anyone works for them.',
        ],
      },
      {
        heading: 'Red flags at a pharmacy',
        paragraphs: [
          'Prescriptions that look altered or copied, the same prescriber writing unusual quantities for many patients, patients asking to be billed for a drug they do not want to take home, or requests to change the date of service.',
          'Report what you see to the pharmacist in charge, the pharmacy’s compliance hotline or the OIG hotline (1-800-HHS-TIPS). Federal law protects employees who report in good faith from retaliation.',
        ],
      },
    ],
    questions: [
      {
        questionId: 'fwa-1',
        prompt: 'Billing a plan for a brand drug when the generic was dispensed is:',
        options: ['Waste', 'Fraud', 'Allowed if the price is close', 'Abuse only if it happens twice'],
        answer: 1,
      },
      {
        questionId: 'fwa-2',
        prompt: 'Routinely waiving copays to attract patients on federal programs can violate:',
        options: ['The Anti-Kickback Statute', 'OSHA’s bloodborne pathogens standard', 'The Americans with Disabilities Act', 'Nothing: it helps patients'],
        answer: 0,
      },
      {
        questionId: 'fwa-3',
        prompt: 'Where can you report suspected fraud?',
        options: ['Only to the police', 'Nowhere, unless you are the owner', 'To the pharmacist in charge, the compliance hotline or the OIG hotline', 'On social media'],
        answer: 2,
      },
    ],
  },
  {
    moduleKey: 'OSHA_BLOODBORNE_PATHOGENS',
    title: 'OSHA bloodborne pathogens',
    summary: 'Safe immunizations and point-of-care testing: sharps, exposures and what to do after a needlestick.',
    estimatedMinutes: 10,
    required: true,
    sections: [
      {
        heading: 'Who is covered',
        paragraphs: [
          'Anyone who may reasonably be exposed to blood or other potentially infectious materials at work: pharmacists and technicians who give immunizations or do fingerstick tests. The main risks are hepatitis B, hepatitis C and HIV.',
        ],
      },
      {
        heading: 'Preventing exposure',
        paragraphs: [
          'Follow universal precautions: treat all blood as infectious. Wash hands before and after each patient, wear gloves for any contact with blood, and use syringes with engineered sharps-injury protection.',
          'Never recap a used needle. Drop it, immediately after use, into the closable, puncture-resistant, labeled sharps container within reach, and replace the container when it is three-quarters full.',
        ],
      },
      {
        heading: 'After an exposure',
        paragraphs: [
          'Wash a needlestick or cut with soap and water at once; flush splashes to the eyes, nose or mouth with water. Report it to the pharmacist in charge immediately and seek medical evaluation the same day: post-exposure treatment works best within hours.',
          'Employers offer the hepatitis B vaccine free of charge to exposed workers and keep a sharps injury log.',
        ],
      },
    ],
    questions: [
      {
        questionId: 'bbp-1',
        prompt: 'After giving an injection, the used needle goes:',
        options: ['Back in its cap, then the trash', 'Straight into the sharps container, uncapped', 'In a paper bag for later', 'In the regular trash if the cap is on'],
        answer: 1,
      },
      {
        questionId: 'bbp-2',
        prompt: 'You are stuck by a used needle. First:',
        options: ['Finish the shift, then report it', 'Wash the site with soap and water and report it immediately', 'Squeeze it and apply a bandage only', 'Wait to see if symptoms appear'],
        answer: 1,
      },
      {
        questionId: 'bbp-3',
        prompt: 'Universal precautions mean:',
        options: ['Only patients with known infections are treated as infectious', 'All blood is treated as potentially infectious', 'Gloves are optional for fingersticks', 'Only nurses follow them'],
        answer: 1,
      },
    ],
  },
  {
    moduleKey: 'DEA_DIVERSION_AWARENESS',
    title: 'Controlled substances and diversion awareness',
    summary: "A pharmacist's corresponding responsibility, red flags, and keeping counts right.",
    estimatedMinutes: 12,
    required: false,
    sections: [
      {
        heading: 'Corresponding responsibility',
        paragraphs: [
          'A prescription for a controlled substance must be issued for a legitimate medical purpose by a practitioner acting in the usual course of practice. The pharmacist who fills it shares that responsibility (21 CFR 1306.04) and must resolve red flags before dispensing, or refuse.',
        ],
      },
      {
        heading: 'Red flags',
        paragraphs: [
          'Patients traveling long distances, paying cash for opioids, several patients with the same prescriber and the same combination (an opioid, a benzodiazepine and carisoprodol), early refill requests, and prescriptions that look altered.',
          'Check the state prescription drug monitoring program (PDMP) and document how a red flag was resolved on the prescription record.',
        ],
      },
      {
        heading: 'Records and losses',
        paragraphs: [
          'Schedule II drugs are ordered on DEA Form 222 (or CSOS) and kept in a locked cabinet or dispersed through the stock. A biennial inventory counts every controlled substance on hand.',
          'A theft or significant loss is reported to the DEA field office in writing within one business day of discovery, and on DEA Form 106 within 45 days.',
        ],
      },
    ],
    questions: [
      {
        questionId: 'dea-1',
        prompt: 'Who is responsible for a controlled-substance prescription being legitimate?',
        options: ['Only the prescriber', 'The prescriber, and the pharmacist who fills it', 'Only the patient', 'The insurance plan'],
        answer: 1,
      },
      {
        questionId: 'dea-2',
        prompt: 'A theft of controlled substances must first be reported to the DEA:',
        options: ['Within one business day of discovery', 'At the next biennial inventory', 'Only if over 100 tablets', 'Within a year'],
        answer: 0,
      },
      {
        questionId: 'dea-3',
        prompt: 'Before filling an early refill request for an opioid, a good first step is to:',
        options: ['Fill it to avoid a complaint', 'Check the state PDMP and resolve the red flag', 'Give half the quantity without asking', 'Ask the patient to pay cash'],
        answer: 1,
      },
    ],
  },
]

const BY_KEY = new Map(TRAINING_MODULES.map((m) => [m.moduleKey, m]))

export function trainingModule(moduleKey: string): TrainingModuleDef | undefined {
  return BY_KEY.get(moduleKey)
}

export const REQUIRED_MODULE_KEYS = TRAINING_MODULES.filter((m) => m.required).map((m) => m.moduleKey)
