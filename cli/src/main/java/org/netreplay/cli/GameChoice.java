package org.netreplay.cli;

import java.nio.file.Path;
import java.util.Locale;
import org.netreplay.pm.game.PmReplay;
import org.netreplay.replay.session.Games;
import org.netreplay.replay.session.LevelArgument;

/**
 * Which game a command replays and where Purple Martians' levels are. Without {@code --game}, the game's own
 * {@code .gm} recordings and {@code .pml} levels are replayed by the real game's simulation
 * ({@value PmReplay#GAME_ID}, module purple-martians); a {@code .json} map is the format of {@code pm-reference},
 * the engine's small test game, which is then the default.
 */
final class GameChoice {
    /** The default game id. */
    static final String DEFAULT_GAME = PmReplay.GAME_ID;
    /** What {@code --help} says about {@code --game}. */
    static final String GAME_HELP = "Game id: purple-martians (the real game's simulation, the default for .gm "
            + "recordings and .pml levels) or pm-reference (the engine's small test game, the default for a .json "
            + "map; not the real game's rules).";

    private GameChoice() {
    }

    /**
     * @param gameOption the {@code --game} value, or null
     * @param levelArg   the {@code --level} value, or null
     * @return the game id to replay with
     */
    static String gameId(String gameOption, String levelArg) {
        if (gameOption != null) {
            return gameOption;
        }
        boolean jsonMap = levelArg != null && levelArg.strip().toLowerCase(Locale.ROOT).endsWith(".json");
        return jsonMap ? Games.REFERENCE_GAME_ID : DEFAULT_GAME;
    }

    /**
     * The folder of the game's {@code levelNNN.pml} files: {@code --levels} if given, else {@code sample-logs/levels}
     * under the netreplay folder ({@link LevelArgument#defaultLevelsDir()}).
     *
     * @param levelsOption the {@code --levels} value, or null
     * @return the folder (it may not exist when {@code --levels} names a missing folder)
     */
    static Path pmLevelsDir(Path levelsOption) {
        if (levelsOption != null) {
            return levelsOption;
        }
        return LevelArgument.defaultLevelsDir();
    }
}
