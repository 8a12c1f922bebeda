package org.netreplay.pm.game;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.netreplay.pm.sim.PmWorld;
import org.netreplay.pm.state.PmStateCodec;
import org.netreplay.pm.state.PmStateSchema;
import org.netreplay.replay.spi.DeterministicGame;
import org.netreplay.replay.spi.FieldType;
import org.netreplay.replay.spi.GameSetup;
import org.netreplay.replay.spi.GameSimulation;
import org.netreplay.replay.spi.StateField;
import org.netreplay.replay.spi.StateSchema;

/**
 * Purple Martians (id {@value PmReplay#GAME_ID}): the real game's simulation (module purple-martians), found by the
 * engine through {@link java.util.ServiceLoader}. A setup's level file is a {@code .pml} (other levels, which an exit
 * looks for, come from its folder); without one the level is
 * {@code levelNNN.pml} in the folder of the system property {@code netreplay.pmLevels} (default
 * {@code sample-logs/levels}). The schema is the game's state (docs/formats.md §5.3) plus the simulation's hidden
 * variables ({@code sim[0].*}, see {@link PmSimulation}).
 */
public final class PurpleMartiansGame implements DeterministicGame {
    private static final StateSchema SCHEMA = withTail(PmStateSchema.SCHEMA);

    @Override
    public String id() {
        return PmReplay.GAME_ID;
    }

    @Override
    public StateSchema schema() {
        return SCHEMA;
    }

    /**
     * @throws IllegalArgumentException if the level is not found (the message names the file looked for)
     * @throws java.io.UncheckedIOException if the level file is unreadable or corrupt
     */
    @Override
    public GameSimulation start(GameSetup setup) {
        PmlFiles levels = setup.levelFile() != null
                ? PmlFiles.withFile(setup.levelFile().toAbsolutePath().getParent(), setup.levelFile(), setup.level())
                : PmlFiles.inFolder(Path.of(System.getProperty("netreplay.pmLevels", "sample-logs/levels")));
        PmWorld w = new PmWorld();
        w.levels = levels;
        w.gameMoves.load(new int[0][]);
        w.level.play_level = setup.level();
        if (w.loop.loadAndSetupLevel(setup.level(), 4) == 0) {
            throw new IllegalArgumentException("level " + setup.level() + " not found: " + levels.fileOf(setup.level()));
        }
        return new PmSimulation(w);
    }

    private static StateSchema withTail(StateSchema game) {
        List<StateField> fields = new ArrayList<>(game.fields());
        int o = PmStateCodec.STATE_SIZE;
        for (String name : List.of("frame_num", "active_local_player", "gm_current_pos", "gm_entry_pos")) {
            fields.add(new StateField("sim", 0, name, "int", o, 4));
            o += 4;
        }
        for (int r = 0; r < 3; r++) {
            for (int c = 0; c < 256; c++) {
                fields.add(new StateField("sim", 0, "zz[" + r + "][" + c + "]", "int", o, 4));
                o += 4;
            }
        }
        String[] ploc = {"health_display", "last_health_adjust", "potential_bomb_damage", "name_display",
                "damage_tally", "damage_holdoff", "damage_type", "comp_move", "fake_keypress_mode", "rewind", "old_x",
                "old_y", "join_frame", "quit_frame", "quit_reason"};
        for (int p = 0; p < 8; p++) {
            for (String f : ploc) {
                boolean isFloat = f.equals("damage_tally") || f.startsWith("old_");
                fields.add(new StateField("loc", p, f, isFloat ? "float" : "int", o, 4,
                        isFloat ? FieldType.FLOAT : FieldType.INT, org.netreplay.replay.spi.ValueNames.NONE));
                o += 4;
            }
        }
        return new StateSchema(o, fields);
    }
}
