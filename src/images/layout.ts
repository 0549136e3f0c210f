/**
 * Fitting a region's labels into it: the labels of one house (or sign) are set in rows, in one column or
 * two, at the largest font size that fits one of the region's boxes (rectangles that lie inside it).
 * Widths are estimated from DejaVu Sans' advance widths (about 0.6 em for these labels), which the PNG
 * renderer embeds; other fonts a caller names are of similar width.
 */

/** An axis-aligned rectangle inside a region, by its centre. */
export interface Box {
  cx: number
  cy: number
  w: number
  h: number
}

export interface PlacedLabel {
  text: string
  x: number
  /** The baseline. */
  y: number
}

export interface Fitted {
  fontSize: number
  labels: PlacedLabel[]
}

/** Average advance of a label's characters, in em (DejaVu Sans: digits 0.64, lower case ~0.6). */
const EM_PER_CHAR = 0.62
const LINE_HEIGHT = 1.18
const COLUMN_GAP_EM = 0.6

/** A label's width: its characters but the marks (an Indian script's vowel signs, anusvāra and virama
 *  sit on their letter or join it), each about as wide as DejaVu's. */
const widthEm = (s: string) => [...s].filter((c) => !/\p{M}/u.test(c)).length * EM_PER_CHAR

/**
 * Lays `texts` out in one of `boxes` at the largest size from `maxFont` down to `minFont` (half-point
 * steps) that fits, preferring one column; past `minFont` it keeps `minFont` in two columns (a house with
 * seven grahas and degrees at 300 px has no better answer).
 */
export function fitLabels(
  texts: readonly string[],
  boxes: readonly Box[],
  maxFont: number,
  minFont: number,
  /** Rows apart, in em: more for an Indian script, whose vowel signs reach above and below a row. */
  lineHeight = LINE_HEIGHT,
): Fitted {
  if (texts.length === 0) return { fontSize: maxFont, labels: [] }
  const widest = Math.max(...texts.map(widthEm))
  for (let f = maxFont; f >= minFont; f -= 0.5) {
    for (const cols of [1, 2]) {
      if (cols > texts.length) break
      const rows = Math.ceil(texts.length / cols)
      const needW = (cols * widest + (cols - 1) * COLUMN_GAP_EM) * f
      const needH = rows * lineHeight * f
      const box = boxes.find((b) => needW <= b.w && needH <= b.h)
      if (box) return { fontSize: f, labels: place(texts, box, f, cols, widest, lineHeight) }
    }
  }
  const box = boxes.reduce((a, b) => (b.w * b.h > a.w * a.h ? b : a))
  return {
    fontSize: minFont,
    labels: place(texts, box, minFont, Math.min(2, texts.length), widest, lineHeight),
  }
}

function place(
  texts: readonly string[],
  box: Box,
  f: number,
  cols: number,
  widestEm: number,
  lineHeight: number,
): PlacedLabel[] {
  const rows = Math.ceil(texts.length / cols)
  const colStep = (widestEm + COLUMN_GAP_EM) * f
  const lineStep = lineHeight * f
  const top = box.cy - ((rows - 1) * lineStep) / 2
  return texts.map((text, i) => {
    const col = cols === 1 ? 0 : Math.floor(i / rows)
    const row = cols === 1 ? i : i % rows
    return {
      text,
      x: box.cx + (col - (cols - 1) / 2) * colStep,
      // A text's baseline sits about a third of the size below its middle.
      y: top + row * lineStep + f * 0.35,
    }
  })
}
