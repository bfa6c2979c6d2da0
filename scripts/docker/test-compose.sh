#!/usr/bin/env bash
# `npm run test:compose`: the composed site in containers, for real. Starts the engine if needed,
# builds the images (scripts/docker/build-images.sh), brings the stack up (PostgreSQL, seed, API,
# identity, five remotes, shell, and the TLS edge in front; health-checked), checks the site answers
# at https://cle.localhost:8443 from the host (HTTP/2, the local CA: test-results/cle-local-ca.crt),
# runs the Playwright journeys from the e2e container through the same URLs, proves
# that a row written before `docker-compose down` is there after `up`, writes the report
# (test-results/compose-report.md, naming each remote's release id) and tears down (volumes kept;
# KEEP_VOLUMES=0 removes them, KEEP_UP=1 leaves the stack running).
#   E2E_SPECS="tests/x.spec.ts ..."  the specs to run (default below: the journeys, and the test that
#                                   writes through one API replica and reads through the other);
#                                   E2E_SPECS=all: the whole suite
#   BENCH=1                         also measure the API at 1 and 2 replicas before the suite
#                                   (scripts/docker/bench-replicas.mjs; test-results/bench-replicas.md)
#   CLEAN=1                         start from a clean state: this project's containers, volumes and
#                                   images (cle/*, the local base image included) removed first, as on a
#                                   fresh machine (the timing the report gives is then the whole step)
# When it exits (pass or fail) the stack is down and the host's published ports are free again, or it
# fails: `npm test` runs the native Playwright suite on the same ports.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
export COMPOSE_PROJECT_NAME="${COMPOSE_PROJECT_NAME:-cleqa}" DOCKER_BUILDKIT=0 COMPOSE_DOCKER_CLI_BUILD=0
specs="${E2E_SPECS:-tests/journeys-from-home.spec.ts tests/library.spec.ts tests/api-replicas.spec.ts}"
[ "$specs" = all ] && specs=""
report="$root/test-results/compose-report.md"
mkdir -p "$root/test-results"
t_start=$(date +%s)
secs() { echo $(($(date +%s) - $1)); }
step() { echo "[compose] $*"; }

. scripts/docker/lib.sh
ensure_engine
if [ "${CLEAN:-0}" = 1 ]; then
  step "CLEAN=1: removing this project's containers, volumes and images (cle/*) first"
  docker-compose down -v --remove-orphans >/dev/null 2>&1 || true
  # shellcheck disable=SC2046
  docker image rm -f $(docker image ls -q --filter 'reference=cle/*' | sort -u) >/dev/null 2>&1 || true
  # the classic builder's cache is the dangling intermediate images the removed ones left
  docker image prune -f >/dev/null
fi
choose_base_image
scripts/docker/build-images.sh
t_built=$(date +%s)

# The ports the stack publishes on the host (the topology's, same numbers inside and out).
published_ports=$(docker-compose config | sed -nE 's#^ *- [0-9.]*:([0-9]+):[0-9]+/tcp$#\1#p' | sort -un | paste -sd' ' -)
[ -n "$published_ports" ] || { echo "[compose] no published ports read from docker-compose config" >&2; exit 1; }
teardown() {
  local rc=$?
  if [ "${KEEP_UP:-0}" = 1 ]; then
    step "KEEP_UP=1: the site stays up at https://cle.localhost:8443 (identity https://id.cle.localhost:8443);"
    step "  trust the local CA first: scripts/docker/edge-ca.sh prints how (the file: test-results/cle-local-ca.crt)"
    return 0
  fi
  step "down"
  if [ "${KEEP_VOLUMES:-1}" = 0 ]; then docker-compose down -v --remove-orphans; else docker-compose down --remove-orphans; fi
  # nothing of the stack may outlive the run: no container, no published port
  local left busy
  left=$(docker-compose ps -q)
  busy=$(node -e '
    const net = require("node:net");
    const ports = process.argv.slice(1).map(Number);
    Promise.all(ports.map((port) => new Promise((done) => {
      const s = net.createServer().once("error", () => done(port)).listen(port, "127.0.0.1", () => s.close(() => done(null)));
    }))).then((r) => console.log(r.filter(Boolean).join(" ")));' $published_ports)
  if [ -n "$left" ] || [ -n "$busy" ]; then
    echo "[compose] FAILED to tear down: containers left: ${left:-none}; host ports still busy: ${busy:-none}" >&2
    exit 1
  fi
  step "down: no container left, host ports ${published_ports} free; the whole step took $(secs "$t_start") s (benchmark ${bench_secs:-0} s of it)"
  exit "$rc"
}
trap teardown EXIT

up() {
  local t=$(date +%s)
  # `up` waits for each dependency's health (postgres -> seed -> api replicas -> api -> shell ->
  # edge) and fails when one turns unhealthy
  docker-compose up -d edge >/dev/null || { docker-compose ps >&2; return 1; }
  for _ in $(seq 1 120); do
    if [ "$(docker inspect -f '{{.State.Health.Status}}' "$(docker-compose ps -q edge)")" = healthy ]; then
      echo $(($(date +%s) - t))
      return 0
    fi
    sleep 2
  done
  echo "[compose] the edge is not healthy 240 s after up" >&2
  docker-compose ps >&2
  return 1
}
psql_q() { docker-compose exec -T postgres psql -U cle -d cle -tAc "$1"; }

step "up"
up_first=$(up)
# The local CA the stack made, where a person (and the checks below) can trust it
ca_file="$root/test-results/cle-local-ca.crt"
scripts/docker/edge-ca.sh "$ca_file" >/dev/null
site=https://cle.localhost:8443
# HTTP status of a URL from the host, over TLS checked against the local CA (curl resolves *.localhost
# to the loopback address by itself, as browsers do)
http_status() { curl -s -o /dev/null -w '%{http_code}' --cacert "$ca_file" "$1" || true; }
status=$(http_status "$site/")
step "the site through the edge: $site/ -> $status (up in ${up_first} s)"
[ "$status" = 200 ] || { docker-compose ps; docker-compose logs --tail=40 edge shell-host api; exit 1; }
# The renditions in the images (decision 068): a public video podcast episode's stream through the edge,
# its master playlist, a 240p segment and a byte range of its MP4; a paid program's playlist without a
# grant is refused. The API image carries the media build the pipeline made before the images.
media_lines=""
# a URL through the edge: its status and type as expected (a byte range when $2 is given)
media_url() {
  local code type
  read -r code type < <(curl -sS -o /dev/null ${2:+-r "$2"} -w '%{http_code} %{content_type}\n' --cacert "$ca_file" "$site$1")
  media_lines+="| $site$1 | $code $type |"$'\n'
  [ "$code" = "$3" ] && [ "$type" = "$4" ]
}
media_check() {
  local ep hls root paid
  ep=$(psql_q "SELECT code FROM products WHERE searchable_type = 'podcastepisode' AND price = 0 AND data->>'hasVideo' = 'true' ORDER BY code LIMIT 1")
  hls=$(curl -sS --cacert "$ca_file" "$site/api/podcast/episode-media/$ep" | node -e 'let s="";process.stdin.on("data",(d)=>(s+=d)).on("end",()=>console.log(JSON.parse(s).hlsUrl))') || return 1
  root=${hls%master.m3u8}
  paid=$(psql_q "SELECT code FROM products WHERE searchable_type = 'ondemandprogram' AND price > 0 ORDER BY code LIMIT 1")
  media_url "${root}master.m3u8" "" 200 application/vnd.apple.mpegurl &&
    media_url "${root}v240/seg-000.m4s" "" 200 video/iso.segment &&
    media_url "${root}download.mp4" 0-99 206 video/mp4 &&
    media_url "/api/product/media/$paid/master.m3u8" "" 401 "application/json; charset=utf-8"
}
if media_check; then
  step "media through the edge: a podcast episode's renditions answer, a paid playlist without a grant is refused"
  printf '%s' "$media_lines"
else
  step "media through the edge FAILED:"
  printf '%s' "$media_lines"
  docker-compose logs --tail=40 api
  exit 1
fi
# what a browser on the host gets: the protocol and the cache lifetime the edge states per kind of file
edge_headers=""
for url in "$site/" "$site/remotes/mfe-search/remoteEntry.js" \
  "$site/remotes/mfe-search/$(docker-compose exec -T mfe-search sh -c 'cd dist && ls *.js | grep -E "\.[0-9a-f]{8}\.js$" | head -1' | tr -d '\r')"; do
  line=$(curl -sS -I --http2 --cacert "$ca_file" "$url" | tr -d '\r' | grep -iE '^(HTTP/|cache-control:)' | paste -sd' ' -)
  step "  $url: $line"
  edge_headers+="| $url | $line |"$'\n'
done

# Which build of each remote is composed: the release ids the remote containers serve.
releases=""
for app in mfe-search mfe-library mfe-credit mfe-commerce mfe-product; do
  rel=$(docker-compose exec -T "$app" node -e "const r=require('/app/$app/dist/release.json');console.log(r.buildId+' '+r.integrity)")
  releases+="| $app | ${rel%% *} | ${rel#* } |"$'\n'
done

bench_secs=0
if [ "${BENCH:-0}" = 1 ]; then
  # requests/s and p95 at 1 and 2 API replicas on the running stack, before the suite (it leaves the
  # proxy on both replicas with the API's own rate limits); its minutes are not the step's
  step "bench: API at 1 and 2 replicas (scripts/docker/bench-replicas.mjs)"
  t_bench=$(date +%s)
  KEEP_UP=1 node scripts/docker/bench-replicas.mjs | tee "$root/test-results/bench-replicas.md" \
    || step "bench FAILED (the suite runs all the same)"
  # the proxy and replicas were recreated: the shell opens fresh connections to the api service
  docker-compose restart shell-host >/dev/null
  up >/dev/null
  bench_secs=$(secs "$t_bench")
fi

step "e2e: ${specs:-the whole suite}"
t_e2e=$(date +%s)
set +e
# shellcheck disable=SC2086
docker-compose run --rm -T e2e npx playwright test -c e2e/playwright.config.ts --reporter=list $specs 2>&1 | tee "$root/test-results/compose-e2e.log"
e2e_rc=${PIPESTATUS[0]}
set -e
e2e_secs=$(secs "$t_e2e")
summary=$(grep -E '^\s+[0-9]+ (passed|failed|flaky|skipped|did not run)' "$root/test-results/compose-e2e.log" | sed 's/^ *//' | paste -sd, - || true)

step "persistence: write a row, down, up, read it back"
marker="compose-proof-$(date +%s)"
psql_q "INSERT INTO meta (key, value) VALUES ('$marker', now()::text)" >/dev/null
written_before=$(psql_q "SELECT (SELECT count(*) FROM users) || ' users, ' || (SELECT count(*) FROM library_entries) || ' library entries'")
t_persist=$(date +%s)
docker-compose down >/dev/null 2>&1
up_again=$(up)
found=$(psql_q "SELECT count(*) FROM meta WHERE key = '$marker'")
written_after=$(psql_q "SELECT (SELECT count(*) FROM users) || ' users, ' || (SELECT count(*) FROM library_entries) || ' library entries'")
status_again=$(http_status "$site/")
persist_ok=0
[ "$found" = 1 ] && [ "$written_before" = "$written_after" ] && [ "$status_again" = 200 ] && persist_ok=1

{
  echo "# Composed suite in containers ($(date -u +%Y-%m-%dT%H:%MZ))"
  echo
  echo "Base image: \`$BASE_IMAGE\`. Images built in $((t_built - t_start)) s; first \`up\` to a healthy shell in ${up_first} s."
  echo
  echo "| remote | release id | integrity (remoteEntry.js) |"
  echo "| --- | --- | --- |"
  printf '%s' "$releases"
  echo
  echo "API: \`api\` (nginx) round robin over $(docker-compose config | sed -nE 's/^ *API_UPSTREAMS: //p'), one PostgreSQL."
  echo
  echo "Edge: HTTP/2 over TLS, certificate from the stack's local CA (\`test-results/cle-local-ca.crt\`):"
  echo
  echo "| URL (from the host) | answer |"
  echo "| --- | --- |"
  printf '%s' "$edge_headers"
  echo
  echo "Media through the edge (decision 068):"
  echo
  echo "| URL | answer |"
  echo "| --- | --- |"
  printf '%s' "$media_lines"
  echo
  echo "Playwright (${specs:-whole suite}) in the e2e container against $site (through the edge): ${summary:-no summary} (exit $e2e_rc, ${e2e_secs} s)."
  echo
  echo "Persistence: marker row $marker after down/up: $found; before down: $written_before; after up: $written_after; site after up: HTTP $status_again (up in ${up_again} s)."
  echo
  echo "Step time before the final down: $(( ($(date +%s) - t_start - bench_secs + 30) / 60 )) min, the benchmark's ${bench_secs} s not counted (images $((t_built - t_start)) s, e2e ${e2e_secs} s, persistence check $(secs "$t_persist") s)$([ "${CLEAN:-0}" = 1 ] && echo '; from a clean state (CLEAN=1)')."
} >"$report"
cat "$report"
[ "$e2e_rc" = 0 ] && [ "$persist_ok" = 1 ]
