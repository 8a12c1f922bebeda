package org.netreplay.viewer.inspect;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.netreplay.pm.state.PmStateSchema;
import org.netreplay.replay.desync.FieldDiff;
import org.netreplay.replay.desync.StateDiffer;
import org.netreplay.replay.spi.StateSchema;
import org.netreplay.viewer.prefs.IgnoreRules;

class InspectorTablesTest {
    private static InspectedFrame frame(byte[] server, byte[] client) {
        return new InspectedFrame(812, TestStates.SCHEMA, server, client, "server", "client 1",
                "no client recording");
    }

    @Test
    void groupsEntitiesByKindInSchemaOrderAndMarksTheDifference() {
        byte[] server = TestStates.base();
        byte[] client = TestStates.withInt(server, 8, 31 * 256);
        InspectorTable table = InspectorTables.build(frame(server, client), IgnoreRules.NONE, false, null);
        assertThat(table.groups()).extracting(InspectorTable.GroupRow::entity)
                .containsExactly("player", "enemy", "tile", "world");
        assertThat(table.differing()).isEqualTo(1);
        assertThat(table.differingPaths()).containsExactly("player[1].x");
        assertThat(table.shownFields()).isEqualTo(10);
        InspectorTable.FieldRow x = table.groups().get(0).entities().get(1).fields().get(0);
        assertThat(x).isEqualTo(new InspectorTable.FieldRow("player[1].x", "x", "px", "30.5", "31", "0x00001e80",
                "0x00001f00", "+0.5", true, false, true));
        assertThat(table.groups().get(0).differing()).isEqualTo(1);
        assertThat(table.message()).isEqualTo("1 field differs at frame 812.");
    }

    @Test
    void onlyDifferencesKeepsTheDifferingFieldsAndIgnoreRulesRemoveNoise() {
        byte[] server = TestStates.base();
        byte[] client = TestStates.withInt(TestStates.withInt(server, 8, 31 * 256), 16, 0);
        InspectorTable both = InspectorTables.build(frame(server, client), IgnoreRules.NONE, true, null);
        assertThat(both.groups()).extracting(InspectorTable.GroupRow::entity).containsExactly("player", "enemy");
        assertThat(both.groups().get(1).entities().get(0).fields().get(0).client()).isEqualTo("0 none");
        InspectorTable quiet = InspectorTables.build(frame(server, client), IgnoreRules.parse("enemy[*].*"), true,
                null);
        assertThat(quiet.differing()).isEqualTo(1);
        assertThat(quiet.ignoredDiffering()).isEqualTo(1);
        assertThat(quiet.groups()).extracting(InspectorTable.GroupRow::entity).containsExactly("player");
        assertThat(quiet.message()).isEqualTo("1 field differs at frame 812 (1 more ignored as noise).");
        InspectorTable all = InspectorTables.build(frame(server, client), IgnoreRules.parse("enemy[*].*"), false,
                null);
        InspectorTable.FieldRow type = all.groups().get(1).entities().get(0).fields().get(0);
        assertThat(type.differs()).isTrue();
        assertThat(type.ignored()).isTrue();
        assertThat(type.counts()).isFalse();
    }

    /** A lone recording has one side: "only differences" (remembered from a session) would empty the tree. */
    @Test
    void withOneSideOnlyDifferencesKeepsEveryFieldAndSaysWhy() {
        InspectorTable table = InspectorTables.build(frame(TestStates.base(), null), IgnoreRules.NONE, true, null);
        assertThat(table.comparable()).isFalse();
        assertThat(table.shownFields()).isEqualTo(10);
        assertThat(table.message()).isEqualTo("no client recording. Every field is shown: Only differences needs two"
                + " sides.");
    }

    @Test
    void onlyThisEntityKeepsOneEntity() {
        byte[] server = TestStates.base();
        InspectorTable one = InspectorTables.build(frame(server, server), IgnoreRules.NONE, false,
                new EntityKey("player", 1));
        assertThat(one.groups()).hasSize(1);
        assertThat(one.groups().get(0).entities()).extracting(InspectorTable.EntityRow::key)
                .containsExactly(new EntityKey("player", 1));
        assertThat(one.message()).isEqualTo("Server and client agree at frame 812.");
        InspectorTable none = InspectorTables.build(frame(server, server), IgnoreRules.NONE, true,
                new EntityKey("player", 1));
        assertThat(none.groups()).isEmpty();
        assertThat(none.message()).endsWith("Nothing differs in player[1].");
    }

    @Test
    void withoutAClientOnlyTheServerSideIsShownWithTheReason() {
        InspectorTable table = InspectorTables.build(frame(TestStates.base(), null), IgnoreRules.NONE, false, null);
        assertThat(table.comparable()).isFalse();
        assertThat(table.differing()).isZero();
        assertThat(table.shownFields()).isEqualTo(10);
        assertThat(table.groups().get(0).entities().get(0).fields().get(0).client()).isEmpty();
        assertThat(table.message()).isEqualTo("no client recording");
    }

    /** On the real game's 113,344-byte layout the differing paths are those StateDiffer (the CLI's differ) finds. */
    @Test
    void onTheGamesSchemaTheDifferencesAreStateDiffersFields() {
        StateSchema schema = PmStateSchema.SCHEMA;
        byte[] server = new byte[schema.stateSize()];
        byte[] client = server.clone();
        int[] offsets = {schema.field("syn[2].x").byteOffset(), schema.field("Ei[12].type").byteOffset(),
                schema.field("l[4107].tile").byteOffset() + 2};
        for (int offset : offsets) {
            client[offset] = 7;
        }
        InspectorTable table = InspectorTables.build(new InspectedFrame(100, schema, server, client, "s", "c", ""),
                IgnoreRules.NONE, true, null);
        List<String> expected = StateDiffer.diff(schema, server, client, 100).stream().map(FieldDiff::path)
                .toList();
        assertThat(expected).hasSize(3);
        assertThat(table.differingPaths()).containsExactlyElementsOf(expected);
        assertThat(table.shownFields()).isEqualTo(3);
    }
}
