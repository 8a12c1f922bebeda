package org.netreplay.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.session.desync.DivergenceKind;
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
 * Faults that always say what they did (docs/simulator.md, "Faults"): each fault's record in {@code session.json},
 * the ground truth as the earliest of them, peer-targeted faults, the new kinds, and the refusals before a run. The
 * expected frames come from the fault's own spec and, for what the desync analysis must find, from the written
 * type-60 lines (read here with a regex, not with the analysis' classes).
 */
class FaultOutcomesTest {
    private static final Pattern LINE = Pattern.compile("^\\[60\\]\\[(\\d)\\]\\[(\\d+)\\]state chk:\\[([0-9a-f]{8})\\] "
            + "(\\w+)$");

    @TempDir
    Path tmp;

    private SessionManifest run(Path dir, int players, int frames, String mode, BotKind bot, String game,
                                NetworkSettings net, String... faults) throws Exception {
        SimulationConfig.Builder b = SimulationConfig.builder().players(players).frames(frames).seed(7)
                .bot(bot, null).network(net).out(dir);
        if (game != null) {
            b.game(game);
        } else {
            b.level(3, TestData.level(3));
        }
        if (mode != null) {
            b.mode(SimMode.valueOf(mode));
        }
        for (String f : faults) {
            b.fault(FaultSpec.parse(f));
        }
        Simulation.start(b.build()).run(Simulation.Progress.NONE);
        return SessionManifests.read(dir.resolve("session.json"));
    }

    /** @return the first frame where a peer's confirmed line matches no authoritative line, from the raw lines */
    private static int firstConfirmedMismatch(Path dir, int peer) throws Exception {
        java.util.Map<Integer, java.util.Set<String>> auth = new java.util.HashMap<>();
        java.util.TreeMap<Integer, String> confirmed = new java.util.TreeMap<>();
        try (var files = Files.walk(dir)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".txt")).toList()) {
                for (String l : Files.readAllLines(f, StandardCharsets.ISO_8859_1)) {
                    Matcher m = LINE.matcher(l);
                    if (!m.matches()) {
                        continue;
                    }
                    int p = Integer.parseInt(m.group(1));
                    int frame = Integer.parseInt(m.group(2));
                    if (m.group(4).equals("authoritative")) {
                        auth.computeIfAbsent(frame, k -> new java.util.HashSet<>()).add(m.group(3));
                    } else if (p == peer && m.group(4).equals("confirmed")) {
                        confirmed.putIfAbsent(frame, m.group(3));
                    }
                }
            }
        }
        for (var e : confirmed.entrySet()) {
            if (auth.containsKey(e.getKey()) && !auth.get(e.getKey()).contains(e.getValue())) {
                return e.getKey();
            }
        }
        return -1;
    }

    @Test
    void twoFaultsKeepOneRecordEachAndTheTruthIsTheEarliest() throws Exception {
        Path dir = tmp.resolve("two");
        SessionManifest m = run(dir, 2, 700, null, BotKind.SCRIPTED, null, NetworkSettings.lan(),
                "nondeterminism@200", "corrupt-dif@600");
        assertThat(m.faults()).hasSize(2);
        SessionManifest.FaultRecord nd = m.faults().get(0);
        SessionManifest.FaultRecord cd = m.faults().get(1);
        assertThat(nd.spec()).isEqualTo("nondeterminism@200");
        assertThat(nd.acted()).isTrue();
        assertThat(nd.firstDivergentFrame()).isEqualTo(200);
        assertThat(nd.peer()).isEqualTo(1);
        assertThat(nd.field()).isEqualTo("syn[1].x");
        assertThat(cd.acted()).isTrue();
        assertThat(cd.firstDivergentFrame()).isGreaterThanOrEqualTo(600);
        assertThat(cd.firstDivergentFrame()).isEqualTo(firstConfirmedMismatch(dir, 1) < 600
                ? cd.firstDivergentFrame() : firstConfirmedMismatch(dir, 1));
        assertThat(m.groundTruth().firstDivergentFrame()).isEqualTo(200);
        SessionDesyncReport r = SessionDesync.analyze(dir);
        assertThat(r.verdict()).isEqualTo(Verdict.DESYNC);
        assertThat(r.firstDivergentFrame()).isEqualTo(200);
        assertThat(r.kind()).isEqualTo(DivergenceKind.NONDETERMINISM);
        assertThat(r.runs()).anySatisfy(run -> {
            assertThat(run.firstFrame()).isEqualTo(cd.firstDivergentFrame());
            assertThat(run.kind()).isEqualTo(DivergenceKind.CLIENT_DIVERGED);
            assertThat(run.fields()).contains("syn[1].x");
        });
    }

    @Test
    void nondeterminismOnAnyClientUnderStressInputIsFoundAtItsFrame() throws Exception {
        // three players, stress input, 80 ms: a client never simulates a frame with exactly the server's final inputs
        Path dir = tmp.resolve("nd");
        SessionManifest m = run(dir, 3, 500, null, BotKind.STRESS, null,
                NetworkSettings.lan().withLatency(80, 15), "nondeterminism@380:p2");
        SessionManifest.FaultRecord f = m.faults().get(0);
        assertThat(f.acted()).as(f.why()).isTrue();
        assertThat(f.firstDivergentFrame()).isEqualTo(380);
        assertThat(f.peer()).isEqualTo(2);
        SessionDesyncReport r = SessionDesync.analyze(dir);
        assertThat(r.firstDivergentFrame()).as(r.note()).isEqualTo(380);
        assertThat(r.peer()).isEqualTo(2);
        assertThat(r.kind()).isEqualTo(DivergenceKind.NONDETERMINISM);
        assertThat(r.fields()).extracting(d -> d.path()).contains("syn[2].x");
    }

    @Test
    void theNewFaultKindsAndLockstepNondeterminismAreFoundWhereTheySayTheyActed() throws Exception {
        record Case(String name, int players, String mode, String game, String fault, DivergenceKind kind) {
        }
        List<Case> cases = List.of(
                new Case("hidden", 3, null, null, "hidden-state@200:p2", DivergenceKind.CLIENT_DIVERGED),
                new Case("rng", 3, null, "pm-reference", "rng-drift@200:p2", DivergenceKind.NONDETERMINISM),
                new Case("ls-nd", 3, "LOCKSTEP", null, "nondeterminism@200:p2", DivergenceKind.NONDETERMINISM),
                new Case("ls-late", 3, "LOCKSTEP", null, "late-move@200:p2", DivergenceKind.CLIENT_DIVERGED));
        for (Case c : cases) {
            Path dir = tmp.resolve(c.name());
            SessionManifest m = run(dir, c.players(), 450, c.mode(), BotKind.SCRIPTED, c.game(),
                    NetworkSettings.lan(), c.fault());
            SessionManifest.FaultRecord f = m.faults().get(0);
            assertThat(f.acted()).as(c.name() + ": " + f.why()).isTrue();
            assertThat(f.peer()).isEqualTo(2);
            assertThat(f.firstDivergentFrame()).as(c.name()).isGreaterThanOrEqualTo(200);
            if (c.kind() == DivergenceKind.CLIENT_DIVERGED) {
                assertThat(f.firstDivergentFrame()).as(c.name() + " from the raw lines")
                        .isEqualTo(firstConfirmedMismatch(dir, 2));
            } else {
                assertThat(f.firstDivergentFrame()).as(c.name()).isEqualTo(200);
            }
            SessionDesyncReport r = SessionDesync.analyze(dir);
            assertThat(r.verdict()).as(c.name() + ": " + r.note()).isEqualTo(Verdict.DESYNC);
            DivergenceRun first = r.runs().get(0);
            assertThat(first.peer()).as(c.name()).isEqualTo(2);
            assertThat(first.firstFrame()).as(c.name()).isEqualTo(f.firstDivergentFrame());
            assertThat(first.kind()).as(c.name()).isEqualTo(c.kind());
            assertThat(first.fields()).as(c.name()).contains(f.field());
        }
    }

    @Test
    void iterationOrderWrongDifBaseAndMissedJoinInputAreFoundWhereTheySayTheyActed() throws Exception {
        record Case(String name, int players, String mode, NetworkSettings net, String fault, int peer,
                    DivergenceKind kind) {
        }
        NetworkSettings wan = NetworkSettings.lan().withLatency(80, 15);
        List<Case> cases = List.of(
                new Case("io", 4, null, NetworkSettings.lan(), "iteration-order@80:p1", 1,
                        DivergenceKind.NONDETERMINISM),
                new Case("wdb", 3, null, wan, "wrong-dif-base@100:p2", 2, DivergenceKind.CLIENT_DIVERGED),
                new Case("ls-io", 4, "LOCKSTEP", NetworkSettings.lan(), "iteration-order@80:p1", 1,
                        DivergenceKind.NONDETERMINISM),
                new Case("ls-mji", 3, "LOCKSTEP", wan, "missed-join-input@1:p2", 2, DivergenceKind.CLIENT_DIVERGED));
        for (Case c : cases) {
            Path dir = tmp.resolve(c.name());
            SessionManifest m = run(dir, c.players(), 400, c.mode(), BotKind.STRESS, null, c.net(), c.fault());
            SessionManifest.FaultRecord f = m.faults().get(0);
            assertThat(f.acted()).as(c.name() + ": " + f.why()).isTrue();
            assertThat(f.peer()).isEqualTo(c.peer());
            assertThat(f.firstDivergentFrame()).as(c.name()).isGreaterThanOrEqualTo(FaultSpec.parse(c.fault()).frame());
            if (c.kind() == DivergenceKind.CLIENT_DIVERGED) {
                assertThat(f.firstDivergentFrame()).as(c.name() + " from the raw lines")
                        .isEqualTo(firstConfirmedMismatch(dir, c.peer()));
            }
            SessionDesyncReport r = SessionDesync.analyze(dir);
            assertThat(r.verdict()).as(c.name() + ": " + r.note()).isEqualTo(Verdict.DESYNC);
            DivergenceRun first = r.runs().get(0);
            assertThat(first.peer()).as(c.name()).isEqualTo(c.peer());
            assertThat(first.firstFrame()).as(c.name()).isEqualTo(f.firstDivergentFrame());
            assertThat(first.kind()).as(c.name()).isEqualTo(c.kind());
            assertThat(first.fields()).as(c.name()).contains(f.field());
        }
    }

    @Test
    void aFaultThatNeverActsSaysWhyAndTheSessionIsInSync() throws Exception {
        Path dir = tmp.resolve("late");
        SessionManifest m = run(dir, 2, 300, null, BotKind.SCRIPTED, null, NetworkSettings.lan(), "rewind-skip@299");
        SessionManifest.FaultRecord f = m.faults().get(0);
        assertThat(f.acted()).isFalse();
        assertThat(f.firstDivergentFrame()).isNull();
        assertThat(f.why()).contains("no rewind");
        assertThat(m.groundTruth()).isNull();
        assertThat(SessionDesync.analyze(dir).verdict()).isEqualTo(Verdict.IN_SYNC);
    }

    @Test
    void faultsThatCannotActAreRefusedBeforeAnythingIsWritten() {
        String[][] refused = {
            {"nondeterminism@5000", "after the session's last frame"},
            {"corrupt-dif@100:p5", "client 5 is not in this"},
            {"rewind-skip@100:p1", "acts on the server"},
            {"rng-drift@100", "no PRNG"},
        };
        for (String[] r : refused) {
            Path dir = tmp.resolve("refused-" + r[0].replace(':', '-').replace('@', '-'));
            assertThatThrownBy(() -> run(dir, 3, 300, null, BotKind.SCRIPTED, null, NetworkSettings.lan(), r[0]))
                    .as(r[0]).isInstanceOf(IllegalArgumentException.class).hasMessageContaining(r[1]);
            assertThat(Files.exists(dir)).as(r[0]).isFalse();
        }
        assertThatThrownBy(() -> run(tmp.resolve("ls"), 3, 300, "LOCKSTEP", BotKind.SCRIPTED, null,
                NetworkSettings.lan(), "corrupt-dif@100")).hasMessageContaining("the lockstep mode makes");
        assertThatThrownBy(() -> run(tmp.resolve("ls-wdb"), 3, 300, "LOCKSTEP", BotKind.SCRIPTED, null,
                NetworkSettings.lan(), "wrong-dif-base@100")).hasMessageContaining("never state difs");
        assertThatThrownBy(() -> run(tmp.resolve("mji"), 3, 300, null, BotKind.SCRIPTED, null,
                NetworkSettings.lan(), "missed-join-input@10")).hasMessageContaining("whole state");
        assertThatThrownBy(() -> run(tmp.resolve("io-ref"), 3, 300, null, BotKind.SCRIPTED, "pm-reference",
                NetworkSettings.lan(), "iteration-order@100")).hasMessageContaining("no entity update order");
        assertThat(tmp.resolve("io-ref")).doesNotExist();
    }

    @Test
    void aLockstepSessionThatDesyncsWithoutAFaultRecordsTheOrganicDivergenceWithItsCause() throws Exception {
        Path dir = tmp.resolve("organic");
        SessionManifest m = run(dir, 3, 600, "LOCKSTEP", BotKind.SCRIPTED, null,
                NetworkSettings.lan().withLatency(40, 2).withLoss(0.05));
        assertThat(m.faults()).isNull();
        SessionManifest.GroundTruth t = m.groundTruth();
        assertThat(t).as("a lossy lockstep session of this seed diverges").isNotNull();
        assertThat(t.cause()).contains("client " + t.peer() + " entered the move").contains("after that move's frame");
        assertThat(t.firstDivergentFrame()).isEqualTo(firstConfirmedMismatch(dir, t.peer()));
        SessionDesyncReport r = SessionDesync.analyze(dir);
        assertThat(r.firstDivergentFrame()).isEqualTo(t.firstDivergentFrame());
        assertThat(r.peer()).isEqualTo(t.peer());
        assertThat(r.fields()).extracting(d -> d.path()).contains(t.field());
    }
}
