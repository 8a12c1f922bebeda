package org.netreplay.replay.session;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/** Compact keyframes read back byte for byte, across anchors, rewrites and discards. */
class KeyframeStoreTest {
    private static byte[] state(int frame) {
        byte[] s = new byte[5000];
        for (int i = 0; i < s.length; i++) {
            s[i] = (byte) ((i * 31 + frame * (i % 7 == 0 ? 3 : 0)) ^ (frame >> 3));
        }
        return s;
    }

    @Test
    void everyKeyframeReadsBackExactlyAndTakesLessThanItsRawSize() {
        KeyframeStore k = new KeyframeStore();
        List<Integer> frames = new ArrayList<>();
        for (int f = 0; f <= 64 * 40; f += 64) {
            k.save(f, state(f));
            frames.add(f);
        }
        for (int f : frames) {
            assertThat(k.floor(f + 10).getKey()).isEqualTo(f);
            assertThat(k.floor(f + 10).getValue()).as("frame %d", f).isEqualTo(state(f));
        }
        assertThat(k.bytes()).isLessThan(frames.size() * 5000L / 4);
    }

    @Test
    void discardingTheTailAndSavingNewStatesStaysExact() {
        KeyframeStore k = new KeyframeStore();
        for (int f = 0; f <= 64 * 40; f += 64) {
            k.save(f, state(f));
        }
        k.discardAfter(64 * 17 + 5);
        assertThat(k.floor(64 * 40).getKey()).isEqualTo(64 * 17);
        for (int f = 64 * 18; f <= 64 * 30; f += 64) {
            k.save(f, state(f + 1));
        }
        k.save(64 * 5, state(999));
        assertThat(k.floor(64 * 30).getKey()).isEqualTo(64 * 5);
        assertThat(k.floor(64 * 5).getValue()).isEqualTo(state(999));
        assertThat(k.floor(64 * 4).getValue()).isEqualTo(state(64 * 4));
        assertThat(k.floor(0).getValue()).isEqualTo(state(0));
    }
}
