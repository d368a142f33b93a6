import type { TestProject } from 'vitest/node'
import { startServer } from '../support/start-server'

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string
  }
}

/**
 * One real server (embedded database, or PostgreSQL when DATABASE_URL is set) for the whole API suite, on a free
 * port, or on API_TEST_PORT when given (a shared machine hands out port ranges); API_TEST_START_MS waits longer
 * for it to start on a loaded machine.
 */
export default async function setup(project: TestProject) {
  const port = Number(process.env.API_TEST_PORT) || undefined
  const startTimeoutMs = Number(process.env.API_TEST_START_MS) || undefined
  const server = await startServer({ port, startTimeoutMs })
  project.provide('apiUrl', server.url)
  return () => server.stop()
}
