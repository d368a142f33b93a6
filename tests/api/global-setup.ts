import type { TestProject } from 'vitest/node'
import { startServer } from '../support/start-server'

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string
  }
}

/**
 * One real server (embedded database, or PostgreSQL when DATABASE_URL is set) for the whole API suite, on
 * API_TEST_PORT when set (several people testing on one machine keep to their own ports).
 */
export default async function setup(project: TestProject) {
  const port = Number(process.env.API_TEST_PORT) || undefined
  const server = await startServer({ port })
  project.provide('apiUrl', server.url)
  return () => server.stop()
}
