package org.netreplay.replay.gm;

import org.netreplay.replay.GameMove;

/**
 * A decoded PLAYER_ACTIVE game move (docs/formats.md §4.2): type {@code 0x800000 + colour*256 + player} with the name
 * in data1/data2, or the legacy type 1 with player in data1 and colour in data2 (no name).
 *
 * @param frame  the frame the player becomes active
 * @param player 0..7
 * @param colour palette colour 0..15
 * @param name   the embedded name, or "" for the legacy form
 */
public record PlayerJoin(int frame, int player, int colour, String name) {

    /**
     * @param move a move for which {@link GameMove#isActive()} is true
     * @return the decoded join
     * @throws IllegalArgumentException if the move is not a PLAYER_ACTIVE move
     */
    public static PlayerJoin of(GameMove move) {
        if ((move.type() & GameMove.ACTIVE_FLAG) != 0) {
            return new PlayerJoin(move.frame(), move.type() & 7, (move.type() & 0xF00) >> 8,
                    PlayerName.decode(move.data1(), move.data2()));
        }
        if (move.type() == GameMove.TYPE_ACTIVE_LEGACY) {
            return new PlayerJoin(move.frame(), move.data1(), move.data2(), "");
        }
        throw new IllegalArgumentException("move (" + move + ") is not a PLAYER_ACTIVE game move");
    }

    /** @return the game move with embedded name that encodes this join */
    public GameMove toMove() {
        int[] words = PlayerName.encode(name);
        return new GameMove(frame, GameMove.ACTIVE_FLAG + colour * 256 + player, words[0], words[1]);
    }
}
