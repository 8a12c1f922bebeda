package org.netreplay.pmnet;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.zip.CRC32;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.pmnet.client.ClientFrames;
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
    @ValueSource(strings = {"level3-two-clients"})
    void everyRebuiltStateIsTheRealGames(String name) throws Exception {
        Path dir = Fixtures.recorded(name, tmp.resolve(name));
        Map<String, String> oracle = new HashMap<>();
        for (String line : Files.readAllLines(dir.resolve("oracle.txt"), StandardCharsets.US_ASCII)) {
            String[] f = line.split(" ");
            if (f[0].equals("S")) {
                oracle.put("S " + f[1], f[2]);
            } else if (f[0].equals("C")) {
                oracle.put("C " + f[1] + " " + f[2] + " " + f[3], f[4]);
            }
        }
        int[] equal = new int[1];
        Map<String, String> differ = new HashMap<>();
        RealSession session = RealSession.scan(dir);
        Reconstruction.Builder b = Reconstruction.builder(session, Fixtures.levels());
        b.serverFrames(new ServerFrames() {
            @Override
            public void created(int frame, byte[] state) {
                compare("S " + frame, state);
            }

            @Override
            public void resimulated(int frame, byte[] state) {
            }

            private void compare(String key, byte[] state) {
                String want = oracle.get(key);
                if (want == null) {
                    return;
                }
                if (want.equals(crc(state))) {
                    equal[0]++;
                } else {
                    differ.putIfAbsent(key, want + " vs " + crc(state));
                }
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
                        compare("C " + p + " pre " + atFrame, before);
                    }
                    compare("C " + p + " fixed " + dst, after);
                }

                @Override
                public void corrected(int frame, int dst, int ff, float lcor, float rcor, byte[] state) {
                    compare("C " + p + " resim " + frame, state);
                }

                private void compare(String key, byte[] state) {
                    String want = oracle.get(key);
                    if (want == null) {
                        return;
                    }
                    if (want.equals(crc(state))) {
                        equal[0]++;
                    } else {
                        differ.putIfAbsent(key, want + " vs " + crc(state));
                    }
                }
            });
        }
        ReconstructionResult r = b.build().run();
        assertThat(differ).isEmpty();
        assertThat(equal[0]).isGreaterThan(oracle.size() / 2);
        assertThat(r.verified()).isTrue();
        assertThat(r.peers()).allMatch(p -> p.unchecked().isEmpty());
    }
}
