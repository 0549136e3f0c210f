/**
 * Independent truth data lives beside the project in ../shared/reference (never copied in).
 * Tests that need it call `referenceJson`, and skip with a message when the folder is absent.
 */
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { PACKAGE_ROOT } from '../../src/config.js'

export const REFERENCE_DIR = resolve(PACKAGE_ROOT, '..', 'shared', 'reference')

export function referenceAvailable(relative: string): boolean {
  const found = existsSync(resolve(REFERENCE_DIR, relative))
  if (!found) console.warn(`skipping: reference data ${resolve(REFERENCE_DIR, relative)} is absent`)
  return found
}

export function referenceJson<T>(relative: string): T {
  return JSON.parse(readFileSync(resolve(REFERENCE_DIR, relative), 'utf8')) as T
}

export function referenceText(relative: string): string {
  return readFileSync(resolve(REFERENCE_DIR, relative), 'utf8')
}
