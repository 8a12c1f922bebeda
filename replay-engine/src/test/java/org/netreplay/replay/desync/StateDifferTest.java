package org.netreplay.replay.desync;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.replay.spi.StateField;
import org.netreplay.replay.spi.StateSchema;

class StateDifferTest {
    private static final StateSchema SCHEMA = new StateSchema(12, List.of(
            new StateField("world", 0, "b", "bits", 0, 1),
            new StateField("world", 0, "s", "px", 2, 2),
            new StateField("player", 3, "x", "px/256", 4, 4)));

    @Test
    void decodesLittleEndianSignedValuesAndReportsUncoveredBytes() {
        byte[] a = new byte[12];
        byte[] b = new byte[12];
        b[0] = -1;
        b[1] = 9;          // not in any field
        b[2] = (byte) 0xFE;
        b[3] = (byte) 0xFF; // s = -2
        b[4] = 0x00;
        b[5] = 0x01;        // x = 256
        b[11] = 4;          // after the last field
        List<FieldDiff> d = StateDiffer.diff(SCHEMA, a, b, 100);
        assertThat(d).extracting(FieldDiff::path)
                .containsExactly("world[0].b", "raw[1].byte", "world[0].s", "player[3].x", "raw[11].byte");
        assertThat(d.get(0).valueB()).isEqualTo(-1);
        assertThat(d.get(2).valueB()).isEqualTo(-2);
        assertThat(d.get(3).valueA()).isZero();
        assertThat(d.get(3).valueB()).isEqualTo(256);
        assertThat(d.get(3).unit()).isEqualTo("px/256");
        assertThat(StateDiffer.diff(SCHEMA, a, b, 2)).hasSize(2);
        assertThat(StateDiffer.diff(SCHEMA, a, a.clone(), 100)).isEmpty();
        assertThatThrownBy(() -> StateDiffer.diff(SCHEMA, a, new byte[3], 1)).hasMessageContaining("12 bytes");
    }

    @Test
    void checksumLogParsesHexAndDecimalAndNamesBadLines(@TempDir Path dir) throws IOException {
        Path ok = dir.resolve("ok.txt");
        Files.writeString(ok, "# c\r\n0,0x0000000a\r\n\r\n5,-3\n7,0xFFFFFFFF\n");
        ChecksumLog log = ChecksumLog.read(ok);
        assertThat(log.entries()).containsExactly(new FrameChecksum(0, 10), new FrameChecksum(5, -3),
                new FrameChecksum(7, -1));
        assertThat(log.format()).isEqualTo("# frame,checksum\n0,0x0000000a\n5,0xfffffffd\n7,0xffffffff\n");
        Path bad = dir.resolve("bad.txt");
        Files.writeString(bad, "0,1\n1,zz\n");
        assertThatThrownBy(() -> ChecksumLog.read(bad)).isInstanceOf(ChecksumLogException.class)
                .hasMessageContaining("bad.txt:2:").hasMessageContaining("frame,checksum");
        Files.writeString(bad, "4,1\n4,2\n");
        assertThatThrownBy(() -> ChecksumLog.read(bad)).hasMessageContaining("bad.txt:2:")
                .hasMessageContaining("increasing");
    }
}
