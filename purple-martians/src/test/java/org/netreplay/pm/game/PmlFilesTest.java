package org.netreplay.pm.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.pm.golden.GoldenData;
import org.netreplay.pm.sim.LevelLibrary;
import org.netreplay.pm.sim.PmWorld;
import org.netreplay.pm.state.PmSections;
import org.netreplay.pm.state.PmStateCodec;

/** Level files: loaded tiles equal the real game's state at frame 0; hostile files are refused by name. */
class PmlFilesTest {
    @Test
    void theTilesOfALoadedLevelEqualTheRealGamesFrameZero() {
        GoldenData g = GoldenData.find();
        for (String demo : new String[] {"lev003", "lev014", "lev037", "lev096"}) {
            int level = Integer.parseInt(demo.substring(3));
            byte[] pml = PmlFiles.inFolder(g.levels()).inflatedPml(level);
            assertThat(pml).hasSize(LevelLibrary.PML_SIZE);
            PmWorld w = new PmWorld();
            w.level.pmlToVar(pml);
            byte[] ours = PmStateCodec.write(w);
            byte[] real = g.fullState(demo, 0);
            int from = PmSections.L.offset();
            int to = from + PmSections.L.size();
            assertThat(Arrays.copyOfRange(ours, from, to)).as(demo + " tiles").isEqualTo(Arrays.copyOfRange(real, from, to));
        }
    }

    @Test
    void aMissingLevelIsNullAndABrokenOneIsNamed(@TempDir Path dir) throws IOException {
        assertThat(PmlFiles.inFolder(dir).inflatedPml(7)).isNull();
        Files.write(dir.resolve("level007.pml"), new byte[] {0x78, (byte) 0x9c, 1, 2, 3});
        assertThatThrownBy(() -> PmlFiles.inFolder(dir).inflatedPml(7)).isInstanceOf(UncheckedIOException.class)
                .hasMessageContaining("level007.pml");
    }
}
