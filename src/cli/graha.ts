/** The `graha` command. */
import { ConfigError, loadConfig } from '../config.js'
import { serve } from '../server.js'

const USAGE = `usage: graha <command>

commands:
  serve     serve the API on HOST:PORT (default 127.0.0.1:8080)
  help      show this text

environment: HOST, PORT, LOG_LEVEL, NODE_ENV, EPHEMERIS_JPL_FILE (see README.md)`

async function main(argv: string[]): Promise<number> {
  const [command] = argv
  switch (command) {
    case 'serve':
      await serve(loadConfig())
      return -1 // keep running
    case 'help':
    case '--help':
    case '-h':
      console.log(USAGE)
      return 0
    default:
      console.error(command ? `graha: unknown command '${command}'\n\n${USAGE}` : USAGE)
      return 2
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exit(code)
  },
  (err: unknown) => {
    console.error(
      `graha: ${err instanceof ConfigError ? err.message : err instanceof Error ? err.message : String(err)}`,
    )
    process.exit(1)
  },
)
