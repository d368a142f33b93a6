/**
 * The Node flags the server runs with: package.json's start and serve scripts pass them (a unit test checks),
 * and tests and benches start it the same way. A larger young generation: with 50 list requests in flight, the
 * default 16 MB semi-space promoted their objects to the old generation, and the extra collections cost
 * 0.3–0.7 ms of CPU per request (the list bench's CPU per request at 50 connections, before and after).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'] as const
