package org.netreplay.pm.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Game-move processing (src/mwGameMoves.cpp proc) on hand-made move lists. */
class GameMovesTest {
    @Test
    void rowsOfOneFrameApplyLastRowFirst() {
        PmWorld w = new PmWorld();
        w.player.syn[0].active = 1;
        // two control rows for player 0 at frame 1: left, then right; the game applies the right row first
        w.gameMoves.load(new int[][] {{1, 5, 0, 1}, {1, 5, 0, 2}, {3, 5, 0, 16}});
        w.loop.frame_num = 1;
        w.gameMoves.proc();
        assertEquals(1, w.player.syn[0].left);
        assertEquals(0, w.player.syn[0].right);
        assertEquals(1, w.player.syn[0].ctrl_bitf);
        assertEquals(1, w.gameMoves.current_pos);
        w.loop.frame_num = 2;
        w.gameMoves.proc(); // no row: controls held
        assertEquals(1, w.player.syn[0].ctrl_bitf);
        assertEquals(1, w.player.syn[0].old_ctrl_bitf);
        w.loop.frame_num = 3;
        w.gameMoves.proc();
        assertEquals(16, w.player.syn[0].ctrl_bitf);
        assertEquals(1, w.player.syn[0].jump);
        assertEquals(0, w.player.syn[0].left);
    }

    @Test
    void shotConfigSetsPlayerZerosFlagsAndDamage() {
        PmWorld w = new PmWorld();
        w.gameMoves.load(new int[][] {{1, 9, 3, 25}});
        w.loop.frame_num = 1;
        w.gameMoves.proc();
        assertEquals(1, w.player.syn[0].player_vs_player_shots);
        assertEquals(2, w.player.syn[0].player_vs_self_shots);
        assertEquals(25, w.player.syn[0].player_vs_player_shot_damage);
    }

    @Test
    void embeddedNameOverwritesOnlyItsBytesAndATerminatingZero() {
        PmWorld w = new PmWorld();
        w.player.syn[2].active = 1; // already active: no start position needed
        byte[] name = w.player.syn[2].name;
        System.arraycopy("defaultX".getBytes(java.nio.charset.StandardCharsets.US_ASCII), 0, name, 0, 8);
        // type: flag bit 23 + player 2 + colour 7 << 8; name "bob" in d1
        int type = (1 << 23) + 2 + 7 * 256;
        w.gameMoves.load(new int[][] {{1, type, 'b' | 'o' << 8 | 'b' << 16, 0}});
        w.loop.frame_num = 1;
        w.gameMoves.proc();
        assertEquals(7, w.player.syn[2].color);
        assertEquals("bob\0ultX", new String(name, 0, 8, java.nio.charset.StandardCharsets.US_ASCII));
    }
}
