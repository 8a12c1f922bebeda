package org.netreplay.bench.pm;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.netreplay.pm.game.PmReplay;
import org.netreplay.pm.game.PmlFiles;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.gm.GmReader;
import org.netreplay.replay.gm.GmRecording;
import org.netreplay.replay.session.Games;
import org.netreplay.replay.spi.GameSetup;
import org.netreplay.replay.spi.GameSimulation;

/** The game's 96 demo recordings and 155 levels bundled in sample-logs (run the benchmarks from the repo root). */
final class PmDemos {
    static final Path DEMOS = Path.of("sample-logs/demos");
    static final PmlFiles LEVELS = PmlFiles.inFolder(Path.of("sample-logs/levels"));

    private PmDemos() {
    }

    /** @return every demo, parsed, in path order */
    static List<GmRecording> all() {
        try (Stream<Path> files = Files.walk(DEMOS)) {
            List<GmRecording> out = new ArrayList<>();
            for (Path p : files.filter(f -> f.toString().endsWith(".gm")).sorted().toList()) {
                out.add(GmReader.read(p));
            }
            if (out.size() != 96) {
                throw new IllegalStateException(out.size() + " demos in " + DEMOS.toAbsolutePath() + ", expected 96");
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * @return the longest level-42 demo (the latest last move), the one the per-state benchmarks replay; sets
     *         {@code netreplay.pmLevels} to the bundled levels
     */
    static GmRecording longestOfLevel42() {
        GmRecording rec = all().stream().filter(r -> r.level() == 42 && r.moves().size() > 0)
                .max(java.util.Comparator.comparingInt(GmRecording::lastMoveFrame)).orElseThrow();
        System.setProperty("netreplay.pmLevels", "sample-logs/levels");
        return rec;
    }

    /** @return the game's simulation of {@code rec}'s level, at its start */
    static GameSimulation start(GmRecording rec) {
        return Games.find(PmReplay.GAME_ID).start(new GameSetup(rec.level(), LEVELS.fileOf(rec.level()), 0));
    }

    /** @return {@code rec}'s moves of frames 1 to {@code frames}, a list per frame (empty when none) */
    static List<List<GameMove>> movesPerFrame(GmRecording rec, int frames) {
        List<List<GameMove>> out = new ArrayList<>(frames);
        int m = 0;
        for (int f = 1; f <= frames; f++) {
            List<GameMove> now = new ArrayList<>();
            while (m < rec.moves().size() && rec.moves().get(m).frame() == f) {
                now.add(rec.moves().get(m++));
            }
            out.add(List.copyOf(now));
        }
        return out;
    }
}
