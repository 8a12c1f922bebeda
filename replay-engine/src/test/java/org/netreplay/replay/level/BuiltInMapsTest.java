package org.netreplay.replay.level;

import static org.assertj.core.api.Assertions.assertThat;
import static org.netreplay.replay.sim.StateLayout.P_ON_GROUND;
import static org.netreplay.replay.sim.StateLayout.player;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.sim.ItemKind;
import org.netreplay.replay.sim.MapData;
import org.netreplay.replay.sim.Simulation;
import org.netreplay.replay.sim.Tiles;

/** The generated built-in maps. */
class BuiltInMapsTest {

    @Test
    void theSameLevelGivesTheSameMapAndOtherLevelsOtherMaps() {
        assertThat(tiles(BuiltInMaps.generate(7))).isEqualTo(tiles(BuiltInMaps.generate(7)));
        assertThat(tiles(BuiltInMaps.generate(7))).isNotEqualTo(tiles(BuiltInMaps.generate(8)));
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3, 57, -4, Integer.MAX_VALUE})
    void everyLevelHasABorderEightStartsAKeyAndItsDoor(int level) {
        MapData map = BuiltInMaps.generate(level);
        int colour = Math.floorMod(level, 4);

        assertThat(map.startCount()).isEqualTo(8);
        for (int i = 0; i < 100; i++) {
            assertThat(map.tile(i, 0) & Tiles.SOLID).isNotZero();
            assertThat(map.tile(0, i) & Tiles.SOLID).isNotZero();
        }
        boolean key = false;
        for (int i = 0; i < map.itemCount(); i++) {
            key |= map.itemKind(i) == ItemKind.KEY && map.itemColour(i) == colour;
        }
        assertThat(key).isTrue();
        assertThat(map.tile(92, 98)).isEqualTo(Tiles.door(colour));
    }

    @Test
    void allEightPlayersLandOnTheFirstFloor() {
        Simulation sim = new Simulation(BuiltInMaps.generate(5), 5, 1);
        sim.beginFrame();
        for (int p = 0; p < 8; p++) {
            sim.applyMove(GameMove.ACTIVE_FLAG + p, 0, 0);
        }
        sim.simulateFrame();
        for (int frame = 0; frame < 30; frame++) {
            sim.beginFrame();
            sim.simulateFrame();
        }
        for (int p = 0; p < 8; p++) {
            assertThat(sim.state().i8(player(p, P_ON_GROUND))).as("player " + p).isEqualTo(1);
        }
    }

    private static String tiles(MapData map) {
        StringBuilder out = new StringBuilder();
        for (int tx = 0; tx < 100; tx++) {
            for (int ty = 0; ty < 100; ty++) {
                out.append((char) ('0' + map.tile(tx, ty)));
            }
        }
        return out.toString();
    }
}
