import type { TestProject } from 'vitest/node'
import { startServer } from '../support/start-server'

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string
  }
}

/** One real server (embedded database, or PostgreSQL when DATABASE_URL is set) for the whole API suite. */
export default async function setup(project: TestProject) {
  const server = await startServer()
  project.provide('apiUrl', server.url)
  return () => server.stop()
}
