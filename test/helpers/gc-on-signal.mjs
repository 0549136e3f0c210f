// Preloaded into a server under test (`node --expose-gc --import this-file`): each SIGUSR2 forces a full
// garbage collection and prints one line with the heap in use after it, for the test to read.
process.on('SIGUSR2', () => {
  globalThis.gc()
  process.stdout.write(`forced-gc heapUsed=${process.memoryUsage().heapUsed}\n`)
})
