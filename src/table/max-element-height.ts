let measured: number | undefined

/**
 * The tallest element the browser lays out, measured once as AG Grid does: doubling from 1,000,000 px
 * until the height no longer holds (32,000,000 in Chromium; Firefox keeps the height but stops painting
 * after ~6M, so it is not tried past that).
 *
 * Each read of the probe's height lays the page out. The console measures it when it mounts, before its
 * first render, while the page is still its start-up markup; measured inside a grid's first render it laid
 * out the whole shell there, a long task of its own on a cold start (issue 31).
 */
export function maxElementHeight(): number {
  if (measured !== undefined) return measured
  if (typeof document === 'undefined' || !document.body) return Infinity
  const upTo = /firefox/i.test(navigator.userAgent) ? 6_000_000 : 1_000_000_000
  const div = document.createElement('div')
  div.style.cssText = 'position:absolute;top:0;left:0;width:1px;visibility:hidden'
  document.body.append(div)
  let height = 1_000_000
  for (let next = height * 2; next <= upTo; next *= 2) {
    div.style.height = `${next}px`
    if (div.clientHeight !== next) break
    height = next
  }
  div.remove()
  return (measured = height)
}
