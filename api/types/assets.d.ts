// Files embedded with `import path from '…' with { type: 'file' }`: the import is a path that
// Bun.file() opens, inside the single binary or on disk.
declare module 'swagger-ui-dist/swagger-ui-bundle.js' {
  const path: string
  export default path
}
declare module 'swagger-ui-dist/swagger-ui.css' {
  const path: string
  export default path
}
