/**
 * Puts the pages a Netlify build moved (about/index.html -> about.html) back where
 * `gatsby build` writes them, so the own server and the post-build checks can read public/
 * after scripts/check-deploy-output.ts. The next build does the same by itself.
 *
 *   npx tsx scripts/restore-built-layout.ts
 */
import path from "node:path";
import { restoreBuiltLayout } from "../plugins/site-build/deploy/built-layout";

const steps = restoreBuiltLayout(path.join(__dirname, "..", "public"));
console.log(`public/: ${steps.length} pages put back where gatsby build writes them.`);
