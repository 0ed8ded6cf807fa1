/** Public reference data: states and cities, ZIP codes, specialties, softwares, skills, languages. */
export { referenceRoutes } from './routes'
