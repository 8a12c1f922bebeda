package org.netreplay.pm.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.netreplay.pm.game.PmReplay;
import org.netreplay.pm.game.PmlFiles;
import org.netreplay.pm.sim.LevelLibrary;
import org.netreplay.replay.gm.GmReader;
import org.netreplay.replay.gm.GmRecording;
import org.netreplay.testdata.TestData;

/**
 * The outcome of every one of the 96 real recordings ({@code sample-logs/demos}) against the real game's own
 * replays (test-data/pm-golden {@code summary.json}): replayed as the game's demo player does ({@link PmReplay#run},
 * the {@code replay} CLI's path, the game's hidden first pass included), each reaches level done at the real game's
 * {@code levelDoneFrame}, stops at the real game's last frame (level-done sequence included) and ends in a state whose
 * CRC-32 is the real game's {@code final_crc}. 62 of these demos have no per-frame file: this is their check.
 */
class GoldenOutcomesTest {
    private static final GoldenData GOLDEN = GoldenData.find();
    private static final LevelLibrary LEVELS = PmlFiles.inFolder(GOLDEN.levels());

    static List<String> allDemos() {
        return GOLDEN.allDemos();
    }

    /** summary.json lists exactly the 96 recordings of sample-logs/demos. */
    @Test
    void summaryCoversEveryRecording() throws IOException {
        Path demos = TestData.demos();
        List<String> files;
        try (Stream<Path> s = Files.walk(demos)) {
            files = s.filter(p -> p.toString().endsWith(".gm"))
                    .map(p -> demos.relativize(p).toString().replace('\\', '/').replaceAll("\\.gm$", ""))
                    .sorted().toList();
        }
        assertEquals(96, files.size(), "recordings in " + demos);
        assertEquals(files, allDemos().stream().sorted().toList(), "summary.json demos vs " + demos);
    }

    @ParameterizedTest
    @MethodSource("allDemos")
    void reachesLevelDoneAtTheRealGamesFrameWithItsFinalState(String demo) throws IOException {
        JsonNode expected = GOLDEN.summary().get("demos").get(demo);
        GmRecording rec = GmReader.read(GOLDEN.demo(demo));
        assertEquals(expected.get("level").asInt(), rec.level(), demo + " level");
        PmReplay.Outcome o = PmReplay.run(rec.moves(), rec.level(), rec.header().lastFrame(), LEVELS, null, null);
        assertEquals(1, expected.get("completed").asInt(), demo + ": the real game completes it");
        assertTrue(o.completed(), demo + ": level done reached");
        assertEquals(expected.get("levelDoneFrame").asInt(), o.levelDoneFrame(), demo + " levelDoneFrame");
        assertEquals(expected.get("last_frame_dumped").asInt(), o.lastFrame(), demo + " last frame");
        assertEquals(expected.get("final_crc").asText(), o.finalChecksum(), demo + " final CRC-32 of the state");
    }
}
