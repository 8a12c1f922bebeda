package org.netreplay.replay.sim;

import static org.netreplay.replay.sim.StateLayout.*;

import java.util.ArrayList;
import java.util.List;
import org.netreplay.replay.spi.StateField;
import org.netreplay.replay.spi.StateSchema;

/**
 * Builds the {@link StateSchema} of the reference game from {@link StateLayout}: a named field for every byte of the
 * state, ordered by offset. Entities: {@code world[0]}, {@code player[0..7]}, {@code enemy[0..99]},
 * {@code shot[0..63]}, {@code item[0..255]}, {@code tile[x*100+y]} (field {@code bits}, see {@link Tiles}).
 */
public final class StateSchemaFactory {
    private static final String PX256 = "px/256";
    private static final String PX256_PER_FRAME = "px/256 per frame";

    private static final FieldSpec[] WORLD = {
        new FieldSpec("frame", "frames", W_FRAME, 4),
        new FieldSpec("rng", "xorshift32 state", W_RNG, 4),
        new FieldSpec("flags", "bits", W_FLAGS, 4),
        new FieldSpec("pvpDamage", "health points", W_PVP_DAMAGE, 4),
        new FieldSpec("level", "level number", W_LEVEL, 4),
        new FieldSpec("coinsLeft", "count", W_COINS_LEFT, 4),
    };

    private static final FieldSpec[] PLAYER = {
        new FieldSpec("active", "bool", P_ACTIVE, 1),
        new FieldSpec("colour", "colour", P_COLOUR, 1),
        new FieldSpec("facing", "-1 left/+1 right", P_FACING, 1),
        new FieldSpec("onGround", "bool", P_ON_GROUND, 1),
        new FieldSpec("flags", "bits", P_FLAGS, 1),
        new FieldSpec("keys", "bits", P_KEYS, 1),
        new FieldSpec("shotCooldown", "frames", P_SHOT_COOLDOWN, 1),
        new FieldSpec("respawnTimer", "frames", P_RESPAWN, 1),
        new FieldSpec("x", PX256, P_X, 4),
        new FieldSpec("y", PX256, P_Y, 4),
        new FieldSpec("vx", PX256_PER_FRAME, P_VX, 4),
        new FieldSpec("vy", PX256_PER_FRAME, P_VY, 4),
        new FieldSpec("controls", "comp_move bits", P_CONTROLS, 2),
        new FieldSpec("health", "health points", P_HEALTH, 2),
        new FieldSpec("coins", "count", P_COINS, 2),
        new FieldSpec("deaths", "count", P_DEATHS, 2),
        new FieldSpec("kills", "count", P_KILLS, 2),
        new FieldSpec("startIndex", "index", P_START, 2),
        new FieldSpec("name0", "name bytes 0-3", P_NAME0, 4),
        new FieldSpec("name1", "name bytes 4-7", P_NAME1, 4),
        new FieldSpec("shotsFired", "count", P_SHOTS_FIRED, 2),
        new FieldSpec("hitsTaken", "count", P_HITS_TAKEN, 2),
    };

    private static final FieldSpec[] ENEMY = {
        new FieldSpec("kind", "EnemyKind", E_KIND, 1),
        new FieldSpec("alive", "bool", E_ALIVE, 1),
        new FieldSpec("hp", "hit points", E_HP, 1),
        new FieldSpec("onGround", "bool", E_ON_GROUND, 1),
        new FieldSpec("timer", "frames", E_TIMER, 2),
        new FieldSpec("sourceType", "pm enemy type", E_SOURCE_TYPE, 2),
        new FieldSpec("x", PX256, E_X, 4),
        new FieldSpec("y", PX256, E_Y, 4),
        new FieldSpec("vx", PX256_PER_FRAME, E_VX, 2),
        new FieldSpec("vy", PX256_PER_FRAME, E_VY, 2),
    };

    private static final FieldSpec[] SHOT = {
        new FieldSpec("active", "bool", S_ACTIVE, 1),
        new FieldSpec("owner", "player, 8 = enemy", S_OWNER, 1),
        new FieldSpec("ttl", "frames", S_TTL, 2),
        new FieldSpec("x", PX256, S_X, 4),
        new FieldSpec("y", PX256, S_Y, 4),
        new FieldSpec("vx", PX256_PER_FRAME, S_VX, 2),
        new FieldSpec("vy", PX256_PER_FRAME, S_VY, 2),
    };

    private static final FieldSpec[] ITEM = {
        new FieldSpec("kind", "ItemKind", I_KIND, 1),
        new FieldSpec("colour", "key colour", I_COLOUR, 1),
        new FieldSpec("taken", "bool", I_TAKEN, 1),
        new FieldSpec("takenBy", "player, -1 = none", I_TAKEN_BY, 1),
        new FieldSpec("x", "px", I_X, 2),
        new FieldSpec("y", "px", I_Y, 2),
    };

    private static final StateSchema SCHEMA = build();

    private StateSchemaFactory() {
    }

    /** @return the schema (one shared immutable instance) */
    public static StateSchema schema() {
        return SCHEMA;
    }

    private static StateSchema build() {
        List<StateField> fields = new ArrayList<>(STATE_SIZE - TILE_OFFSET + 16_000);
        add(fields, "world", 1, WORLD_OFFSET, WORLD_SIZE, WORLD);
        add(fields, "player", MAX_PLAYERS, PLAYER_OFFSET, PLAYER_SIZE, PLAYER);
        add(fields, "enemy", MAX_ENEMIES, ENEMY_OFFSET, ENEMY_SIZE, ENEMY);
        add(fields, "shot", MAX_SHOTS, SHOT_OFFSET, SHOT_SIZE, SHOT);
        add(fields, "item", MAX_ITEMS, ITEM_OFFSET, ITEM_SIZE, ITEM);
        for (int index = 0; index < TILE_COUNT; index++) {
            fields.add(new StateField("tile", index, "bits", "Tiles bits", TILE_OFFSET + index, 1));
        }
        return new StateSchema(STATE_SIZE, fields);
    }

    private static void add(List<StateField> out, String entity, int count, int base, int size, FieldSpec[] specs) {
        for (int index = 0; index < count; index++) {
            for (FieldSpec spec : specs) {
                out.add(new StateField(entity, index, spec.name(), spec.unit(), base + index * size + spec.offset(),
                        spec.size()));
            }
        }
    }
}
