package org.netreplay.replay.level;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.netreplay.replay.sim.EnemyKind;
import org.netreplay.replay.sim.ItemKind;
import org.netreplay.replay.sim.MapBuilder;
import org.netreplay.replay.sim.MapData;
import org.netreplay.replay.sim.StateLayout;
import org.netreplay.replay.sim.Tiles;

/**
 * Reads the reference game's JSON map format (docs/reference-game.md, "JSON maps"):
 * <pre>{@code
 * {"width": 100, "height": 100,
 *  "rows": ["#####", "#S.o#", ...],
 *  "items": [{"type": "coin"|"key"|"exit", "x": 3, "y": 4, "colour": 0}],
 *  "enemies": [{"type": "walker"|"flyer"|"shooter", "x": 5, "y": 6}],
 *  "starts": [[2, 3], ...]}
 * }</pre>
 * {@code rows[y].charAt(x)} is tile (x, y); all coordinates are tile units (20 px). Tile characters:
 * {@code .} or space empty, {@code #} solid, {@code %} breakable, {@code -} one-way platform, {@code H} ladder,
 * {@code A}-{@code D} locked door of colour 0-3; entity characters (on an empty tile): {@code S} start,
 * {@code o} coin, {@code a}-{@code d} key of colour 0-3, {@code E} exit, {@code w} walker, {@code f} flyer,
 * {@code s} shooter. Tiles outside width x height (at most 100 x 100) are solid. Width and height default to the
 * longest row and the number of rows.
 */
public final class JsonMapReader {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final int TILE = StateLayout.TILE_PX;

    private JsonMapReader() {
    }

    /**
     * @return the map in {@code file}
     * @throws UncheckedIOException if the file cannot be read or is not a valid map (the message names the file
     *                              and the problem)
     */
    public static MapData read(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            return read(in, file.toString());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read map file " + file + ": " + e.getMessage(), e);
        }
    }

    /**
     * @param source names the map in error messages
     * @return the map read from {@code in}
     * @throws UncheckedIOException if {@code in} cannot be read or is not a valid map
     */
    public static MapData read(InputStream in, String source) {
        JsonNode root;
        try {
            root = MAPPER.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException("map " + source + " is not valid JSON: " + e.getMessage(), e);
        }
        try {
            return convert(root);
        } catch (IllegalArgumentException e) {
            throw new UncheckedIOException(new IOException("map " + source + ": " + e.getMessage(), e));
        }
    }

    static MapData convert(JsonNode root) {
        if (root == null || !root.isObject() || !root.path("rows").isArray()) {
            throw new IllegalArgumentException("needs an object with a \"rows\" array");
        }
        JsonNode rows = root.get("rows");
        int longest = 0;
        for (JsonNode row : rows) {
            longest = Math.max(longest, row.asText().length());
        }
        int width = root.path("width").asInt(longest);
        int height = root.path("height").asInt(rows.size());
        checkRange("width", width, 1, StateLayout.MAP_TILES);
        checkRange("height", height, 1, StateLayout.MAP_TILES);
        MapBuilder map = new MapBuilder();
        for (int tx = 0; tx < StateLayout.MAP_TILES; tx++) {
            for (int ty = 0; ty < StateLayout.MAP_TILES; ty++) {
                map.tile(tx, ty, tx < width && ty < height ? Tiles.EMPTY : Tiles.SOLID);
            }
        }
        for (int ty = 0; ty < Math.min(height, rows.size()); ty++) {
            String row = rows.get(ty).asText();
            for (int tx = 0; tx < Math.min(width, row.length()); tx++) {
                cell(map, row.charAt(tx), tx, ty);
            }
        }
        for (JsonNode item : root.path("items")) {
            int x = coordinate(item, "x");
            int y = coordinate(item, "y");
            map.item(itemKind(item.path("type").asText()), item.path("colour").asInt(0), x * TILE, y * TILE);
        }
        for (JsonNode enemy : root.path("enemies")) {
            int x = coordinate(enemy, "x");
            int y = coordinate(enemy, "y");
            addEnemy(map, enemyKind(enemy.path("type").asText()), x, y);
        }
        for (JsonNode start : root.path("starts")) {
            if (!start.isArray() || start.size() != 2) {
                throw new IllegalArgumentException("a start must be [x, y], got " + start);
            }
            addStart(map, checkRange("start x", start.get(0).asInt(), 0, 99),
                    checkRange("start y", start.get(1).asInt(), 0, 99));
        }
        return map.build();
    }

    private static void cell(MapBuilder map, char c, int tx, int ty) {
        switch (c) {
            case '.', ' ' -> { }
            case '#' -> map.tile(tx, ty, Tiles.SOLID);
            case '%' -> map.tile(tx, ty, Tiles.SOLID | Tiles.BREAKABLE);
            case '-' -> map.tile(tx, ty, Tiles.SEMISOLID);
            case 'H' -> map.tile(tx, ty, Tiles.LADDER);
            case 'A', 'B', 'C', 'D' -> map.tile(tx, ty, Tiles.door(c - 'A'));
            case 'S' -> addStart(map, tx, ty);
            case 'o' -> map.item(ItemKind.COIN, 0, tx * TILE, ty * TILE);
            case 'a', 'b', 'c', 'd' -> map.item(ItemKind.KEY, c - 'a', tx * TILE, ty * TILE);
            case 'E' -> map.item(ItemKind.EXIT, 0, tx * TILE, ty * TILE);
            case 'w' -> addEnemy(map, EnemyKind.WALKER, tx, ty);
            case 'f' -> addEnemy(map, EnemyKind.FLYER, tx, ty);
            case 's' -> addEnemy(map, EnemyKind.SHOOTER, tx, ty);
            default -> throw new IllegalArgumentException(
                    "unknown tile character '" + c + "' at x " + tx + ", y " + ty);
        }
    }

    /** Enemies (16 px) stand centred on the bottom of their tile. */
    private static void addEnemy(MapBuilder map, int kind, int tx, int ty) {
        map.enemy(kind, 0, tx * TILE + 2, ty * TILE + 4);
    }

    /** Players (16 x 20 px) stand centred in their tile. */
    private static void addStart(MapBuilder map, int tx, int ty) {
        map.start(tx * TILE + 2, ty * TILE);
    }

    private static int itemKind(String type) {
        switch (type) {
            case "coin":
                return ItemKind.COIN;
            case "key":
                return ItemKind.KEY;
            case "exit":
                return ItemKind.EXIT;
            default:
                throw new IllegalArgumentException("unknown item type \"" + type + "\" (coin, key, exit)");
        }
    }

    private static int enemyKind(String type) {
        switch (type) {
            case "walker":
                return EnemyKind.WALKER;
            case "flyer":
                return EnemyKind.FLYER;
            case "shooter":
                return EnemyKind.SHOOTER;
            default:
                throw new IllegalArgumentException("unknown enemy type \"" + type + "\" (walker, flyer, shooter)");
        }
    }

    private static int coordinate(JsonNode node, String name) {
        if (!node.path(name).canConvertToInt()) {
            throw new IllegalArgumentException("\"" + name + "\" missing in " + node);
        }
        return checkRange(name, node.get(name).asInt(), 0, StateLayout.MAP_TILES - 1);
    }

    private static int checkRange(String name, int value, int min, int max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(name + " (" + value + ") must be in " + min + ".." + max);
        }
        return value;
    }
}
