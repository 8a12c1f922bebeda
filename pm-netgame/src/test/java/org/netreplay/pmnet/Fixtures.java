package org.netreplay.pmnet;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

import org.netreplay.pm.game.PmlFiles;
import org.netreplay.pm.sim.LevelLibrary;
import org.netreplay.testdata.TestData;

/** The real sessions the tests read, all in the repository: the bundled one and recordings kept as zip files. */
final class Fixtures {
    private Fixtures() {
    }

    /** @return the bundled real netgame (server + client 1 logs, status CSVs, the server's recording) */
    static Path bundled() {
        return TestData.realNetgame();
    }

    /** @return the game's levels */
    static LevelLibrary levels() {
        return PmlFiles.inFolder(TestData.levels());
    }

    /** Copies a folder into {@code to} (which is created) and returns {@code to}. */
    static Path copy(Path from, Path to) throws IOException {
        try (Stream<Path> s = Files.walk(from)) {
            s.forEach(p -> {
                try {
                    Path q = to.resolve(from.relativize(p).toString());
                    if (Files.isDirectory(p)) {
                        Files.createDirectories(q);
                    } else {
                        Files.copy(p, q, StandardCopyOption.REPLACE_EXISTING);
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
        return to;
    }

    /** Unpacks the recorded session {@code name}.zip of the test resources into {@code to}. */
    static Path recorded(String name, Path to) throws IOException {
        try (InputStream in = Fixtures.class.getResourceAsStream("/recorded/" + name + ".zip")) {
            if (in == null) {
                throw new IllegalStateException("missing fixture recorded/" + name + ".zip");
            }
            try (ZipInputStream z = new ZipInputStream(in)) {
                ZipEntry e;
                while ((e = z.getNextEntry()) != null) {
                    Path q = to.resolve(e.getName()).normalize();
                    if (!q.startsWith(to)) {
                        throw new IOException("zip entry outside the folder: " + e.getName());
                    }
                    if (e.isDirectory()) {
                        Files.createDirectories(q);
                    } else {
                        Files.createDirectories(q.getParent());
                        Files.copy(z, q, StandardCopyOption.REPLACE_EXISTING);
                    }
                }
            }
        }
        return to;
    }

    /** Runs the rebuild on a folder with the default settings. */
    static ReconstructionResult reconstruct(Path folder) throws Exception {
        return Reconstruction.builder(RealSession.scan(folder), levels()).build().run();
    }
}
