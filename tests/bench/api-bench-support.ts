import { startServer, type RunningServer } from '../support/start-server'

/** The real server on the bench volumes (200,000 orders); .bench/data is kept, so only a first run seeds. */
export function startBenchServer(): Promise<RunningServer> {
  return startServer({
    port: 20000 + Math.floor(Math.random() * 20000),
    env: { DATA_DIR: '.bench/data', SEED_ORDERS: '200000', DATABASE_URL: process.env.DATABASE_URL ?? '' },
  })
}

/** An admin access token ("Bearer ...") from the product API's login. */
export async function adminToken(url: string): Promise<string> {
  const login = await fetch(`${url}/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'demo1234' }),
  })
  return ((await login.json()) as { data: { token: string } }).data.token
}

export const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN
}
