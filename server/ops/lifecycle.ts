/**
 * What a stopping server must still do, and whether it is stopping: /readyz answers 503 from the moment a
 * stop begins (a load balancer then sends no new requests), and each part registers what it must finish or
 * hand back (the job runner waits for its tick and releases its leases).
 */
export class Lifecycle {
  stopping = false
  private readonly hooks: (() => Promise<void>)[] = []

  onStop(hook: () => Promise<void>) {
    this.hooks.push(hook)
  }

  /** Runs every hook, in registration order; a failing hook does not keep the others from running. */
  async stop(onError: (e: unknown) => void): Promise<void> {
    this.stopping = true
    for (const hook of this.hooks)
      try {
        await hook()
      } catch (e) {
        onError(e)
      }
  }
}
