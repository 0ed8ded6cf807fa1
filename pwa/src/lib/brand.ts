export const PRODUCT_NAME = 'Shiftwell'
