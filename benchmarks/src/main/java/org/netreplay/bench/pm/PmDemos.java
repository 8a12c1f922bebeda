package org.netreplay.bench.pm;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.netreplay.pm.game.PmlFiles;
import org.netreplay.replay.gm.GmReader;
import org.netreplay.replay.gm.GmRecording;

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
}
