package org.netreplay.pm.state;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import java.util.zip.CRC32;

import org.junit.jupiter.api.Test;
import org.netreplay.pm.golden.GoldenData;

/** The incremental CRC equals java.util.zip.CRC32 of the whole state, whatever changes between calls. */
class StateCrcTest {
    private static int zlibCrc(byte[] b) {
        CRC32 c = new CRC32();
        c.update(b);
        return (int) c.getValue();
    }

    @Test
    void equalsTheWholeStateCrcUnderRandomChanges() {
        SplittableRandom random = new SplittableRandom(7);
        for (int size : new int[] {1, 703, StateCrc.CHUNK, StateCrc.CHUNK + 1, 5000, PmStateCodec.STATE_SIZE}) {
            StateCrc crc = new StateCrc(size);
            byte[] state = new byte[size];
            for (int step = 0; step < 200; step++) {
                int changes = step % 10 == 0 ? size : random.nextInt(4);
                for (int i = 0; i < changes; i++) {
                    state[random.nextInt(size)] = (byte) random.nextInt(256);
                }
                if (step % 37 == 5) {
                    state = state.clone();
                }
                assertThat(crc.update(state)).as("size " + size + " step " + step).isEqualTo(zlibCrc(state));
            }
        }
    }

    @Test
    void realStatesGiveTheRealGamesCrc() {
        GoldenData g = GoldenData.find();
        StateCrc crc = new StateCrc(PmStateCodec.STATE_SIZE);
        var rows = g.stateRows("lev037", false);
        for (int frame : new int[] {0, 100, 200, 300, 400, 500, 600, 614, 600}) {
            byte[] st = g.fullState("lev037", frame);
            assertThat(crc.update(st)).as("lev037 frame " + frame).isEqualTo(rows.get(frame).crc());
        }
    }

    @Test
    void aStateOfAnotherSizeIsRefused() {
        assertThatThrownBy(() -> new StateCrc(10).update(new byte[11])).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("11 bytes, not 10");
        assertThatThrownBy(() -> new StateCrc(0)).isInstanceOf(IllegalArgumentException.class);
    }
}
