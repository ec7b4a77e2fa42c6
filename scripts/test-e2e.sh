#!/bin/sh
# `npm run test:e2e`: the site's build with test settings, the gates that read it, a grown copy
# of the site, then every Playwright spec. Stops at the first failure. Arguments go to
# Playwright (`npm run test:e2e -- e2e/contact.spec.ts`).
set -e
# Node 22 warns that the core `punycode` module is deprecated each time Gatsby's dependencies
# (tr46, under node-fetch) load it, and Gatsby prints that warning as "ERROR UNKNOWN".
export NODE_OPTIONS="--disable-warning=DEP0040 ${NODE_OPTIONS:-}"

# 0. The site as an editor grows it, built once for e2e/editor-growth.spec.ts, in a copy of the
#    repository of its own (scripts/grown-site.ts), beside the site's own build, the checks
#    and the first browser tests rather than before them: a Gatsby build leaves part of two
#    cores idle. The spec waits for it (GROWN_SITE_BUILD_PID, GROWN_SITE_BUILD_LOG); a step
#    that fails first ends the run and the copy's build with it.
grown_log=$(mktemp)
setsid -w tsx scripts/grown-site.ts >"$grown_log" 2>&1 &
grown=$!
export GROWN_SITE_BUILD_PID="$grown" GROWN_SITE_BUILD_LOG="$grown_log"
# procps' kill, which takes a process group (dash's own reads "-PID" as an option); the group
# is gone once the build has ended.
trap '/bin/kill -s TERM -- "-$grown" 2>/dev/null || true; rm -f "$grown_log"' EXIT

# 1. The build, with the test settings only it and the secret check below see: the Google tag
#    on a fake measurement id, the Netlify adapter, the sample content allowed, and stand-in
#    server secrets (the mail relay, the lead store, the lead webhook) so the secret check has
#    something to look for.
(
  export GATSBY_TELEMETRY_DISABLED=1 GATSBY_GA_MEASUREMENT_ID=G-TEST123 DEPLOY_TARGET=netlify
  export ALLOW_SAMPLE_CONTENT=1
  export RECAPTCHA_SECRET_KEY=stand-in-recaptcha-secret
  export SMTP_URL=smtp://leads:stand-in-smtp-password@127.0.0.1:2525
  export LEADS_DATABASE_URL=postgresql://leads:stand-in-db-password@127.0.0.1:5432/leads
  export LEADS_WEBHOOK_SECRET=stand-in-webhook-secret
  export LEADS_WEBHOOK_URL=https://hooks:stand-in-hook-password@hooks.example/catch/stand-in-hook-path/
  gatsby build
  # 2. No server secret in what is published or in the compiled Functions.
  tsx scripts/check-secrets.ts public .cache/functions
)

# 3. The Netlify output: redirects, headers, Functions and the moved pages as Netlify wants them.
tsx scripts/check-deploy-output.ts
# 4. Pages put back where `gatsby build` writes them, for the checks and the test server below.
tsx scripts/restore-built-layout.ts
# 5. JavaScript per page against the budgets.
tsx scripts/check-bundle-size.ts
# 6. Every page's HTML, compressed as served, with its headers, within the first round trip.
tsx scripts/check-html-size.ts
# 7. Every page's metadata and internal links.
tsx scripts/check-public.ts
# 8. Every page through the Nu HTML Checker.
tsx scripts/validate-html.ts
# 9. The browser tests in Chromium (the grown copy's build, started in step 0, may still run).
playwright test "$@"
# 10. The grown copy's build, long over unless Playwright was asked for a few specs only.
if ! wait "$grown"; then
  cat "$grown_log" >&2
  echo "test-e2e: the grown copy's build failed (scripts/grown-site.ts)" >&2
  exit 1
fi
cat "$grown_log"
