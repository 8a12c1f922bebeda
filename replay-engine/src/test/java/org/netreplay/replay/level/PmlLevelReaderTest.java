package org.netreplay.replay.level;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.netreplay.replay.sim.ItemKind;
import org.netreplay.replay.sim.MapData;
import org.netreplay.replay.sim.Tiles;
import org.netreplay.testdata.TestData;

/** Real level files (docs/formats.md §7) and the documented tile/item mapping. */
class PmlLevelReaderTest {

    static Path levels() {
        return TestData.levels();
    }

    @Test
    void everyRealLevelLoads() throws IOException {
        List<Path> files;
        try (Stream<Path> list = Files.list(levels())) {
            files = list.filter(p -> p.getFileName().toString().endsWith(".pml")).sorted().toList();
        }
        assertThat(files).hasSizeGreaterThanOrEqualTo(155);
        for (Path file : files) {
            MapData map = PmlLevelReader.read(file);
            int solid = 0;
            for (int tx = 0; tx < 100; tx++) {
                for (int ty = 0; ty < 100; ty++) {
                    solid += (map.tile(tx, ty) & Tiles.SOLID) != 0 ? 1 : 0;
                }
            }
            assertThat(solid).as(file.toString()).isPositive();
            assertThat(map.startCount()).as(file.toString()).isBetween(1, 8);
        }
    }

    @Test
    void dataAfterTheCompressedLevelOrATruncatedStreamIsRefused() throws IOException {
        Path file = levels().resolve("level002.pml");
        byte[] real = Files.readAllBytes(file);
        assertThat(PmlLevelReader.inflate(file, real)).hasSize(PmlLevelReader.PML_SIZE);
        byte[] trailing = java.util.Arrays.copyOf(real, real.length + 7);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> PmlLevelReader.inflate(file, trailing))
                .hasMessageContaining("has 7 bytes after the end of its zlib data");
        byte[] cut = java.util.Arrays.copyOf(real, real.length - 2); // the Adler-32 trailer cut short
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> PmlLevelReader.inflate(file, cut))
                .hasMessageContaining(file.toString());
    }

    @Test
    void level002HasItsStartsKeysCoinsEnemiesAndKeyBlocks() {
        MapData map = PmlLevelReader.read(levels().resolve("level002.pml"));

        assertThat(map.startCount()).isEqualTo(3);
        assertThat(List.of(map.startX(0), map.startY(0))).containsExactly(340, 1160);
        assertThat(List.of(map.startX(2), map.startY(2))).containsExactly(1300, 800);
        assertThat(count(map, ItemKind.KEY)).isEqualTo(2);
        assertThat(count(map, ItemKind.COIN)).isEqualTo(3);
        assertThat(count(map, ItemKind.EXIT)).isEqualTo(1);
        assertThat(map.enemyCount()).isEqualTo(22);
        assertThat(map.tile(42, 37)).as("key block 0x401f8407 in the red key's range").isEqualTo(Tiles.door(0));
        assertThat(map.tile(17, 60)).as("key block 0x401fa231 of the second key").isEqualTo(Tiles.door(1));
    }

    @ParameterizedTest
    @CsvSource({
        "0x00000000, 0", "0x00000400, 0", "0x001f0000, 1", "0x401f0402, 1", "0x00e70000, 2",
        "0x061f0000, 9", "0x071f0000, 9", "0x401f8407, 17", "0x401fa231, 49", "0x401fe260, 113",
        "0x08000000, 4", "0x10000000, 4"})
    void tileFlagsMapToTileBits(String value, int bits) {
        assertThat(PmlLevelReader.tileBits(Integer.parseUnsignedInt(value.substring(2), 16))).isEqualTo(bits);
    }

    @Test
    void enemyFloatPositionsBecomeWholePixelsInsideTheMap() {
        assertThat(PmlLevelReader.toPx(Float.floatToIntBits(540.0f))).isEqualTo(540);
        assertThat(PmlLevelReader.toPx(Float.floatToIntBits(13.9f))).isEqualTo(13);
        assertThat(PmlLevelReader.toPx(Float.floatToIntBits(-5f))).isZero();
        assertThat(PmlLevelReader.toPx(Float.floatToIntBits(Float.NaN))).isZero();
        assertThat(PmlLevelReader.toPx(Float.floatToIntBits(1e9f))).isEqualTo(1999);
    }

    private static int count(MapData map, int kind) {
        int n = 0;
        for (int i = 0; i < map.itemCount(); i++) {
            n += map.itemKind(i) == kind ? 1 : 0;
        }
        return n;
    }
}
