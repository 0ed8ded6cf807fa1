import { afterAll } from 'bun:test'
import { removeScratchDirs } from '../lib/scratch-dir'

// Tests run in UTC so no assertion depends on the machine's zone.
process.env.TZ = 'UTC'

// After the last test of the run: the throwaway databases', file stores' and fixtures' folders.
afterAll(removeScratchDirs)
