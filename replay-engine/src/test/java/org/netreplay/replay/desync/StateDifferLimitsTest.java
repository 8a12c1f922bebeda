package org.netreplay.replay.desync;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.netreplay.replay.spi.FieldType;
import org.netreplay.replay.spi.StateField;
import org.netreplay.replay.spi.StateSchema;
import org.netreplay.replay.spi.ValueNames;

/** {@link StateDiffer}'s limit inside runs of uncovered bytes, and text fields longer than 8 bytes. */
class StateDifferLimitsTest {
    /** bytes 0..3 uncovered, a 4-byte int at 4, a 12-byte text at 8, bytes 20..23 uncovered */
    private static final StateSchema SCHEMA = new StateSchema(24, List.of(
            new StateField("world", 0, "n", "count", 4, 4),
            new StateField("player", 1, "name", "text", 8, 12, FieldType.CHARS, ValueNames.NONE)));

    @Test
    void theLimitHoldsInsideARunOfUncoveredBytes() {
        byte[] a = new byte[24];
        byte[] b = new byte[24];
        for (int i : new int[] {0, 1, 2, 3, 20, 21, 22, 23}) {
            b[i] = 1;
        }
        assertThat(StateDiffer.diff(SCHEMA, a, b, 2)).extracting(FieldDiff::path)
                .containsExactly("raw[0].byte", "raw[1].byte");
        assertThat(StateDiffer.diff(SCHEMA, a, b, 6)).extracting(FieldDiff::path)
                .containsExactly("raw[0].byte", "raw[1].byte", "raw[2].byte", "raw[3].byte", "raw[20].byte",
                        "raw[21].byte");
        assertThat(StateDiffer.diff(SCHEMA, a, b, 100)).hasSize(8);
    }

    @Test
    void aTextFieldDiffersByItsTextPastItsFirst8Bytes() {
        byte[] a = new byte[24];
        byte[] b = new byte[24];
        byte[] name = "purple-alien".getBytes(StandardCharsets.ISO_8859_1);
        System.arraycopy(name, 0, a, 8, 12);
        System.arraycopy(name, 0, b, 8, 12);
        b[19] = 'N';
        List<FieldDiff> d = StateDiffer.diff(SCHEMA, a, b, 100);
        assertThat(d).extracting(FieldDiff::path).containsExactly("player[1].name");
        assertThat(d.get(0).entity()).isEqualTo("player");
        assertThat(d.get(0).index()).isEqualTo(1);
        assertThat(d.get(0).name()).isEqualTo("name");
        assertThat(StateDiffer.diff(SCHEMA, a, a.clone(), 100)).isEmpty();
    }
}
