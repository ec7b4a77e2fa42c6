#!/bin/sh
# npm run check:code: typecheck, lint (ESLint + Prettier) and import circles side by side.
# Each of the three runs on one core, so on a two-core machine together they take about the
# time of the longest instead of the sum. Each one's output is kept and printed whole after
# all have finished, in a fixed order, so the log reads as if they had run one after another;
# the script fails if any of them failed, and says which.
set -u

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

for step in typecheck lint check:imports; do
  (npm run -s "$step" >"$out/$step.log" 2>&1; echo $? >"$out/$step.status") &
done
wait

failed=""
for step in typecheck lint check:imports; do
  echo "> npm run $step"
  cat "$out/$step.log"
  [ "$(cat "$out/$step.status")" = 0 ] || failed="$failed $step"
done

if [ -n "$failed" ]; then
  echo "check:code failed:$failed" >&2
  exit 1
fi
