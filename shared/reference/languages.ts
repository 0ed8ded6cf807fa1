/**
 * English, the languages most spoken at home in the US (Census ACS) and American Sign
 * Language: 24 in all. Pharmacies serving those communities look for staff who can counsel
 * patients in them. Kept alphabetical.
 */
export const LANGUAGES = [
  'American Sign Language',
  'Arabic',
  'Bengali',
  'Chinese (Cantonese)',
  'Chinese (Mandarin)',
  'English',
  'French',
  'German',
  'Gujarati',
  'Haitian Creole',
  'Hindi',
  'Italian',
  'Japanese',
  'Korean',
  'Persian (Farsi)',
  'Polish',
  'Portuguese',
  'Punjabi',
  'Russian',
  'Spanish',
  'Tagalog',
  'Telugu',
  'Urdu',
  'Vietnamese',
] as const satisfies readonly string[]

export type Language = (typeof LANGUAGES)[number]
