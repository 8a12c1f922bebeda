#!/usr/bin/env bash
# Regenerates the simulator's sample sessions (docs/simulator.md). Same arguments, same bytes: running this again
# must leave `git status` clean. Run from the repository root: sample-logs/sessions/make-sim-samples.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
out=sample-logs/sessions
sim() { local name=$1; shift; rm -rf "$out/$name"; ./netreplay simulate --out "$out/$name" "$@" 2>/dev/null; }
sim sim-clean-2p          --players 2 --frames 240 --seed 101 --bot scripted
sim sim-stress-8p         --players 8 --frames 160 --seed 102 --bot stress
sim sim-high-latency      --players 3 --frames 200 --seed 103 --bot stress --latency 120 --jitter 40
sim sim-burst-loss        --players 3 --frames 200 --seed 104 --bot stress --latency 30 --jitter 10 --loss 0.12 --burst 6
sim sim-overloaded-client --players 3 --frames 200 --seed 105 --bot scripted --overloaded 2
sim sim-fault-nondeterminism --players 3 --frames 200 --seed 106 --bot scripted --latency 40 --jitter 10 --fault nondeterminism@120
sim sim-fault-rewind-skip    --players 3 --frames 200 --seed 107 --bot stress --latency 40 --jitter 10 --fault rewind-skip@120
sim sim-fault-corrupt-dif    --players 3 --frames 200 --seed 108 --bot scripted --latency 40 --jitter 10 --fault corrupt-dif@120
# quitting (docs/simulator.md "Quitting"): client 1 presses the menu key at frame 80, the server at 120 (ends at 130)
sim sim-quit                 --players 3 --frames 140 --seed 109 --bot scripted --quit 1@80 --server-quit 120
# classic lockstep and the tick-sync policy (docs/simulator.md §7): server + 2 clients, 30 s (org.netreplay.sim.lockstep.LockstepSamples)
sim sim-lockstep           --mode lockstep --players 3 --frames 1200 --seed 1 --bot scripted
sim sim-lockstep-late-move --mode lockstep --players 3 --frames 1200 --seed 1 --bot scripted --fault late-move@400
sim sim-lockstep-drop-sdat --mode lockstep --players 3 --frames 1200 --seed 1 --bot scripted --fault drop-sdat@400
sim sim-lockstep-tick      --mode lockstep --sync tick --players 3 --frames 1200 --seed 1 --bot scripted --latency 10 --jitter 40
