import { useMemo } from 'react'

/** Blocking alerts the spec requires verbatim (section 8): `error：{error}` and 'getSysTokenByCode error'. */
export function useAlert() {
  return useMemo(
    () => ({
      error: (error: string) => window.alert(`error：${error}`),
      exchangeFailed: () => window.alert('getSysTokenByCode error'),
    }),
    [],
  )
}
