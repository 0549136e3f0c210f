#!/usr/bin/env node
// The compiled CLI (built by `npm ci` through the `prepare` script, or `npm run build`).
import '../dist/cli/graha.js'
