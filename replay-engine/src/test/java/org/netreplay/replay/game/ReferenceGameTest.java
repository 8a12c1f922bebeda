package org.netreplay.replay.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.ServiceLoader;
import java.util.zip.Deflater;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.spi.DeterministicGame;
import org.netreplay.replay.spi.GameSetup;
import org.netreplay.replay.spi.GameSimulation;
import org.netreplay.testdata.TestData;

/** The SPI contract of {@code pm-reference}: discovery, level sources, frames and errors. */
class ReferenceGameTest {
    private final ReferenceGame game = new ReferenceGame();

    @Test
    void serviceLoaderFindsTheGameById() {
        List<DeterministicGame> found = ServiceLoader.load(DeterministicGame.class).stream()
                .map(ServiceLoader.Provider::get).filter(g -> g.id().equals("pm-reference")).toList();

        assertThat(found).hasSize(1);
        assertThat(found.get(0)).isInstanceOf(ReferenceGame.class);
    }

    @Test
    void savedStatesHaveTheSchemaSize() {
        GameSimulation sim = game.start(new GameSetup(1, null, 1));

        assertThat(sim.frame()).isZero();
        assertThat(sim.saveState()).hasSize(game.schema().stateSize());
    }

    @Test
    void startsFromARealLevelTheBundledJsonMapAndTheBuiltInMap(@TempDir Path dir) throws IOException {
        Path json = dir.resolve("example.json");
        try (InputStream in = getClass().getResourceAsStream("/org/netreplay/replay/maps/example.json")) {
            assertThat(in).isNotNull();
            Files.copy(in, json);
        }
        int fromPml = game.start(new GameSetup(2, TestData.level(2), 1)).checksum();
        int fromJson = game.start(new GameSetup(2, json, 1)).checksum();
        int builtIn = game.start(new GameSetup(2, null, 1)).checksum();

        assertThat(List.of(fromPml, fromJson, builtIn)).doesNotHaveDuplicates();
    }

    @Test
    void advanceCountsFramesAndRejectsMovesOfAnotherFrame() {
        GameSimulation sim = game.start(new GameSetup(1, null, 1));
        sim.advance(List.of(new GameMove(1, GameMove.TYPE_MOVE, 0, 2)));
        byte[] before = sim.saveState();

        assertThatThrownBy(() -> sim.advance(List.of(new GameMove(5, GameMove.TYPE_MOVE, 0, 2))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("5").hasMessageContaining("2");
        assertThat(sim.frame()).isEqualTo(1);
        assertThat(sim.saveState()).isEqualTo(before);
    }

    @Test
    void aFileThatIsNeitherPmlNorJsonIsAnInvalidSetup() {
        assertThatThrownBy(() -> game.start(new GameSetup(1, Path.of("level001.txt"), 1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("level001.txt");
    }

    @Test
    void aMissingLevelFileIsNamed(@TempDir Path dir) {
        Path missing = dir.resolve("level404.pml");

        assertThatThrownBy(() -> game.start(new GameSetup(404, missing, 1)))
                .isInstanceOf(UncheckedIOException.class).hasMessageContaining(missing.toString());
    }

    @Test
    void aCorruptPmlIsNamed(@TempDir Path dir) throws IOException {
        Path corrupt = dir.resolve("level001.pml");
        Files.write(corrupt, new byte[] {0x78, (byte) 0x9C, 1, 2, 3, 4, 5});

        assertThatThrownBy(() -> game.start(new GameSetup(1, corrupt, 1)))
                .isInstanceOf(UncheckedIOException.class).hasMessageContaining(corrupt.toString());
    }

    @Test
    void aPmlInflatingToTooManyBytesIsRejected(@TempDir Path dir) throws IOException {
        Path big = dir.resolve("level999.pml");
        Files.write(big, deflate(new byte[384_720 + 1000]));

        assertThatThrownBy(() -> game.start(new GameSetup(1, big, 1)))
                .isInstanceOf(UncheckedIOException.class).hasMessageContaining(big.toString())
                .hasMessageContaining("more than 384720");
    }

    @Test
    void aPmlInflatingToTooFewBytesIsRejected(@TempDir Path dir) throws IOException {
        Path small = dir.resolve("level998.pml");
        Files.write(small, deflate(new byte[1000]));

        assertThatThrownBy(() -> game.start(new GameSetup(1, small, 1)))
                .isInstanceOf(UncheckedIOException.class).hasMessageContaining(small.toString())
                .hasMessageContaining("1000");
    }

    @Test
    void aCorruptJsonMapIsNamed(@TempDir Path dir) throws IOException {
        Path bad = dir.resolve("broken.json");
        Files.writeString(bad, "{\"rows\": [\"#?#\"]}");

        assertThatThrownBy(() -> game.start(new GameSetup(1, bad, 1)))
                .isInstanceOf(UncheckedIOException.class).hasMessageContaining(bad.toString())
                .hasMessageContaining("'?'");
    }

    private static byte[] deflate(byte[] raw) {
        Deflater deflater = new Deflater();
        deflater.setInput(raw);
        deflater.finish();
        byte[] out = new byte[raw.length + 1024];
        int length = deflater.deflate(out);
        deflater.end();
        return java.util.Arrays.copyOf(out, length);
    }
}
