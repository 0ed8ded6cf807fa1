/** The server's version, from package.json (embedded at build time). */
import pkg from '../package.json'

export const SERVER_VERSION: string = pkg.version
