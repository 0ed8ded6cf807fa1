/**
 * More than one server process on one port (`SERVER_PROCESSES`): starting the serve-only copies
 * (spawn.ts), passing their writes to the first process (forward-writes.ts) and taking them there,
 * each once (writer-socket.ts).
 */
export { exitWhenOrphaned, isServeOnlyProcess, processNumber, startServeOnlyProcesses } from './spawn'
export { serveOnlyHandler, UNAVAILABLE_MESSAGE } from './forward-writes'
export { passedOnClientAddress, reopenWriterSocket, serveWriterSocket, type WriterSocket } from './writer-socket'
