/** Plain words the readings share. */

export { joinWords } from '../corpus/describe.js'
