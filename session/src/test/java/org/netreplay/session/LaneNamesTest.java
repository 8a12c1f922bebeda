package org.netreplay.session;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.testdata.TestData;

/** A single-player game's log is not called the server's. */
class LaneNamesTest {
    @Test
    void aSinglePlayerLogIsLogAndANetgameServerIsSrv(@TempDir Path dir) throws Exception {
        Path single = dir.resolve("20260819-073229-[5][o3000].txt");
        Files.writeString(single, "[50][0][0][   0] --- State change\n[51][0][12]level 5 started\n[53][0][40]x\n");
        OpenSession s = SessionLoader.load(List.of(single), (done, total) -> { });
        try {
            assertThat(s.laneNames()).containsExactly("log");
        } finally {
            s.close();
        }
        OpenSession real = SessionLoader.load(List.of(TestData.realNetgame()), (done, total) -> { });
        try {
            assertThat(real.laneNames()).startsWith("srv", "c1");
        } finally {
            real.close();
        }
    }
}
