package org.netreplay.pm.sim;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.netreplay.pm.game.PmlFiles;
import org.netreplay.testdata.TestData;

/**
 * The simulation's netgame branches (src/mwItemStartExitGate.cpp proc_exit_collision, src/mwLoopLevelDone.cpp,
 * src/mwGameMoves.cpp add_game_move): a client never starts the level's end itself, a level's last mode asks for the
 * next level, and moves entered live take the game's conversions.
 */
class NetgameBranchesTest {
    /**
     * Level 301's exit is 26 frames of walking right from the start, level 80's 51 frames of jumping right (found by
     * this simulation).
     */
    private static PmWorld walkRight(boolean client, int frames) {
        return walk(301, 2, client, frames);
    }

    private static PmWorld walk(int level, int move, boolean client, int frames) {
        PmWorld w = new PmWorld();
        w.levels = PmlFiles.inFolder(TestData.levels());
        w.loop.play_mode_active = false;
        w.netgame.ima_client = client;
        w.level.play_level = level;
        assertThat(w.loop.loadAndSetupLevel(level, 3)).isEqualTo(1);
        w.gameMoves.initialize();
        w.gameMoves.addGameMove2(1, 1, 0, 8);
        w.gameMoves.addGameMove2(2, 5, 0, move);
        for (int f = 1; f <= frames; f++) {
            w.loop.frame_num = f;
            w.bitmap.updateAnimation();
            w.gameMoves.proc();
            w.loop.moveFrame();
        }
        return w;
    }

    @Test
    void aServerReachingTheExitStartsTheLevelsEndAClientDoesNot() {
        assertThat(walkRight(false, 40).player.syn[0].level_done_mode).isNotZero();
        PmWorld client = walkRight(true, 40);
        assertThat(client.player.syn[0].level_done_mode).isZero();
        assertThat(client.player.syn[0].level_done_player).isZero();
    }

    @Test
    void theLevelsEndRunsOnTheServerAndAsksForTheNextLevel() {
        assertThat(nextLevelAfter(walk(80, 16 | 2, false, 60), 60)).isEqualTo(81);
        // src/mwLevel.cpp get_next_level(lev, 199, wrap): past level 199 it wraps to the overworld, even when the
        // next level file (302) exists
        assertThat(nextLevelAfter(walkRight(false, 40), 40)).isEqualTo(1);
    }

    private static int nextLevelAfter(PmWorld w, int from) {
        int frame = from;
        while (!w.loop.next_level_requested && frame < 40 + 60 + 20 + 5 + 700) {
            frame++;
            w.loop.frame_num = frame;
            w.gameMoves.proc();
            w.loop.moveFrame();
        }
        assertThat(w.loop.next_level_requested).isTrue();
        return w.player.syn[0].level_done_next_level;
    }

    @Test
    void inLevelDoneModeFiveAMoveBecomesOneAcknowledgement() {
        PmWorld w = new PmWorld();
        w.netgame.ima_server = true;
        w.gameMoves.initialize();
        w.player.syn[0].level_done_mode = 5;
        w.player.syn[2].active = 1;
        w.loop.frame_num = 100;
        w.gameMoves.addGameMove2(1, 9, 0, 5); // has_player_acknowledged never looks at row 0 (the game's loop)
        w.gameMoves.addGameMove(100, 5, 2, 16);
        w.gameMoves.addGameMove(101, 5, 2, 1);
        assertThat(w.gameMoves.entry_pos).isEqualTo(2);
        assertThat(w.gameMoves.arr[1]).containsExactly(100, 8, 2, 0);
    }

    @Test
    void aClientsMenuKeyOnTheServerIsItsQuitTwoFramesLater() {
        PmWorld w = new PmWorld();
        w.netgame.ima_server = true;
        w.gameMoves.initialize();
        w.gameMoves.addGameMove(500, 5, 3, 64 | 2);
        assertThat(w.gameMoves.arr[0]).containsExactly(502, 2, 3, GameMoves.QUIT_REASON_CLIENT_ENDED_GAME);
    }

    @Test
    void theServersMenuKeyOrphansEveryRemoteClientAndQuitsAllTenFramesLater() {
        PmWorld w = new PmWorld();
        w.netgame.ima_server = true;
        w.gameMoves.initialize();
        w.player.syn[1].control_method = Netgame.CONTROL_NETGAME_REMOTE;
        w.player.syn[3].control_method = Netgame.CONTROL_NETGAME_REMOTE;
        w.gameMoves.addGameMove(700, 5, 0, 64);
        assertThat(w.player.syn[1].control_method).isEqualTo(Netgame.CONTROL_CLIENT_ORPHAN);
        assertThat(w.player.syn[3].control_method).isEqualTo(Netgame.CONTROL_CLIENT_ORPHAN);
        assertThat(w.gameMoves.entry_pos).isEqualTo(3);
        assertThat(w.gameMoves.arr[0]).containsExactly(710, 2, 1, GameMoves.QUIT_REASON_SERVER_ENDED_GAME);
        assertThat(w.gameMoves.arr[1]).containsExactly(710, 2, 3, GameMoves.QUIT_REASON_SERVER_ENDED_GAME);
        assertThat(w.gameMoves.arr[2]).containsExactly(710, 2, 0, GameMoves.QUIT_REASON_SERVER_ENDED_GAME);
    }

    @Test
    void sortingTheLiveArrayOrdersByFrameTypePlayerAndPutsShotConfigFirst() {
        PmWorld w = new PmWorld();
        w.gameMoves.initialize();
        w.gameMoves.addGameMove2(5, 5, 2, 1);
        w.gameMoves.addGameMove2(3, 5, 1, 4);
        w.gameMoves.addGameMove2(5, 5, 1, 8);
        w.gameMoves.addGameMove2(5, 9, 0, 5);
        w.gameMoves.addGameMove2(5, (1 << 23) + 3 + 10 * 256, 0, 0);
        w.gameMoves.gmSort();
        assertThat(w.gameMoves.arr[0]).containsExactly(3, 5, 1, 4);
        assertThat(w.gameMoves.arr[1]).containsExactly(5, 9, 0, 5);
        assertThat(w.gameMoves.arr[2]).containsExactly(5, (1 << 23) + 3 + 10 * 256, 0, 0);
        assertThat(w.gameMoves.arr[3]).containsExactly(5, 5, 1, 8);
        assertThat(w.gameMoves.arr[4]).containsExactly(5, 5, 2, 1);
    }
}
