export * from './identity'
export * from './organizations'
export * from './providers'
export * from './platform'
