#!/bin/sh
# npm run check:code: the installed packages, typecheck, lint (ESLint + Prettier) and import
# circles side by side. Each runs on one core, so together they take the time of the longest,
# not the sum. Outputs
# are printed whole, in a fixed order, once all have finished; the script fails if any of them
# failed, and says which.
set -u

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

for step in check:dependencies typecheck lint check:imports; do
  (npm run -s "$step" >"$out/$step.log" 2>&1; echo $? >"$out/$step.status") &
done
wait

failed=""
for step in check:dependencies typecheck lint check:imports; do
  echo "> npm run $step"
  cat "$out/$step.log"
  [ "$(cat "$out/$step.status")" = 0 ] || failed="$failed $step"
done

if [ -n "$failed" ]; then
  echo "check:code failed:$failed" >&2
  exit 1
fi
