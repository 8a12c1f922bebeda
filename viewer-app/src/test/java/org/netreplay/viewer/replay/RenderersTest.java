package org.netreplay.viewer.replay;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import javafx.scene.paint.Color;
import org.junit.jupiter.api.Test;
import org.netreplay.replay.session.Games;
import org.netreplay.replay.spi.StateSchema;

/**
 * What the renderers draw, recorded call by call: players at the x, y the state holds (read with the real game's
 * compiled struct offsets, test-data/pm-golden state_struct_layout.csv, not through the schema), in their palette
 * colour (docs/formats.md §3.6); the generic fallback's boxes on pm-reference; differing and selected entities
 * outlined.
 */
class RenderersTest {
    private static float floatAt(byte[] state, int offset) {
        return ByteBuffer.wrap(state).order(ByteOrder.LITTLE_ENDIAN).getFloat(offset);
    }

    private static int intAt(byte[] state, int offset) {
        return ByteBuffer.wrap(state).order(ByteOrder.LITTLE_ENDIAN).getInt(offset);
    }

    @Test
    void thePaletteMatchesTheGamesExamples() {
        assertThat(PmPalette.colour(127)).isEqualTo(Color.rgb(136, 136, 136));
        assertThat(PmPalette.colour(15 + 64)).isEqualTo(Color.rgb(187, 187, 187));
        assertThat(PmPalette.colour(15 + 192)).isEqualTo(Color.rgb(51, 51, 51));
        assertThat(PmPalette.colour(8)).isEqualTo(Color.rgb(127, 0, 255));
        assertThat(PmPalette.colour(16 * 3)).isEqualTo(Color.rgb(63, 63, 63));
    }

    @Test
    void purpleMartiansIsFoundByItsIdAndDrawsEveryActivePlayerAtItsStateXY() throws Exception {
        ReplaySources sources = ReplayOpener.openRecording(ReplayFixtures.demo("lev003.gm"), "purple-martians");
        GameRenderer renderer = Renderers.forGame(sources.game());
        assertThat(renderer).isInstanceOf(PurpleMartiansRenderer.class);
        StateSchema schema = sources.game().schema();
        int x = ReplayFixtures.structOffset("psyn", "x");
        int y = ReplayFixtures.structOffset("psyn", "y");
        int colour = ReplayFixtures.structOffset("psyn", "color");
        int active = ReplayFixtures.structOffset("psyn", "active");
        for (int frame : new int[] {0, 100, 500}) {
            byte[] state = sources.server().at(frame).state();
            RecordingPainter painter = new RecordingPainter(1.0);
            SceneDrawer.draw(painter, renderer, schema, state, null, false, new EntityDiffer(schema), null);
            int players = 0;
            for (int p = 0; p < 8; p++) {
                if (intAt(state, p * 328 + active) == 0) {
                    continue;
                }
                players++;
                double px = floatAt(state, p * 328 + x);
                double py = floatAt(state, p * 328 + y);
                Color c = PmPalette.colour(intAt(state, p * 328 + colour));
                assertThat(painter.of("fillRect")).as("frame %d player %d at %s,%s", frame, p, px, py)
                        .contains(new RecordingPainter.Call("fillRect", c, px, py, 20, 20, null));
                assertThat(painter.of("text")).extracting(RecordingPainter.Call::text).contains("P" + p);
            }
            assertThat(players).as("active players at frame %d", frame).isPositive();
        }
        byte[] first = sources.server().at(0).state();
        RecordingPainter painter = new RecordingPainter(1.0);
        renderer.drawBackground(painter, schema, first, null);
        List<RecordingPainter.Call> blocks = painter.of("fillRect").stream().filter(c -> c.w() == 20).toList();
        assertThat(blocks).hasSizeGreaterThan(100)
                .allSatisfy(c -> assertThat(c.x() % 20).isZero());
        sources.close();
    }

    @Test
    void theGenericRendererDrawsPmReferenceAsLabelledBoxesAtItsPositionFields() throws Exception {
        ReplaySources sources = ReplayOpener.openRecording(ReplayFixtures.demo("lev003.gm"), "pm-reference");
        GameRenderer renderer = Renderers.forGame(sources.game());
        assertThat(renderer).isInstanceOf(SchemaBoxesRenderer.class);
        StateSchema schema = Games.find("pm-reference").schema();
        byte[] state = sources.server().at(200).state();
        RecordingPainter painter = new RecordingPainter(1.0);
        List<Sprite> sprites = SceneDrawer.draw(painter, renderer, schema, state, null, false,
                new EntityDiffer(schema), null);
        double px = Long.parseLong(schema.read(state, "player[0].x")) / 256.0;
        double py = Long.parseLong(schema.read(state, "player[0].y")) / 256.0;
        assertThat(painter.of("fillRect")).extracting(c -> List.of(c.x(), c.y()))
                .contains(List.of(px, py));
        assertThat(painter.of("text")).extracting(RecordingPainter.Call::text).contains("player[0]");
        assertThat(sprites).extracting(s -> s.ref().entity()).contains("player").doesNotContain("tile", "world");
        assertThat(renderer.player(0)).isEqualTo(new EntityRef("player", 0));
        sources.close();
    }

    @Test
    void anEntityThatDiffersFromTheOtherSideAndTheSelectedOneAreOutlined() throws Exception {
        ReplaySources sources = ReplayOpener.openRecording(ReplayFixtures.demo("lev003.gm"), "purple-martians");
        GameRenderer renderer = Renderers.forGame(sources.game());
        StateSchema schema = sources.game().schema();
        byte[] server = sources.server().at(100).state();
        byte[] client = server.clone();
        int x = ReplayFixtures.structOffset("psyn", "x");
        ByteBuffer.wrap(client).order(ByteOrder.LITTLE_ENDIAN).putFloat(x, floatAt(server, x) + 40);
        RecordingPainter same = new RecordingPainter(1.0);
        SceneDrawer.draw(same, renderer, schema, server, server.clone(), false, new EntityDiffer(schema), null);
        assertThat(same.of("strokeRect")).noneMatch(c -> c.colour().equals(SceneDrawer.DIFFERENT));
        RecordingPainter painter = new RecordingPainter(1.0);
        List<Sprite> sprites = SceneDrawer.draw(painter, renderer, schema, server, client, true,
                new EntityDiffer(schema), new EntityRef("syn", 0));
        double px = floatAt(server, x);
        double py = floatAt(server, ReplayFixtures.structOffset("psyn", "y"));
        assertThat(painter.of("strokeRect")).filteredOn(c -> c.colour().equals(SceneDrawer.DIFFERENT))
                .extracting(c -> List.of(c.x(), c.y())).containsExactly(List.of(px - 2, py - 2));
        assertThat(painter.of("strokeRect")).filteredOn(c -> c.colour().equals(SceneDrawer.GHOST))
                .extracting(c -> List.of(c.x(), c.y())).containsExactly(List.of(px + 40, py));
        assertThat(painter.of("strokeRect")).filteredOn(c -> c.colour().equals(SceneDrawer.SELECTED))
                .extracting(c -> List.of(c.x(), c.y())).containsExactly(List.of(px - 4, py - 4));
        Sprite hit = SceneDrawer.hit(sprites, px + 10, py + 10, 0);
        assertThat(hit.ref()).isEqualTo(new EntityRef("syn", 0));
        sources.close();
    }
}
