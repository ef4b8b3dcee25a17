#!/usr/bin/env bash
# Checks compose.yaml offline with a real Compose implementation (issue 15 point 2): Debian's
# docker-compose 1.29.2 validates it against the Compose Specification's JSON schema it ships, resolves
# the anchors and merges, and interpolates the variables the way `docker compose up` would — without an
# engine or a registry. It cannot start the stack: see README.md "compose.yaml" for what stops a real
# `up` on this kind of machine. Last line `compose-check: N passed, N failed`; non-zero exit on failure.
#
#   bash infra/deploy/compose-check.sh
set -uo pipefail
cd "$(dirname "$0")"
passed=0
failed=0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if ! command -v docker-compose >/dev/null; then
  echo "compose-check: installing Debian's docker-compose" >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq docker-compose >/dev/null 2>&1 ||
    { apt-get update -qq >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq docker-compose >/dev/null 2>&1; }
fi

# 1.29.2's schema predates the top-level `name` (the Specification added it in 2022): the checks read the
# file without that one line, and the first check asserts the line itself.
grep -v '^name: ' compose.yaml >"$work/compose.yaml"
# Every variable .env.example documents, with a placeholder (argon2-shaped for the hashes, as .env holds them).
sed -n 's/^\([A-Z_][A-Z0-9_]*\)=.*/\1/p' .env.example | while read -r name; do
  case "$name" in
    *_HASH) echo "$name='\$argon2id\$v=19\$m=19456,t=2,p=1\$c2FsdHNhbHQ\$aGFzaGhhc2g'" ;;
    *) echo "$name=placeholder-$(echo "$name" | tr 'A-Z_' 'a-z-')" ;;
  esac
done >"$work/full.env"
: >"$work/empty.env"

compose() { docker-compose --project-directory "$work" --env-file "$1" -f "$work/compose.yaml" "${@:2}"; }

check() {
  local name=$1
  shift
  if "$@" >"$work/out" 2>&1; then
    passed=$((passed + 1))
    echo "ok      $name"
  else
    failed=$((failed + 1))
    echo "FAILED  $name"
    sed 's/^/        /' "$work/out" | tail -20
  fi
}

expected_services="attempt content gateway generation kafka mariadb migrate-attempt migrate-content migrate-generation migrate-quiz migrate-shortlink quiz redis shortlink"

check "the project is named quizlink" grep -qx 'name: quizlink' compose.yaml
check "with every .env.example variable set, the file is valid against the Compose schema and interpolates" compose "$work/full.env" config -q
check "it defines the three stores, five migration jobs, five services and the gateway" \
  bash -c '[ "$(docker-compose --project-directory "$1" --env-file "$1/full.env" -f "$1/compose.yaml" config --services | sort | tr "\n" " ")" = "$2 " ]' _ "$work" "$expected_services"
check "with no secrets set, compose refuses to start and names the missing one" \
  bash -c '! docker-compose --project-directory "$1" --env-file "$1/empty.env" -f "$1/compose.yaml" config -q 2>"$1/err" && grep -q "set it in infra/deploy/.env" "$1/err"' _ "$work"

echo "compose-check: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
