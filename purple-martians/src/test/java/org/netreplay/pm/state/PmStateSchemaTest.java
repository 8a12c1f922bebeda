package org.netreplay.pm.state;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.netreplay.pm.golden.GoldenData;
import org.netreplay.replay.spi.StateField;
import org.netreplay.replay.spi.StateSchema;
import org.netreplay.testdata.TestData;

/** The schema against the game's compiled struct layout (test-data/pm-golden state_struct_layout.csv) and docs/formats.md §5.3. */
class PmStateSchemaTest {
    private final StateSchema schema = PmStateSchema.SCHEMA;

    @Test
    void fieldsAreOrderedDoNotOverlapAndLeaveOnlyPsynPaddingUncovered() {
        int next = 0;
        int gaps = 0;
        for (StateField f : schema.fields()) {
            assertThat(f.byteOffset()).as(f.path()).isGreaterThanOrEqualTo(next);
            gaps += f.byteOffset() - next;
            next = f.byteOffset() + f.byteSize();
        }
        assertThat(next).isEqualTo(113_344);
        assertThat(gaps).as("psyn padding bytes 125-127 of 8 players").isEqualTo(24);
    }

    @Test
    void structOffsetsEqualTheCompiledLayout() throws IOException {
        Path csv = TestData.golden("state_struct_layout.csv");
        List<String> lines = Files.readAllLines(csv);
        int checked = 0;
        for (String line : lines.subList(1, lines.size())) {
            String[] v = line.split(",");
            String entity = switch (v[0]) {
                case "psyn" -> "syn";
                case "lift" -> "lift";
                default -> v[0];
            };
            int base = switch (v[0]) {
                case "psyn" -> PmSections.SYN.offset() + 328;
                case "lift" -> PmSections.LIFT.offset() + 128;
                case "pshot" -> PmSections.PSHOT.offset() + 24;
                default -> PmSections.ESHOT.offset() + 24;
            };
            StateField f = schema.field(entity + "[1]." + v[1]);
            assertThat(f).as(v[0] + "." + v[1]).isNotNull();
            assertThat(f.byteOffset()).as(f.path()).isEqualTo(base + Integer.parseInt(v[2]));
            checked++;
        }
        assertThat(checked).isEqualTo(lines.size() - 1);
    }

    @Test
    void readsFieldsOfARealStateByName() {
        byte[] real = GoldenData.find().fullState("lev003", 0);
        assertThat(schema.read(real, "syn[0].x")).isEqualTo("980");
        assertThat(schema.read(real, "syn[0].active")).isEqualTo("1");
        assertThat(schema.field("Ei[0].type").names().describe(3)).isEqualTo("archwagon");
        assertThat(schema.field("l[0].tile").names().describe((1 << 16) | (1 << 27)))
                .isEqualTo("SOLID_PLAYER|LADDER_MOVE");
    }
}
