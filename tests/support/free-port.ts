import { createServer } from 'node:net'

/**
 * A port that is free right now, below Linux's ephemeral range (32768–60999) so that no outgoing connection
 * of this machine can take it between this check and the server's own listen.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20000 + Math.floor(Math.random() * 12000)
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
      probe.once('error', () => resolve(false))
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
    })
    if (free) return port
  }
}
