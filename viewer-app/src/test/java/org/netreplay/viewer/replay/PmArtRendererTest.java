package org.netreplay.viewer.replay;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.netreplay.replay.spi.StateField;
import org.netreplay.replay.spi.StateSchema;

/**
 * A real recording (demo lev003.gm) drawn with the game's own art, recorded call by call: each block's tile, each
 * player's tile of its colour and shape (mirrored when it faces left), each enemy's sprite, at the cells the game's
 * loader cuts ({@code @upstream src/mwBitmap.cpp#load_tiles}: cell (c, r) at c·22+1, r·22+1). Players are read with
 * the real game's compiled struct offsets (test-data/pm-golden state_struct_layout.csv), not through the schema.
 */
class PmArtRendererTest {
    private static ReplaySources sources;
    private static PmArt art;

    @BeforeAll
    static void open() throws Exception {
        sources = ReplayOpener.openRecording(ReplayFixtures.demo("lev003.gm"), "purple-martians");
        art = PmArt.bundled();
    }

    @AfterAll
    static void close() {
        sources.close();
    }

    private static int intAt(byte[] state, int offset) {
        return ByteBuffer.wrap(state).order(ByteOrder.LITTLE_ENDIAN).getInt(offset);
    }

    private static float floatAt(byte[] state, int offset) {
        return ByteBuffer.wrap(state).order(ByteOrder.LITTLE_ENDIAN).getFloat(offset);
    }

    private static PurpleMartiansRenderer renderer(GameArt with) {
        PurpleMartiansRenderer renderer = new PurpleMartiansRenderer();
        renderer.useArt(with);
        return renderer;
    }

    @Test
    void everyBlockWithATileNumberIsDrawnWithThatTileAndNothingElse() throws Exception {
        StateSchema schema = sources.game().schema();
        byte[] state = sources.server().at(100).state();
        RecordingPainter painter = new RecordingPainter(1.0);
        renderer(art).drawBackground(painter, schema, state, null);
        int expected = 0;
        for (StateField f : schema.fields()) {
            if (!f.entity().equals("l")) {
                continue;
            }
            int tile = intAt(state, f.byteOffset()) & 0x7FF;
            if (tile == 0) {
                continue;
            }
            expected++;
            double x = (f.index() / 100) * 20.0;
            double y = (f.index() % 100) * 20.0;
            assertThat(painter.of("image")).as("block %d,%d tile %d", f.index() / 100, f.index() % 100, tile)
                    .anySatisfy(c -> {
                        assertThat(c.x()).isEqualTo(x);
                        assertThat(c.y()).isEqualTo(y);
                        assertThat(c.cell().sheetX()).isEqualTo((tile % 32) * 22 + 1);
                        assertThat(c.cell().sheetY()).isEqualTo((tile / 32) * 22 + 1);
                    });
        }
        assertThat(expected).as("blocks in level 3").isGreaterThan(300);
        assertThat(painter.of("image")).hasSize(expected);
        assertThat(painter.of("fillRect")).as("no schematic blocks under the art").isEmpty();
    }

    @Test
    void playersAreTheirColoursRowAndTheirShapesColumnMirroredWhenFacingLeft() throws Exception {
        StateSchema schema = sources.game().schema();
        int active = ReplayFixtures.structOffset("psyn", "active");
        int x = ReplayFixtures.structOffset("psyn", "x");
        int y = ReplayFixtures.structOffset("psyn", "y");
        int colour = ReplayFixtures.structOffset("psyn", "color");
        int shape = ReplayFixtures.structOffset("psyn", "shape");
        int leftRight = ReplayFixtures.structOffset("psyn", "left_right");
        int checked = 0;
        for (int frame : new int[] {0, 200, 800}) {
            byte[] state = sources.server().at(frame).state();
            List<Sprite> sprites = renderer(art).sprites(schema, state);
            for (int p = 0; p < 8; p++) {
                if (intAt(state, p * 328 + active) == 0) {
                    continue;
                }
                int ref = p;
                Sprite s = sprites.stream().filter(sp -> sp.ref().equals(new EntityRef("syn", ref))).findFirst()
                        .orElseThrow();
                assertThat(s.x()).isEqualTo(floatAt(state, p * 328 + x));
                assertThat(s.y()).isEqualTo(floatAt(state, p * 328 + y));
                assertThat(s.art()).as("frame %d player %d", frame, p).isNotNull();
                assertThat(s.art().sheetY()).isEqualTo(intAt(state, p * 328 + colour) * 22 + 1);
                assertThat(s.art().sheetX()).isEqualTo(intAt(state, p * 328 + shape) * 22 + 1);
                assertThat(s.art().flipX()).isEqualTo(intAt(state, p * 328 + leftRight) == 0);
                checked++;
            }
        }
        assertThat(checked).isPositive();
    }

    @Test
    void enemiesAreTheirSpriteMirroredAsTheirDirectionSays() throws Exception {
        StateSchema schema = sources.game().schema();
        StateField type0 = schema.fields().stream().filter(f -> f.entity().equals("Ei") && f.index() == 0
                && f.field().equals("type")).findFirst().orElseThrow();
        int checked = 0;
        byte[] state = sources.server().at(100).state();
        List<Sprite> sprites = renderer(art).sprites(schema, state);
        for (int e = 0; e < 100; e++) {
            int row = type0.byteOffset() + e * 32 * 4; // Ei[100][32]
            int type = intAt(state, row);
            if (type == 0 || type == 19) {
                continue;
            }
            int shape = intAt(state, row + 4);
            int direction = intAt(state, row + 8);
            int ref = e;
            Sprite s = sprites.stream().filter(sp -> sp.ref().equals(new EntityRef("Ei", ref))).findFirst()
                    .orElseThrow();
            int picture = art.shapeOf(shape);
            assertThat(s.art()).as("enemy %d type %d shape %d", e, type, shape).isNotNull();
            assertThat(s.art().sheetX()).isEqualTo((picture % 32) * 22 + 1);
            assertThat(s.art().sheetY()).isEqualTo((picture / 32) * 22 + 1);
            assertThat(s.art().flipX()).isEqualTo(direction == 0);
            assertThat(s.art().flipY()).isEqualTo(direction == 2);
            checked++;
        }
        assertThat(checked).as("enemies at frame 100 of level 3").isPositive();
    }

    @Test
    void withoutArtTheSchematicIsDrawnAndTheLevelIsKeyedApart() throws Exception {
        StateSchema schema = sources.game().schema();
        byte[] state = sources.server().at(100).state();
        RecordingPainter painter = new RecordingPainter(1.0);
        PurpleMartiansRenderer schematic = renderer(null);
        schematic.drawBackground(painter, schema, state, null);
        assertThat(painter.of("image")).isEmpty();
        assertThat(painter.of("fillRect")).hasSizeGreaterThan(100);
        assertThat(schematic.sprites(schema, state)).allSatisfy(s -> assertThat(s.art()).isNull());
        assertThat(renderer(art).backgroundKey(schema, state, null))
                .as("the canvas keeps the drawn level by this key: art on and off must differ")
                .isNotEqualTo(schematic.backgroundKey(schema, state, null));
    }

    @Test
    void anotherGamesArtIsIgnored() throws Exception {
        GameArt other = new GameArt() {
            @Override
            public String gameId() {
                return "another-game";
            }

            @Override
            public String origin() {
                return "test";
            }
        };
        byte[] state = sources.server().at(0).state();
        RecordingPainter painter = new RecordingPainter(1.0);
        renderer(other).drawBackground(painter, sources.game().schema(), state, null);
        assertThat(painter.of("image")).isEmpty();
    }
}
