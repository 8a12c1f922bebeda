package org.netreplay.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.session.desync.DivergenceRun;
import org.netreplay.session.desync.SessionDesync;
import org.netreplay.session.desync.SessionDesyncReport;
import org.netreplay.session.desync.Verdict;
import org.netreplay.session.manifest.SessionManifest;
import org.netreplay.session.manifest.SessionManifests;
import org.netreplay.sim.bots.BotKind;
import org.netreplay.sim.fault.FaultSpec;
import org.netreplay.sim.net.NetworkSettings;
import org.netreplay.testdata.TestData;

/**
 * The accuracy sweep (docs/desync.md; docs/simulator.md "Faults"): a seeded sweep of modes × faults × networks ×
 * inputs × players, each session checked against a ground truth computed here, independently of the desync
 * analysis: the fault's own record in {@code session.json} for the frame it acted (a non-deterministic step is seen
 * only by the peer that made it), and the raw type-60 lines, read with a regex, for where a client's confirmed
 * checksum first matches none of the server's. Every fault that acted must be found at its frame, peer and field;
 * every fault that did not act says why; a session where no fault acted and the raw lines show no mismatch must not
 * be called a desync (no false desync), and one where they do show one is an organic divergence the analysis must
 * find. {@code -Dsweep.sessions=N} runs a longer sweep (default {@value #DEFAULT_SESSIONS}).
 */
class AccuracySweepTest {
    /** Every (mode, fault) pair once: the authoritative faults, then the lockstep ones, each with "none". */
    static final List<String[]> KINDS = List.of(
            new String[] {"AUTHORITATIVE", "nondeterminism"}, new String[] {"AUTHORITATIVE", "corrupt-dif"},
            new String[] {"AUTHORITATIVE", "rewind-skip"}, new String[] {"AUTHORITATIVE", "hidden-state"},
            new String[] {"AUTHORITATIVE", "iteration-order"}, new String[] {"AUTHORITATIVE", "wrong-dif-base"},
            new String[] {"AUTHORITATIVE", "none"},
            new String[] {"LOCKSTEP", "late-move"}, new String[] {"LOCKSTEP", "drop-sdat"},
            new String[] {"LOCKSTEP", "nondeterminism"}, new String[] {"LOCKSTEP", "iteration-order"},
            new String[] {"LOCKSTEP", "missed-join-input"}, new String[] {"LOCKSTEP", "none"});
    static final int DEFAULT_SESSIONS = 13;
    private static final int FRAMES = 360;
    private static final Pattern LINE = Pattern.compile(
            "^\\[60\\]\\[(\\d)\\]\\[(\\d+)\\]state chk:\\[([0-9a-f]{8})\\] (\\w+)$");

    @TempDir
    Path tmp;

    record Setup(String mode, String fault, String network, BotKind bot, int players) {
    }

    static List<Setup> sweep(int n, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        List<Setup> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            String[] pair = KINDS.get(i % KINDS.size());
            String kind = pair[1];
            int players = 2 + r.nextInt(3);
            // a joining client misses a move entered before its join: the fault's frame is among the first ones
            int frame = kind.equals("missed-join-input") ? 1 + r.nextInt(20) : 80 + r.nextInt(FRAMES - 160);
            String fault = kind.equals("none") ? null : kind + "@" + frame
                    + (kind.equals("rewind-skip") ? "" : ":p" + (1 + r.nextInt(players - 1)));
            String net = List.of("lan", "wan", "lossy").get(r.nextInt(3));
            BotKind bot = r.nextBoolean() ? BotKind.STRESS : BotKind.SCRIPTED;
            out.add(new Setup(pair[0], fault, net, bot, players));
        }
        return out;
    }

    static NetworkSettings network(String name) {
        return switch (name) {
            case "wan" -> NetworkSettings.lan().withLatency(80, 15);
            case "lossy" -> NetworkSettings.lan().withLatency(20, 5).withLoss(0.02);
            default -> NetworkSettings.lan();
        };
    }

    @Test
    void everyActedFaultIsFoundAtItsFramePeerAndFieldAndNoCleanSessionIsCalledADesync() throws Exception {
        int n = Integer.getInteger("sweep.sessions", DEFAULT_SESSIONS);
        int acted = 0;
        int found = 0;
        int notActed = 0;
        int clean = 0;
        int falseDesyncs = 0;
        int organic = 0;
        List<String> problems = new ArrayList<>();
        int i = 0;
        for (Setup s : sweep(n, 23)) {
            Path dir = tmp.resolve("s" + i++);
            SimulationConfig.Builder b = SimulationConfig.builder().players(s.players()).frames(FRAMES).seed(100 + i)
                    .level(3, TestData.level(3)).bot(s.bot(), null).network(network(s.network()))
                    .mode(SimMode.valueOf(s.mode())).out(dir);
            if (s.fault() != null) {
                b.fault(FaultSpec.parse(s.fault()));
            }
            Simulation.start(b.build()).run(Simulation.Progress.NONE);
            SessionManifest m = SessionManifests.read(dir.resolve("session.json"));
            SessionDesyncReport r = SessionDesync.analyze(dir);
            Map<Integer, Integer> raw = firstConfirmedMismatches(dir);
            String where = s + ": " + r.note();
            System.out.println("sweep " + s + " -> " + r.verdict().text() + (m.faults() == null ? "" : " "
                    + m.faults().stream().map(f -> f.spec() + (f.acted() ? " acted at " + f.firstDivergentFrame()
                    + " " + f.field() : " not acted: " + f.why())).toList()));
            boolean anyActed = false;
            if (m.faults() != null) {
                for (SessionManifest.FaultRecord f : m.faults()) {
                    if (!f.acted()) {
                        notActed++;
                        if (f.why().isBlank()) {
                            problems.add(where + " -> " + f.spec() + " did not act and says no why");
                        }
                        continue;
                    }
                    anyActed = true;
                    acted++;
                    // independent truth: a client-visible fault from the raw lines; a step fault from its own record
                    boolean stepFault = f.spec().startsWith("nondeterminism") || f.spec().startsWith("rewind-skip")
                            || f.spec().startsWith("iteration-order");
                    int expected = stepFault ? f.firstDivergentFrame() : raw.getOrDefault(f.peer(), -1);
                    if (expected != f.firstDivergentFrame()) {
                        problems.add(where + " -> " + f.spec() + ": its record says frame " + f.firstDivergentFrame()
                                + ", the raw lines " + expected);
                    }
                    boolean hit = r.runs().stream().anyMatch(run -> run.peer() == f.peer()
                            && run.firstFrame() == expected && run.fields().contains(f.field()));
                    if (hit) {
                        found++;
                    } else {
                        problems.add(where + " -> " + f.spec() + " acted at " + expected + " (" + f.field()
                                + ") but no run starts there: " + runs(r));
                    }
                }
            }
            if (!anyActed) {
                if (raw.isEmpty()) {
                    clean++;
                    if (r.verdict() != Verdict.IN_SYNC) {
                        falseDesyncs += r.verdict() == Verdict.DESYNC ? 1 : 0;
                        problems.add(where + " -> no fault acted and no raw mismatch, but the verdict is "
                                + r.verdict().text() + " " + runs(r));
                    }
                } else {
                    organic++;
                    int peer = raw.keySet().iterator().next();
                    if (r.runs().stream().noneMatch(run -> run.peer() == peer && run.firstFrame() == raw.get(peer))) {
                        problems.add(where + " -> an organic divergence of peer " + peer + " at " + raw.get(peer)
                                + " is not among the runs " + runs(r));
                    }
                }
            }
        }
        System.out.printf("accuracy sweep: %d sessions, %d faults acted (%d found), %d did not act (with a reason),"
                + " %d clean (%d false desyncs), %d organic divergences%n", n, acted, found, notActed, clean,
                falseDesyncs, organic);
        assertThat(problems).isEmpty();
        assertThat(acted).isPositive();
    }

    private static String runs(SessionDesyncReport r) {
        StringBuilder b = new StringBuilder("[");
        for (DivergenceRun run : r.runs()) {
            b.append(" p").append(run.peer()).append(' ').append(run.firstFrame()).append('-').append(run.lastFrame())
                    .append(' ').append(run.kind().text()).append(' ').append(run.fields());
        }
        return b.append(" ]").toString();
    }

    /** @return per client, the first frame whose confirmed checksum matches no authoritative line (raw lines) */
    static Map<Integer, Integer> firstConfirmedMismatches(Path dir) throws Exception {
        Map<Integer, Set<String>> auth = new HashMap<>();
        Map<Integer, TreeMap<Integer, List<String>>> confirmed = new TreeMap<>();
        try (var files = Files.walk(dir)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".txt")).sorted().toList()) {
                for (String l : Files.readAllLines(f, StandardCharsets.ISO_8859_1)) {
                    Matcher m = LINE.matcher(l);
                    if (!m.matches()) {
                        continue;
                    }
                    int p = Integer.parseInt(m.group(1));
                    int frame = Integer.parseInt(m.group(2));
                    if (m.group(4).equals("authoritative")) {
                        auth.computeIfAbsent(frame, k -> new HashSet<>()).add(m.group(3));
                    } else if (m.group(4).equals("confirmed")) {
                        confirmed.computeIfAbsent(p, k -> new TreeMap<>()).computeIfAbsent(frame,
                                k -> new ArrayList<>()).add(m.group(3));
                    }
                }
            }
        }
        Map<Integer, Integer> out = new TreeMap<>();
        for (var peer : confirmed.entrySet()) {
            for (var e : peer.getValue().entrySet()) {
                Set<String> a = auth.get(e.getKey());
                if (a != null && e.getValue().stream().anyMatch(c -> !a.contains(c))) {
                    out.put(peer.getKey(), e.getKey());
                    break;
                }
            }
        }
        return out;
    }
}
