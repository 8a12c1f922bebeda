package org.netreplay.sim;

/**
 * One {@code --quit P@FRAME}: client P presses the menu key at its frame FRAME (docs/formats.md §5.9 "Quit"; the
 * game's src/mwPlayer.cpp#proc_player_input and src/mwGameMoves.cpp#add_game_move). Only the authoritative mode
 * simulates it.
 *
 * @param player the client, 1..players-1
 * @param frame  the client's frame at which its input gets the MENU bit (≥ 1)
 */
public record ClientQuit(int player, int frame) {
    public ClientQuit {
        if (player < 1 || player >= SimulationConfig.MAX_PLAYERS) {
            throw new IllegalArgumentException("--quit player (" + player + ") must be a client, 1..7");
        }
        if (frame < 1) {
            throw new IllegalArgumentException("--quit frame (" + frame + ") must be >= 1");
        }
    }

    /**
     * @param text {@code P@FRAME}, e.g. {@code 1@600}
     * @return the quit
     * @throws IllegalArgumentException naming what is wrong
     */
    public static ClientQuit parse(String text) {
        int at = text.indexOf('@');
        if (at < 0) {
            throw new IllegalArgumentException("--quit '" + text + "' must be P@FRAME, e.g. 1@600");
        }
        try {
            return new ClientQuit(Integer.parseInt(text.substring(0, at).trim()),
                    Integer.parseInt(text.substring(at + 1).trim()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--quit '" + text + "': P and FRAME must be numbers");
        }
    }

    @Override
    public String toString() {
        return player + "@" + frame;
    }
}
