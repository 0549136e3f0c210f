/** Text written into SVG: the five characters XML gives meaning escaped. */
export const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** A coordinate as SVG text: one decimal, no trailing `.0`. */
export const num = (x: number) => {
  const r = Math.round(x * 10) / 10
  return Object.is(r, -0) ? '0' : String(r)
}
