/** Error summaries for reference tests: max and median, printed so a run shows how close we are. */
export interface ErrorSummary {
  n: number
  max: number
  median: number
  mean: number
}

export function summarize(values: readonly number[]): ErrorSummary {
  const abs = values.map(Math.abs).sort((a, b) => a - b)
  const n = abs.length
  const median = n === 0 ? NaN : n % 2 ? abs[(n - 1) / 2]! : (abs[n / 2 - 1]! + abs[n / 2]!) / 2
  const mean = values.reduce((s, v) => s + v, 0) / n
  return { n, max: abs[n - 1] ?? NaN, median, mean }
}

export function report(label: string, unit: string, s: ErrorSummary): void {
  console.log(
    `${label}: n=${s.n} max=${s.max.toFixed(3)}${unit} median=${s.median.toFixed(3)}${unit} signed mean=${s.mean.toFixed(3)}${unit}`,
  )
}
