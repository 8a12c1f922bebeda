package org.netreplay.pm.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

/** The state structs' one layout table ({@link StructField}) and the codec generated from it. */
class StructCodecsTest {
    private static final Path SIM = Path.of("src/main/java/org/netreplay/pm/sim");

    @Test
    void committedCodecIsTheOneTheTablesGenerate() throws IOException {
        String expected = StructCodecsGenerator.generate(StructCodecsGenerator.read(SIM));
        assertThat(Files.readString(SIM.resolve("StructCodecs.java"), StandardCharsets.UTF_8))
                .as("StructCodecs.java differs from the @StructField tables; run " + StructCodecsGenerator.REGENERATE)
                .isEqualTo(expected);
    }

    @Test
    void readsEveryAnnotatedFieldOfEachStruct() throws IOException {
        List<StructCodecsGenerator.Struct> structs = StructCodecsGenerator.read(SIM);
        assertThat(structs).extracting(s -> s.members().size()).containsExactly(80, 23, 6, 6);
        assertThat(structs).extracting(StructCodecsGenerator.Struct::size).containsExactly(328, 128, 24, 24);
    }

    @Test
    void refusesATableWhoseFieldsOverlapOrOverrun() {
        String overlap = "public static final int SIZE = 8;\n@StructField(offset = 0, unit = \"u\")\npublic int a;\n"
                + "@StructField(offset = 2, unit = \"u\")\npublic float b;\n";
        assertThatThrownBy(() -> StructCodecsGenerator.parse("T", overlap)).hasMessageContaining("T.b at 2 overlaps");
        String overrun = "public static final int SIZE = 8;\n@StructField(offset = 0, unit = \"u\")\n"
                + "public byte[] a = new byte[9];\n";
        assertThatThrownBy(() -> StructCodecsGenerator.parse("T", overrun)).hasMessageContaining("past SIZE 8");
        String unread = "public static final int SIZE = 8;\n@StructField(offset = 0, unit = \"u\") public long a;\n";
        assertThatThrownBy(() -> StructCodecsGenerator.parse("T", unread)).hasMessageContaining("1 @StructField, 0 read");
    }

    @Test
    void writesEachFieldAtItsOffsetAndReadsItBack() {
        PShot s = new PShot();
        s.active = 7;
        s.player = 3;
        s.y = 12.5f;
        ByteBuffer b = ByteBuffer.allocate(2 + PShot.SIZE).order(ByteOrder.LITTLE_ENDIAN);
        StructCodecs.write(s, b, 2);
        assertThat(b.getInt(2)).isEqualTo(7);
        assertThat(b.getInt(2 + 4)).isEqualTo(3);
        assertThat(b.getFloat(2 + 12)).isEqualTo(12.5f);
        PShot back = new PShot();
        StructCodecs.read(back, b, 2);
        assertThat(List.<Object>of(back.active, back.player, back.y)).containsExactly(7, 3, 12.5f);
    }

    @Test
    void writesPsynPaddingAsZero() {
        Psyn s = new Psyn();
        s.name = "ABCDEFGHI".getBytes(StandardCharsets.ISO_8859_1);
        ByteBuffer b = ByteBuffer.allocate(Psyn.SIZE).order(ByteOrder.LITTLE_ENDIAN);
        for (int i = 0; i < Psyn.SIZE; i++) {
            b.put(i, (byte) 0x55);
        }
        StructCodecs.write(s, b, 0);
        assertThat(b.get(116)).isEqualTo((byte) 'A');
        assertThat(b.get(124)).isEqualTo((byte) 'I');
        assertThat(new byte[] {b.get(125), b.get(126), b.get(127)}).containsOnly(0);
    }
}
