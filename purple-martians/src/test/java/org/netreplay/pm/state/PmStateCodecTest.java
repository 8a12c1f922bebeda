package org.netreplay.pm.state;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.netreplay.pm.golden.GoldenData;
import org.netreplay.pm.sim.PmWorld;

/** The codec against full states written by the real game (test-data/pm-golden states/). */
class PmStateCodecTest {
    @Test
    void readingAndWritingRealStatesGivesTheirBytesBack() {
        GoldenData g = GoldenData.find();
        int checked = 0;
        for (String demo : List.of("lev003", "lev014", "lev037", "lev096", "TAS/lev041-8P-35")) {
            for (int frame = 0; frame <= 1400; frame += 100) {
                byte[] real = g.fullState(demo, frame);
                if (real == null) {
                    continue;
                }
                PmWorld w = new PmWorld();
                PmStateCodec.read(w, real);
                assertThat(PmStateCodec.write(w)).as("%s frame %d", demo, frame).isEqualTo(real);
                checked++;
            }
        }
        assertThat(checked).isGreaterThanOrEqualTo(20);
    }

    @Test
    void sectionCrcsOfARealStateMatchTheGoldenColumns() {
        GoldenData g = GoldenData.find();
        byte[] real = g.fullState("lev003", 100);
        GoldenData.StateRow row = g.stateRows("lev003", false).get(100);
        assertThat(PmStateCodec.crc32(real)).isEqualTo(row.crc());
        for (PmSections s : PmSections.values()) {
            assertThat(PmStateCodec.crc32(real, s.offset(), s.size())).as(s.column())
                    .isEqualTo(row.sections()[s.ordinal()]);
        }
    }
}
