export const PRODUCT_NAME = 'Shiftwell'
export const PRODUCT_TAGLINE = 'Pharmacy shifts, filled by people who know pharmacy.'
