#!/usr/bin/env bash
# Runs the viewer under Xvfb with its probes on and prints the figures of docs/benchmarks.md ("The viewer:
# start-up, scrolling and toggles"). Needs xvfb-run, xdotool and imagemagick (import).
#
#   [SCREEN=WxH] benchmarks/viewer-runs.sh ROOT SCENARIO RUNS OUT PATH...
#     ROOT      a checkout whose ./netreplay launcher is built (./netreplay --help builds it)
#     SCENARIO  startup  the window, the first rows and the FX stalls of opening PATH (12 s a run)
#               scroll   after 20 s: held PgDn (100 keys/s, 4 s), then a drag of the scroll thumb (400 px, 4 s)
#               toggle   after 45 s: o ×6, x ×2, 1 ×2 (6 s apart): key-to-repaint of each toggle
#     RUNS      how many runs
#     OUT       folder for each run's log (run-N.log) and screenshot (run-N.png)
#     PATH...   what the viewer opens (nothing: the bundled session)
#     SCREEN    the Xvfb screen, 1600x1000 unless given; WAIT the seconds a startup run lasts (12 unless given);
#     EXTRA_OPTS more JVM options for the viewer (an A/B of a flag, a profiler)
# The figures: "milestone window shown / first rows shown" (JVM uptime, ms), "FX thread stalled W ms, probe
# posted T ms after JVM start" (the watchdog, 100 ms; each stall after the window shown as W@T), "scroll frames N/s", "latency toggle K: N ms".
set -euo pipefail
opts="-Dnetreplay.prefsNode=org/netreplay/measure -Dnetreplay.fxWatchdogMillis=100 -Dnetreplay.latencyLog=true ${EXTRA_OPTS:-}"

one_run() { # $1 = log file, $2 = screenshot; runs inside the X server
  local log="$1" shot="$2"; shift 2
  rm -rf "$HOME/.java/.userPrefs/org/netreplay/measure"
  NETREPLAY_JAVA_OPTS="$opts" "$root/netreplay" "$@" > "$log" 2>&1 &
  local viewer=$!
  case "$scenario" in
    startup) sleep "${WAIT:-12}" ;;
    scroll)
      sleep 20
      local wid; wid=$(xdotool search --name netreplay | head -1)
      xdotool mousemove --window "$wid" 300 300 click 1; sleep 1
      xdotool key --delay 10 --repeat 400 Next; sleep 1
      local thumb; thumb=$(grep -o 'thumb at screen x [0-9,]* y [0-9,]* height [0-9,]*' "$log" | tr -d , | tail -1)
      local tx ty
      tx=$(echo "$thumb" | awk '{print $5}'); ty=$(echo "$thumb" | awk '{print $7}')
      xdotool mousemove "$tx" "$((ty + 3))" mousedown 1
      # one xdotool for the whole drag: a process per step would make the steps, not the view, the limit
      local moves=()
      for step in $(seq 1 400); do moves+=(mousemove "$tx" "$((ty + 3 + step))" sleep 0.01); done
      xdotool "${moves[@]}" mouseup 1; sleep 1 ;;
    toggle)
      sleep 45
      local wid; wid=$(xdotool search --name netreplay | head -1)
      xdotool mousemove --window "$wid" 300 300 click 1; sleep 1
      for key in o o o o o o x x 1 1; do xdotool key "$key"; sleep 6; done ;;
  esac
  import -window root "$shot" || true
  kill "$viewer" 2>/dev/null || true
  wait "$viewer" 2>/dev/null || true
}
if [ "${1:-}" = --in-x ]; then # one run, inside the X server: --in-x ROOT SCENARIO LOG SHOT PATH...
  root="$2"; scenario="$3"; shift 3
  one_run "$@"
  exit 0
fi
root="$(cd "$1" && pwd)"; scenario="$2"; runs="$3"; out="$4"; screen="${SCREEN:-1600x1000}"
shift 4
mkdir -p "$out"
for i in $(seq 1 "$runs"); do
  xvfb-run -a -s "-screen 0 ${screen}x24" "$0" --in-x "$root" "$scenario" "$out/run-$i.log" "$out/run-$i.png" "$@"
  log="$out/run-$i.log"
  window=$(grep -o 'milestone window shown: [0-9,]*' "$log" | tr -d , | grep -o '[0-9]*$' || echo '?')
  rows=$(grep -o 'milestone first rows shown: [0-9,]*' "$log" | tr -d , | grep -o '[0-9]*$' || echo '?')
  # the watchdog posts a probe every 50 ms: the probes that waited behind one busy stretch of the FX thread come
  # out together; a stall is such a stretch (its first probe's wait, at the time that probe was posted)
  stalls=$(grep -o 'stalled [0-9,]* ms, probe posted [0-9,]*' "$log" | tr -d , | awk -v w="$window" '
    { waited = $2 + 0; posted = $6 + 0
      if (w == "?" || posted < w + 0) next
      if (posted > end) { if (worst) printf "%s@%s ", worst, at; worst = 0; end = 0 }
      if (waited > worst) { worst = waited; at = posted }
      if (posted + waited > end) end = posted + waited }
    END { if (worst) printf "%s@%s ", worst, at }' || true)
  echo "run $i: window $window ms, first rows $rows ms (+$([ "$window" != '?' ] && [ "$rows" != '?' ] \
    && echo $((rows - window)) || echo '?') ms), stalls after the window: ${stalls:-none}"
  grep -o 'scroll frames [0-9]*/s (longest gap [0-9]* ms)' "$log" | tr '\n' ';' || true
  grep -o 'latency toggle [A-Z0-9]*: [0-9]* ms' "$log" | tr '\n' ';' || true
  echo
done
