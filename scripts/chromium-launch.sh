#!/usr/bin/env bash
# Starts Chromium for the browser tests and the benchmark, with the features in
# $OPENLIST_DOCS_CHROMIUM_OFF switched off on top of the tools' own choices.
#
# Chromium honours only the last --disable-features switch of its command line,
# and Playwright and Lighthouse (chrome-launcher) each pass a list of their own
# before the caller's arguments; a list of ours would silently replace theirs.
# So every --disable-features switch is gathered here into one, with ours
# added, and the rest of the arguments are passed on unchanged and in order.
#
# $OPENLIST_DOCS_CHROMIUM is the browser to start (scripts/chromium.cjs sets
# both variables; see launchEnv there).
set -euo pipefail
: "${OPENLIST_DOCS_CHROMIUM:?set by scripts/chromium.cjs: the Chromium to start}"

features=()
args=()
for arg in "$@"; do
  case "$arg" in
    --disable-features=*) features+=("${arg#--disable-features=}") ;;
    *) args+=("$arg") ;;
  esac
done
if [ -n "${OPENLIST_DOCS_CHROMIUM_OFF:-}" ]; then
  features+=("$OPENLIST_DOCS_CHROMIUM_OFF")
fi
if [ "${#features[@]}" -gt 0 ]; then
  joined=$(IFS=,; printf '%s' "${features[*]}")
  args+=("--disable-features=$joined")
fi
exec "$OPENLIST_DOCS_CHROMIUM" ${args[@]+"${args[@]}"}
