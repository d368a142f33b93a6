/** Moved to src/auth/use-can.ts; re-exported so shell imports keep working. */
export { useAccess, useCan } from '@/auth/use-can'
