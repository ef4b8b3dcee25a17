#!/usr/bin/env bash
# Starts the images built by build-images.sh the way production runs them (NODE_ENV=production,
# the image's own command) with --network=host on free loopback ports, against MariaDB and Redis on
# 127.0.0.1 (fresh databases and a fresh cache-key and topic prefix) and, when kcat is installed,
# librdkafka's Kafka-protocol mock broker; runs each service's migration job from its image; checks
# every container's /healthz, /readyz and image HEALTHCHECK, makes real API calls through the
# gateway, then stops and removes everything it started (containers, broker, databases).
#
#   bash infra/deploy/smoke-images.sh                       # the gateway and the five services
#   SMOKE_SERVICES="quiz" bash infra/deploy/smoke-images.sh # the gateway and some services
#
# Last line: `smoke: N passed, N failed`; exit status non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$(pwd)
log() { echo "smoke: $*" >&2; }
source "$repo/infra/deploy/podman-env.sh"
export PATH="${HOME}/.cache/quizlink/node24/node_modules/node/bin:$PATH"

TAG=${TAG:-dev}
services=(${SMOKE_SERVICES:-quiz attempt generation content shortlink})
run_id="smoke$(date +%s)$$"
passed=0
failed=0
containers=()
kcat_pid=""
check() { # check <description> <command...>
  local what=$1
  shift
  if "$@"; then passed=$((passed + 1)); log "ok   $what"; else failed=$((failed + 1)); log "FAIL $what"; fi
}

# podman without systemd warns on every container with a HEALTHCHECK that it cannot schedule it (this
# script runs the checks itself): keep that line out of the output, everything else in.
quiet_podman() { podman "$@" 2> >(grep -v 'unable to get systemd connection' >&2); }

cleanup() {
  for c in "${containers[@]}"; do
    if [ "$failed" -gt 0 ]; then log "--- logs of $c"; podman logs --tail 15 "$c" 2>&1 | cut -c1-400 >&2 || true; fi
    quiet_podman rm -f -t 5 "$c" >/dev/null || true
  done
  [ -z "$kcat_pid" ] || kill "$kcat_pid" 2>/dev/null || true
  for s in "${services[@]}"; do mariadb -uroot -e "DROP DATABASE IF EXISTS \`${run_id}_$s\`" >/dev/null 2>&1 || true; done
  redis-cli -h 127.0.0.1 --scan --pattern "$run_id:*" 2>/dev/null | xargs -r redis-cli -h 127.0.0.1 del >/dev/null 2>&1 || true
}
trap cleanup EXIT

for image in gateway "${services[@]}"; do
  podman image exists "localhost/quizlink-$image:$TAG" || { log "no image localhost/quizlink-$image:$TAG: run infra/deploy/build-images.sh"; exit 1; }
done
mariadb -uroot -e 'select 1' >/dev/null 2>&1 || { log "MariaDB is not reachable as root on 127.0.0.1:3306"; exit 1; }
redis-cli -h 127.0.0.1 ping >/dev/null 2>&1 || { log "Redis is not reachable on 127.0.0.1:6379"; exit 1; }

# --- Kafka-protocol broker: librdkafka's mock inside kcat (a real Kafka in production) ---------
kafka_env=()
if command -v kcat >/dev/null; then
  kcat_log=$(mktemp)
  kcat -b localhost -X test.mock.num.brokers=1 -d mock -C -t warmup -o beginning >/dev/null 2>"$kcat_log" &
  kcat_pid=$!
  brokers=""
  for _ in $(seq 1 50); do
    brokers=$(grep -o 'bootstrap.servers=[0-9.:]*' "$kcat_log" | head -1 | cut -d= -f2 || true)
    [ -n "$brokers" ] && break
    sleep 0.2
  done
  rm -f "$kcat_log"
  [ -n "$brokers" ] || { log "the Kafka mock broker did not start"; exit 1; }
  kafka_env=(-e "KAFKA_BROKERS=$brokers" -e "KAFKA_TOPIC_PREFIX=$run_id.")
  log "Kafka mock broker at $brokers"
else
  log "kcat not installed: services use their in-process bus"
fi

# --- free loopback ports, shared secrets ----------------------------------------------------------
read -r -a ports < <(node -e "
  const net = require('node:net');
  const servers = Array.from({ length: 6 }, () => net.createServer().listen(0, '127.0.0.1'));
  Promise.all(servers.map((s) => new Promise((r) => s.on('listening', r)))).then(() => {
    console.log(servers.map((s) => s.address().port).join(' '));
    servers.forEach((s) => s.close());
  });")
declare -A port=([gateway]=${ports[0]} [quiz]=${ports[1]} [attempt]=${ports[2]} [generation]=${ports[3]} [content]=${ports[4]} [shortlink]=${ports[5]})
secret() { node -e "console.log(require('node:crypto').randomBytes(32).toString('base64url'))"; }
service_token=$(secret)
auth_secret=$(secret)
# Production requires the logins' hashes (a hash of a random password nobody uses: only the start is checked).
login_hash=$(node -e "require('@node-rs/argon2').hash(require('node:crypto').randomBytes(16).toString('hex')).then((h) => console.log(h))")
# As Kubernetes runs them: read-only root (podman mounts a tmpfs on /tmp), no capabilities.
common=(--network=host --read-only --cap-drop=ALL --security-opt=no-new-privileges -e NODE_ENV=production -e HOST=127.0.0.1 -e LOG_LEVEL=warn
  -e "REDIS_URL=redis://127.0.0.1:6379" -e "CACHE_KEY_PREFIX=$run_id:" "${kafka_env[@]}")

# --- the containers -----------------------------------------------------------------------------
start() { # start <name> [extra podman args...]
  local name=$1
  shift
  quiet_podman run -d --name "$run_id-$name" "${common[@]}" -e "PORT=${port[$name]}" "$@" "localhost/quizlink-$name:$TAG" >/dev/null
  containers+=("$run_id-$name")
}
# The migration jobs first, as compose and Kubernetes run them: the service's image, its src/migrate.ts
# (in production the services only check the schema version and refuse to start before it).
for s in "${services[@]}"; do
  check "migrate-$s: job applies the migrations and exits 0" \
    quiet_podman run --rm --network=host --read-only --cap-drop=ALL -e NODE_ENV=production -e LOG_LEVEL=warn \
    -e "DATABASE_URL=mysql://root@127.0.0.1:3306/${run_id}_$s" "localhost/quizlink-$s:$TAG" node "services/$s/src/migrate.ts"
done
started=$(date +%s)
for s in "${services[@]}"; do
  extra=(-e "DATABASE_URL=mysql://root@127.0.0.1:3306/${run_id}_$s")
  case $s in
    quiz) extra+=(-e "INTERNAL_SERVICE_TOKEN=$service_token" -e "AUTH_TOKEN_SECRET=$auth_secret") ;;
    attempt) extra+=(-e "INTERNAL_SERVICE_TOKEN=$service_token" -e "QUIZ_SERVICE_URL=http://127.0.0.1:${port[quiz]}") ;;
    content) extra+=(-e "AUTH_TOKEN_SECRET=$auth_secret" -e ADMIN_USERNAME=admin -e "ADMIN_PASSWORD_HASH=$login_hash" -e "BLOG_PASSWORD_HASH=$login_hash") ;;
    shortlink) extra+=(-e "SHORTLINK_ADMIN_PASSWORD_HASH=$login_hash") ;;
    generation) extra+=(-e "CLIENT_KEY_SALT=$(secret)") ;;
  esac
  start "$s" "${extra[@]}"
done
gateway_env=()
for s in quiz attempt generation content shortlink; do
  gateway_env+=(-e "${s^^}_SERVICE_URL=http://127.0.0.1:${port[$s]}")
done
start gateway "${gateway_env[@]}"

# --- checks ----------------------------------------------------------------------------------------
status_of() { curl -s -o /dev/null -w '%{http_code}' --max-time 5 "$1" || true; }
wait_ready() { # wait_ready <name>: /readyz answers 200 within 90 s, the container still running
  local name=$1
  for _ in $(seq 1 180); do
    [ "$(status_of "http://127.0.0.1:${port[$name]}/readyz")" = 200 ] && return 0
    [ "$(podman inspect --format '{{.State.Running}}' "$run_id-$name" 2>/dev/null)" = true ] || return 1
    sleep 0.5
  done
  return 1
}
for name in "${services[@]}" gateway; do
  check "$name: /readyz 200" wait_ready "$name"
  check "$name: /healthz 200" test "$(status_of "http://127.0.0.1:${port[$name]}/healthz")" = 200
  check "$name: image HEALTHCHECK passes" podman healthcheck run "$run_id-$name"
done
log "all containers ready $(( $(date +%s) - started )) s after the first start"

gw="http://127.0.0.1:${port[gateway]}"
check "gateway: GET / serves the shell" test "$(status_of "$gw/")" = 200
if printf '%s\n' "${services[@]}" | grep -qx quiz; then
  user=$(curl -s --max-time 10 -X POST -H 'content-type: application/json' -d '{"username":"Smoke Tester"}' "$gw/api/users" || true)
  check "gateway -> quiz: POST /api/users creates a user ($user)" \
    node -e 'const u = JSON.parse(process.argv[1]); process.exit(u && (u.id || u.user?.id) ? 0 : 1)' "${user:-null}"
fi
if printf '%s\n' "${services[@]}" | grep -qx attempt; then
  check "gateway -> quiz, attempt, Kafka: publish, answer, dashboard (smoke-flow.mjs)" node infra/deploy/smoke-flow.mjs "$gw"
fi
if printf '%s\n' "${services[@]}" | grep -qx generation; then
  lesson=$(mktemp --suffix=.txt)
  # A paragraph with facts a multiple-choice question can be honestly built on (people, places, years):
  # the offline generator drafts none from sentences that give it nothing of the same kind to offer as choices.
  printf 'Johannes Gutenberg developed a printing press with movable metal type in Mainz around 1450. By 1500 presses worked in more than 250 European towns. William Caxton set up the first press in England at Westminster in 1476. Venice became a leading centre of the trade, and Aldus Manutius printed small editions there. Martin Luther used pamphlets to spread his ideas across the German lands after 1517.\n' >"$lesson"
  draft=$(curl -s --max-time 30 -F "files=@$lesson;type=text/plain" -F numberOfQuestions=3 -F difficulty=easy -F language=en \
    -F questionTypes=mcq -F timingType=total -F timeLimit=900 -F autoSubmit=false -F userName=Smoke "$gw/api/auto-create/process-content" || true)
  rm -f "$lesson"
  check "gateway -> generation: POST /api/auto-create/process-content drafts questions from a text file" \
    node -e 'const d = JSON.parse(process.argv[1]); process.exit(d?.success && d.data?.questions?.length > 0 ? 0 : 1)' "${draft:-null}"
fi
if printf '%s\n' "${services[@]}" | grep -qx content; then
  check "gateway -> content: GET /api/blog/public/posts 200" test "$(status_of "$gw/api/blog/public/posts")" = 200
fi

echo "smoke: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
