package org.netreplay.pmnet;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.CRC32;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.pmnet.client.ClientFrames;
import org.netreplay.pmnet.proof.PeerProof;
import org.netreplay.pmnet.server.ServerFrames;

/**
 * Real netgames recorded on loopback with the real game built from its sources (test resources
 * {@code recorded/*.zip}, README beside them): the rebuilt server's state at the start of every frame, and each
 * rebuilt client's state before and after every dif and after its re-simulation, equal the real game's own, byte for
 * byte (CRC-32 of the 113,344-byte state, which the game dumped while it played: {@code oracle.txt}); and the proof
 * from the logs alone is verified.
 */
class RecordedSessionsTest {
    @TempDir
    Path tmp;

    private static String crc(byte[] s) {
        CRC32 c = new CRC32();
        c.update(s);
        return String.format("%08x", c.getValue());
    }

    @ParameterizedTest
    @ValueSource(strings = {"level3-two-clients", "level25-three-clients"})
    void everyRebuiltStateIsTheRealGames(String name) throws Exception {
        ReconstructionResult r = rebuildAgainstOracle(name);
        assertThat(r.verified()).isTrue();
        assertThat(r.peers()).allMatch(p -> p.unchecked().isEmpty());
    }

    /**
     * Client 2 of this netgame ran a deliberately broken build of the game (the local dump patch, README beside the
     * zips: from its own frame 700 on, its gravity is a hair stronger). The server and client 1 are the real game's,
     * state for state, and so is client 2 until its frame 700; after it client 2's own predictions are not the game's.
     * From the logs alone, the proof finds it at the first dif client 2 applied after its frame 700 (the status row
     * says which frame the client was at: {@code cur}), and {@code desync} calls it a desync of peer 2 whose
     * prediction the game's simulation cannot reproduce; server and client 1 stay verified.
     */
    @org.junit.jupiter.api.Test
    void aClientRunningAnotherGameIsFoundAtItsFirstCorrectionAfterTheChange() throws Exception {
        OracleCheck[] check = new OracleCheck[1];
        ReconstructionResult r = rebuildAgainstOracle("level3-client2-desyncs",
                key -> !(key.startsWith("C 2 pre ") || key.startsWith("C 2 resim "))
                        || Integer.parseInt(key.substring(key.lastIndexOf(' ') + 1)) < BROKEN_FROM,
                check);
        assertThat(check[0].differentAllowed).as("client 2's own states after its change differ from ours").isPositive();
        assertThat(r.peer(0).verified()).isTrue();
        assertThat(r.peer(1).verified()).isTrue();
        PeerProof p2 = r.peer(2);
        assertThat(p2.mismatchCount()).isPositive();
        assertThat(p2.checked(PeerProof.Kind.DIF)).isEqualTo(p2.matched(PeerProof.Kind.DIF));
        java.util.regex.Matcher cur = java.util.regex.Pattern.compile("cur:\\[(\\d+)]")
                .matcher(p2.firstMismatch().what());
        assertThat(cur.find()).as(p2.firstMismatch().what()).isTrue();
        assertThat(Integer.parseInt(cur.group(1))).isBetween(BROKEN_FROM, BROKEN_FROM + 30);

        Path dir = tmp.resolve("level3-client2-desyncs");
        String before = System.getProperty("netreplay.pmLevels");
        System.setProperty("netreplay.pmLevels", org.netreplay.testdata.TestData.levels().toString());
        try {
            org.netreplay.session.desync.SessionDesyncReport d = org.netreplay.session.desync.SessionDesync.analyze(dir);
            assertThat(d.verdict()).hasToString("DESYNC");
            assertThat(d.peer()).isEqualTo(2);
            assertThat(d.kind()).hasToString("PREDICTION_NOT_REPRODUCED");
            assertThat(d.runs()).allMatch(run -> run.peer() == 2);
        } finally {
            if (before == null) {
                System.clearProperty("netreplay.pmLevels");
            } else {
                System.setProperty("netreplay.pmLevels", before);
            }
        }
    }

    /**
     * {@code desync} on the recorded three-client netgame, whose folders hold each peer's log in pieces (the game
     * writes a new file at each flush, here also a piece of the next level): the pieces are one peer's log, not a
     * contradiction, and the session is proven in sync.
     */
    @org.junit.jupiter.api.Test
    void desyncProvesARealSessionWhoseLogsComeInPieces() throws Exception {
        Path dir = Fixtures.recorded("level25-three-clients", tmp.resolve("pieces"));
        String before = System.getProperty("netreplay.pmLevels");
        System.setProperty("netreplay.pmLevels", org.netreplay.testdata.TestData.levels().toString());
        try {
            org.netreplay.session.desync.SessionDesyncReport d = org.netreplay.session.desync.SessionDesync.analyze(dir);
            assertThat(d.verdict()).as(d.note()).hasToString("IN_SYNC");
            assertThat(d.coverage()).extracting(c -> c.peer()).contains(0, 1, 2, 3);
        } finally {
            if (before == null) {
                System.clearProperty("netreplay.pmLevels");
            } else {
                System.setProperty("netreplay.pmLevels", before);
            }
        }
    }

    /** The client frame from which client 2 of {@code level3-client2-desyncs} ran its broken gravity. */
    private static final int BROKEN_FROM = 700;

    private ReconstructionResult rebuildAgainstOracle(String name) throws Exception {
        return rebuildAgainstOracle(name, key -> true, new OracleCheck[1]);
    }

    /**
     * Rebuilds the recorded session {@code name} and compares every state with the oracle's; states whose key
     * {@code mustEqual} refuses are compared too but only counted ({@code checkOut[0].differentAllowed}).
     */
    private ReconstructionResult rebuildAgainstOracle(String name, java.util.function.Predicate<String> mustEqual,
            OracleCheck[] checkOut) throws Exception {
        Path dir = Fixtures.recorded(name, tmp.resolve(name));
        OracleCheck check = new OracleCheck(oracle(dir.resolve("oracle.txt")), mustEqual);
        checkOut[0] = check;
        RealSession session = RealSession.scan(dir);
        Reconstruction.Builder b = Reconstruction.builder(session, Fixtures.levels());
        b.serverFrames(new ServerFrames() {
            @Override
            public void created(int frame, byte[] state) {
                check.compare("S " + frame, state);
            }

            @Override
            public void resimulated(int frame, byte[] state) {
            }
        });
        for (int p : session.clientLogs().keySet()) {
            b.clientFrames(p, new ClientFrames() {
                @Override
                public void predicted(int frame, byte[] state) {
                }

                @Override
                public void applied(int atFrame, int dst, byte[] before, byte[] after) {
                    if (before != null) {
                        check.compare("C " + p + " pre " + atFrame, before);
                    }
                    check.compare("C " + p + " fixed " + dst, after);
                }

                @Override
                public void corrected(int frame, int dst, int ff, float lcor, float rcor, byte[] state) {
                    check.compare("C " + p + " resim " + frame, state);
                }
            });
        }
        ReconstructionResult r = b.build().run();
        assertThat(check.differ).as("states that differ from the real game's (key: oracle vs rebuilt)").isEmpty();
        assertThat(check.equal).as("states compared with the oracle").isGreaterThan(check.oracleLines / 2);
        return r;
    }

    /** The rebuild's n-th state for a key against the oracle's n-th line for it. */
    private static final class OracleCheck {
        private final Map<String, List<String>> oracle;
        private final Map<String, Integer> seen = new HashMap<>();
        private final Map<String, String> differ = new java.util.TreeMap<>();
        private final java.util.function.Predicate<String> mustEqual;
        private final int oracleLines;
        private int equal;
        private int differentAllowed;

        OracleCheck(Map<String, List<String>> oracle, java.util.function.Predicate<String> mustEqual) {
            this.oracle = oracle;
            this.mustEqual = mustEqual;
            this.oracleLines = oracle.values().stream().mapToInt(List::size).sum();
        }

        void compare(String key, byte[] state) {
            List<String> wants = oracle.get(key);
            int n = seen.merge(key, 1, Integer::sum) - 1;
            if (wants == null || n >= wants.size()) {
                return;
            }
            String got = crc(state);
            if (wants.get(n).equals(got)) {
                equal++;
            } else if (!mustEqual.test(key)) {
                differentAllowed++;
            } else {
                differ.putIfAbsent(key + " #" + (n + 1), wants.get(n) + " vs " + got);
            }
        }
    }

    /**
     * Reads {@code oracle.txt} (README beside the zips) into "S frame" and "C player kind frame" keys, keeping the
     * first run of the first level only (the rebuild's callbacks do not name the level). The server's run ends where
     * its frame number falls by more than {@value #NEW_RUN_DROP} frames: the statistics pass replays the level there,
     * or the next level starts again at frame 0. A client's run ends at its statistics pass: the first re-simulation
     * that ends more than {@value #NEW_RUN_DROP} frames away from the frame the client was at before the dif (the pass
     * leaves the frame counter where it stopped; a first dif after a join starts from frame 0 and is not one); after
     * it the client's player 0 holds the name, colour and player-vs-player damage of the client's own configuration
     * file, which no log holds (measured on a local recording of level 301 played to its exit: the only three fields
     * that differ). Within a run, a frame written twice (a rewind on the server saves the frame again) keeps both
     * lines in order: the rebuild's n-th state for that key is compared with the n-th line.
     */
    private static Map<String, List<String>> oracle(Path file) throws java.io.IOException {
        Map<String, List<String>> oracle = new HashMap<>();
        Integer lastServerFrame = null;
        Map<String, Integer> lastPre = new HashMap<>();
        java.util.Set<String> ended = new java.util.HashSet<>();
        for (String line : Files.readAllLines(file, StandardCharsets.US_ASCII)) {
            String[] f = line.split(" ");
            String stream;
            String key;
            if (f[0].equals("S")) {
                stream = "S";
                key = "S " + f[1];
                int frame = Integer.parseInt(f[1]);
                if (lastServerFrame != null && frame < lastServerFrame - NEW_RUN_DROP) {
                    ended.add(stream);
                }
                lastServerFrame = frame;
            } else if (f[0].equals("C")) {
                stream = "C " + f[1];
                key = "C " + f[1] + " " + f[2] + " " + f[3];
                int frame = Integer.parseInt(f[3]);
                if (f[2].equals("pre")) {
                    lastPre.put(stream, frame);
                } else if (f[2].equals("resim") && lastPre.getOrDefault(stream, 0) != 0
                        && Math.abs(lastPre.get(stream) - frame) > NEW_RUN_DROP) {
                    ended.add(stream);
                }
            } else {
                continue;
            }
            if (!ended.contains(stream)) {
                oracle.computeIfAbsent(key, k -> new java.util.ArrayList<>()).add(f[f.length - 1]);
            }
        }
        return oracle;
    }

    /** A fall of the frame number larger than any rewind or re-simulation: a new run of the level or a new level. */
    private static final int NEW_RUN_DROP = 200;
}
