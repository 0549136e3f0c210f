/** svg-to-pdfkit ships no types: the one function we call, as its README documents it. */
declare module 'svg-to-pdfkit' {
  interface SvgToPdfOptions {
    width?: number
    height?: number
    /** Take the SVG's px as PDF points. */
    assumePt?: boolean
    preserveAspectRatio?: string
    /** The pdfkit font to use for a family (a registered name). */
    fontCallback?: (family: string, bold: boolean, italic: boolean) => string
    warningCallback?: (message: string) => void
  }
  export default function SVGtoPDF(
    doc: PDFKit.PDFDocument,
    svg: string,
    x: number,
    y: number,
    options?: SvgToPdfOptions,
  ): void
}
