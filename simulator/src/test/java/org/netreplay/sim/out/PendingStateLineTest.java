package org.netreplay.sim.out;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.replay.GameMove;
import org.netreplay.sim.clock.EventQueue;
import org.netreplay.sim.clock.PeerClock;

/**
 * A type-60 line whose checksum comes later ({@link PeerOutput#statePending}, {@link PeerOutput#stateKnown}) lands in
 * the text log and the states file exactly where {@link PeerOutput#state} would have put it: before the lines written
 * while it was pending.
 */
class PendingStateLineTest {
    @TempDir
    Path dir;

    private final List<String> records = new ArrayList<>();

    private PeerOutput peer(String name) throws Exception {
        PeerStates states = new PeerStates() {
            @Override
            public void write(int frame, String label, int checksum, byte[] state, List<GameMove> inputs) {
                records.add(frame + " " + label + " " + Integer.toHexString(checksum) + " " + inputs.size());
            }

            @Override
            public void close() {
            }
        };
        return new PeerOutput(3, false, dir.resolve(name + ".txt"), dir.resolve(name + ".gm"), states, null,
                new EventQueue(), new PeerClock(0, 0), 3, new SessionStamp(1));
    }

    private static void before(PeerOutput out) throws Exception {
        out.log(37, 10, "timer adjust");
    }

    private static void after(PeerOutput out) throws Exception {
        out.timers(11, new String[] {"cpu"}, new double[] {1.5});
        out.blank();
        out.boxed(10, 11, "boxed");
        out.log(36, 11, "client ping");
    }

    @Test
    void thePendingLineAndTheLinesAfterItComeOutAsWrittenAtOnce() throws Exception {
        List<GameMove> inputs = List.of(new GameMove(11, GameMove.TYPE_MOVE, 2, 5));
        PeerOutput now = peer("now");
        before(now);
        now.state(11, "predicted", 0x0badf00d, null, inputs);
        after(now);
        now.close();

        PeerOutput later = peer("later");
        before(later);
        later.statePending();
        after(later);
        later.stateKnown(11, "predicted", 0x0badf00d, null, inputs);
        later.log(37, 12, "next frame");
        later.close();

        String a = Files.readString(dir.resolve("now.txt"), StandardCharsets.ISO_8859_1);
        String b = Files.readString(dir.resolve("later.txt"), StandardCharsets.ISO_8859_1);
        assertThat(b).isEqualTo(a + "[37][3][12]next frame\n");
        assertThat(a).contains("[60][3][11]state chk:[0badf00d] predicted\n[44][3][11]");
        assertThat(records).containsExactly("11 predicted badf00d 1", "11 predicted badf00d 1");
        assertThat(later.lines()).isEqualTo(now.lines() + 1);
    }

    @Test
    void severalPendingLinesAreFilledInTheOrderStartedWithTheLinesBetweenThemInPlace() throws Exception {
        List<GameMove> none = List.of();
        PeerOutput now = peer("now");
        before(now);
        now.state(10, "resimulated", 0x10, null, none);
        now.state(11, "resimulated", 0x11, null, none);
        now.log(33, 12, "tx stak");
        now.state(12, "predicted", 0x12, null, none);
        after(now);
        now.close();

        PeerOutput later = peer("later");
        before(later);
        later.statePending();
        later.statePending();
        later.log(33, 12, "tx stak");
        later.statePending();
        after(later);
        later.stateKnown(10, "resimulated", 0x10, null, none);
        later.stateKnown(11, "resimulated", 0x11, null, none);
        later.stateKnown(12, "predicted", 0x12, null, none);
        later.close();

        String a = Files.readString(dir.resolve("now.txt"), StandardCharsets.ISO_8859_1);
        assertThat(Files.readString(dir.resolve("later.txt"), StandardCharsets.ISO_8859_1)).isEqualTo(a);
        assertThat(a).contains("[60][3][11]state chk:[00000011] resimulated\n[33][3][12]tx stak\n"
                + "[60][3][12]state chk:[00000012] predicted\n");
        assertThat(records).containsExactly("10 resimulated 10 0", "11 resimulated 11 0", "12 predicted 12 0",
                "10 resimulated 10 0", "11 resimulated 11 0", "12 predicted 12 0");
    }

    @Test
    void noStateIsWrittenPastAPendingLineAndNoneIsLeftAtClose() throws Exception {
        PeerOutput out = peer("one");
        out.statePending();
        assertThatThrownBy(() -> out.state(1, "confirmed", 1, null, List.of()))
                .isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(out::close).isInstanceOf(IllegalStateException.class);
        out.stateKnown(1, "predicted", 1, null, List.of());
        assertThatThrownBy(() -> out.stateKnown(1, "predicted", 1, null, List.of()))
                .isInstanceOf(IllegalStateException.class);
        out.close();
        assertThat(records).containsExactly("1 predicted 1 0");
    }
}
