package org.netreplay.replay.level;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.netreplay.replay.sim.EnemyKind;
import org.netreplay.replay.sim.ItemKind;
import org.netreplay.replay.sim.MapData;
import org.netreplay.replay.sim.Tiles;

/** The JSON map format (docs/reference-game.md). */
class JsonMapReaderTest {

    private static MapData parse(String json) {
        return JsonMapReader.read(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)), "test.json");
    }

    @Test
    void theBundledExampleMapLoads() {
        MapData map;
        try (InputStream in = getClass().getResourceAsStream("/org/netreplay/replay/maps/example.json")) {
            map = JsonMapReader.read(in, "example.json");
        } catch (java.io.IOException e) {
            throw new UncheckedIOException(e);
        }

        assertThat(map.startCount()).isEqualTo(8);
        assertThat(map.tile(0, 0)).isEqualTo(Tiles.SOLID);
        assertThat(map.tile(39, 10)).isEqualTo(Tiles.SOLID);
        assertThat(map.tile(40, 10)).as("outside width 40").isEqualTo(Tiles.SOLID);
        assertThat(map.tile(1, 1)).isEqualTo(Tiles.EMPTY);
        assertThat(map.tile(20, 6)).isEqualTo(Tiles.door(0));
        assertThat(map.tile(34, 14)).isEqualTo(Tiles.door(1));
        assertThat(map.enemyCount()).isGreaterThanOrEqualTo(6);
    }

    @Test
    void tileCharactersAndEntityCharactersAreRead() {
        MapData map = parse("{\"rows\": [\"#%-H.A\", \"Sobwfs\", \"E.....\"]}");

        assertThat(map.tile(0, 0)).isEqualTo(Tiles.SOLID);
        assertThat(map.tile(1, 0)).isEqualTo(Tiles.SOLID | Tiles.BREAKABLE);
        assertThat(map.tile(2, 0)).isEqualTo(Tiles.SEMISOLID);
        assertThat(map.tile(3, 0)).isEqualTo(Tiles.LADDER);
        assertThat(map.tile(4, 0)).isEqualTo(Tiles.EMPTY);
        assertThat(map.tile(5, 0)).isEqualTo(Tiles.door(0));
        assertThat(map.tile(6, 0)).as("outside the 6x3 map").isEqualTo(Tiles.SOLID);
        assertThat(map.tile(0, 3)).as("outside the 6x3 map").isEqualTo(Tiles.SOLID);
        assertThat(map.startCount()).isEqualTo(1);
        assertThat(map.startX(0)).isEqualTo(2);
        assertThat(map.startY(0)).isEqualTo(20);
        assertThat(map.itemCount()).isEqualTo(3);
        assertThat(map.itemKind(0)).isEqualTo(ItemKind.COIN);
        assertThat(map.itemKind(1)).isEqualTo(ItemKind.KEY);
        assertThat(map.itemColour(1)).isEqualTo(1);
        assertThat(map.itemKind(2)).isEqualTo(ItemKind.EXIT);
        assertThat(map.itemY(2)).isEqualTo(40);
        assertThat(map.enemyKind(0)).isEqualTo(EnemyKind.WALKER);
        assertThat(map.enemyKind(1)).isEqualTo(EnemyKind.FLYER);
        assertThat(map.enemyKind(2)).isEqualTo(EnemyKind.SHOOTER);
    }

    @Test
    void listsAddItemsEnemiesAndStartsInTileUnits() {
        MapData map = parse("{\"width\": 10, \"height\": 10, \"rows\": [],"
                + " \"items\": [{\"type\": \"key\", \"colour\": 3, \"x\": 2, \"y\": 5}],"
                + " \"enemies\": [{\"type\": \"flyer\", \"x\": 4, \"y\": 1}],"
                + " \"starts\": [[1, 1], [8, 1]]}");

        assertThat(map.tile(9, 9)).isEqualTo(Tiles.EMPTY);
        assertThat(map.tile(10, 9)).isEqualTo(Tiles.SOLID);
        assertThat(map.itemColour(0)).isEqualTo(3);
        assertThat(map.itemX(0)).isEqualTo(40);
        assertThat(map.itemY(0)).isEqualTo(100);
        assertThat(map.enemyKind(0)).isEqualTo(EnemyKind.FLYER);
        assertThat(map.enemyX(0)).isEqualTo(4 * 20 + 2);
        assertThat(map.startCount()).isEqualTo(2);
        assertThat(map.startX(1)).isEqualTo(8 * 20 + 2);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "{\"rows\": [\"#?#\"]}| '?'",
        "{\"width\": 101, \"rows\": [\"#\"]}| width (101)",
        "{\"cols\": []}| \"rows\"",
        "[1, 2]| \"rows\"",
        "{\"rows\": [\"...\"], \"items\": [{\"type\": \"gem\", \"x\": 1, \"y\": 1}]}| gem",
        "{\"rows\": [\"...\"], \"enemies\": [{\"type\": \"walker\", \"x\": 1}]}| \"y\"",
        "{\"rows\": [\"...\"], \"starts\": [[1, 200]]}| start y (200)",
        "{\"rows\": [\"...\"], \"starts\": [5]}| [x, y]",
        "{\"rows\": [\"#\"]| not valid JSON"})
    void invalidMapsAreRejectedWithTheReason(String json, String reason) {
        assertThatThrownBy(() -> parse(json)).isInstanceOf(UncheckedIOException.class)
                .hasMessageContaining("test.json").hasMessageContaining(reason);
    }
}
