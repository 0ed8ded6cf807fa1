/**
 * The server as the binary starts it, with one fsync of the write-ahead log that fails: the first
 * after the process gets SIGUSR2, slowly, as a dying disk does. Later ones succeed, as on Linux
 * after the kernel dropped the pages it could not write. For wal-sync-failure.test.ts.
 */
import { fdatasync } from 'node:fs'
import { loadConfig } from '../config'
import { startServer } from '../server'

let failNext = false
process.on('SIGUSR2', () => {
  failNext = true
})

function syncLogFile(fd: number): Promise<void> {
  if (failNext) {
    failNext = false
    return Bun.sleep(50).then(() => Promise.reject(Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' })))
  }
  return new Promise((resolve, reject) => fdatasync(fd, (error) => (error ? reject(error) : resolve())))
}

await startServer({ config: loadConfig(process.env), syncLogFile })
