/** Small inline icons for menu entries; unknown names get a neutral dot. */
const PATHS: Record<string, string> = {
  dashboard: 'M3 13h8V3H3zm0 8h8v-6H3zm10 0h8V11h-8zm0-18v6h8V3z',
  order: 'M7 4h10l1 4H6zm-2 6h14l-1 10H6zM9 13v4m6-4v4',
  list: 'M4 6h16M4 12h16M4 18h16',
  price: 'M12 2v20M17 6H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6',
  product: 'M12 2 3 7v10l9 5 9-5V7z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0',
  commodity: 'M3 9l9-6 9 6v11H3zM9 20v-6h6v6',
  money: 'M3 6h18v12H3zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM6 9v.01M18 15v.01',
  shopping: 'M6 7h12l1 13H5zM9 7a3 3 0 0 1 6 0',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9z',
  inbox: 'M3 13h5l2 3h4l2-3h5M6 4h12l3 9v7H3v-7z',
  component: 'M12 3 2 8l10 5 10-5zM2 12l10 5 10-5M2 16l10 5 10-5',
}

/** The icon names this set draws (menu declarations must use one of them). */
export const ICON_NAMES = Object.keys(PATHS)

export function Icon({ name, size = 18 }: { name: string; size?: number }) {
  const d = PATHS[name]
  return (
    <svg className="icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {d ? (
        <path
          d={d}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <circle cx="12" cy="12" r="3" fill="currentColor" />
      )}
    </svg>
  )
}
