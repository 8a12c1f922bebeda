package org.netreplay.replay.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.netreplay.replay.spi.StateField;
import org.netreplay.replay.spi.StateSchema;

/** The schema names every byte of the state exactly once. */
class StateSchemaTest {
    private final StateSchema schema = StateSchemaFactory.schema();

    @Test
    void fieldsAreOrderedDoNotOverlapAndCoverTheWholeState() {
        List<StateField> fields = schema.fields();
        int next = 0;
        for (StateField field : fields) {
            assertThat(field.byteOffset()).as(field.path()).isEqualTo(next);
            assertThat(field.byteSize()).as(field.path()).isIn(1, 2, 4);
            next = field.byteOffset() + field.byteSize();
        }
        assertThat(next).isEqualTo(schema.stateSize());
    }

    @Test
    void stateSizeMatchesTheLayoutAndTheSavedState() {
        assertThat(schema.stateSize()).isEqualTo(StateLayout.STATE_SIZE);
        assertThat(new SimState().copyBytes()).hasSize(schema.stateSize());
    }

    @Test
    void pathsAreUniqueAndEveryFieldHasAUnit() {
        TreeSet<String> paths = new TreeSet<>();
        for (StateField field : schema.fields()) {
            assertThat(paths.add(field.path())).as(field.path()).isTrue();
            assertThat(field.unit()).as(field.path()).isNotBlank();
        }
    }

    @Test
    void entitiesHaveTheDocumentedCounts() {
        assertThat(count("player", "x")).isEqualTo(StateLayout.MAX_PLAYERS);
        assertThat(count("enemy", "x")).isEqualTo(StateLayout.MAX_ENEMIES);
        assertThat(count("shot", "x")).isEqualTo(StateLayout.MAX_SHOTS);
        assertThat(count("item", "kind")).isEqualTo(StateLayout.MAX_ITEMS);
        assertThat(count("tile", "bits")).isEqualTo(100 * 100);
        assertThat(count("world", "frame")).isEqualTo(1);
    }

    @Test
    void tileIndexIsXTimes100PlusY() {
        StateField tile = schema.fields().stream()
                .filter(f -> f.entity().equals("tile") && f.index() == 3 * 100 + 7).findFirst().orElseThrow();

        assertThat(tile.byteOffset()).isEqualTo(StateLayout.tile(3, 7));
    }

    @Test
    void playerXFieldPointsAtThePlayersPosition() {
        SimDriver d = new SimDriver("#####", "#.S.#", "#####").activate(0);
        StateField x = schema.fields().stream()
                .filter(f -> f.path().equals("player[0].x")).findFirst().orElseThrow();
        byte[] bytes = d.state.copyBytes();
        int value = (bytes[x.byteOffset()] & 0xFF) | (bytes[x.byteOffset() + 1] & 0xFF) << 8
                | (bytes[x.byteOffset() + 2] & 0xFF) << 16 | bytes[x.byteOffset() + 3] << 24;

        assertThat(value).isEqualTo(Fixed.fromPx(2 * 20 + 2));
        assertThat(x.unit()).isEqualTo("px/256");
    }

    private long count(String entity, String field) {
        return schema.fields().stream().filter(f -> f.entity().equals(entity) && f.field().equals(field)).count();
    }
}
