package org.netreplay.sim.lockstep;

import org.netreplay.replay.GameMove;

/**
 * The text-log bodies lockstep peers write. Where today's game has the message, its type and format are used
 * (docs/formats.md §2.10: type 35 {@code tx cdat - move:%d} and {@code rx cdat p:%d fn:[%d] sync:[%d] slsn:[%d] ...});
 * the lockstep-only messages keep the texts of the game's lockstep-era code (history of {@code src/n_server.cpp} and
 * {@code src/n_client.cpp}, 2018: {@code tx sdat}, {@code rx sdat}, {@code rx move}, {@code tx sdak},
 * {@code rx sdak}, {@code [timer adjust]}) but are written as type 10 (LOG_NET), because their old type numbers
 * (37, 38, 39) now name other messages (docs/formats.md §1.2).
 */
public final class LockstepLog {
    /** LOG_NET: the netgame narrative. */
    public static final int NET = 10;
    /** LOG_NET_cdat. */
    public static final int CDAT = 35;

    private LockstepLog() {
    }

    /** @return the client's {@code tx cdat - move:%d} (docs/formats.md §2.10) */
    public static String txCdat(int compMove) {
        return "tx cdat - move:" + compMove;
    }

    /**
     * @return the server's {@code rx cdat} line (docs/formats.md §2.10): {@code sync} is the player's previous c_sync,
     *         as the game prints it before updating; a move not entered ({@code c_sync ≤ 1}, docs/simulator.md §7.1) is
     *         {@code late - dropped}
     */
    public static String rxCdat(CdatResult r) {
        String head = "rx cdat p:" + r.player() + " fn:[" + r.passcount() + "] sync:[" + r.previousSync()
                + "] slsn:[0]";
        return r.entered() ? head + " gmep:[" + r.entryCount() + "] - entered" : head + " late - dropped";
    }

    /** @return the server's {@code tx sdat p:%d [strt:%d num:%d]} (with {@code  (sync only)} for timing sdats) */
    public static String txSdat(OutgoingSdat o) {
        String s = "tx sdat p:" + o.player() + " [strt:" + o.sdat().startEntry() + " num:" + o.sdat().count() + "]";
        return o.syncOnly() ? s + " (sync only)" : s;
    }

    /** @return the client's {@code rx sdat [server_frame:%d] - strt:%d num:%d - %s} */
    public static String rxSdat(SdatReceipt r) {
        return "rx sdat [server_frame:" + r.sdat().passcount() + "] - strt:" + r.sdat().startEntry() + " num:"
                + r.sdat().count() + " - " + r.summary();
    }

    /** @return the client's {@code [timer adjust] client_sync:[%d] fps:[%d]} */
    public static String timerAdjust(SdatReceipt r) {
        return "[timer adjust] client_sync:[" + r.serverSync() + "] fps:[" + r.chaseFps() + "]";
    }

    /**
     * @return the client's {@code rx move:%d [%d][%d][%d][%2d] - entering move - frame lead:[%d]} with
     *         {@code <---[ERROR!]} when late and {@code <---[WARNING!]} at lead 0, or {@code - already exists}
     */
    public static String rxMove(EntryReceipt e) {
        GameMove m = e.move();
        int d2 = m.data2();
        String head = "rx move:" + e.position() + " [" + m.frame() + "][" + m.type() + "][" + m.data1() + "]["
                + (d2 >= 0 && d2 < 10 ? " " : "") + d2 + "]"; // %2d
        if (!e.entered()) {
            return head + " - already exists";
        }
        String tail = e.frameLead() < 0 ? "<---[ERROR!]" : e.frameLead() == 0 ? "<---[WARNING!]" : "";
        return head + " - entering move - frame lead:[" + e.frameLead() + "]" + tail;
    }

    /** @return the client's {@code tx sdak nep:[%d]} */
    public static String txSdak(Sdak s) {
        return "tx sdak nep:[" + s.newEntryPos() + "] pc:[" + s.passcount() + "]";
    }

    /** @return the server's {@code rx sdak p:%d nep:[%d] server_sync:[%d] sync_good:[%d]} */
    public static String rxSdak(SdakResult r) {
        return "rx sdak p:" + r.player() + " nep:[" + r.newEntryPos() + "] server_sync:[" + r.serverSync()
                + "] sync_good:[" + r.syncGoodFrames() + "]";
    }

    /** @return the lock message of the game's lockstep-era code ("player:%d has locked and will become active in 10 frames!") */
    public static String locked(int player, int frames) {
        return "player:" + player + " has locked and will become active in " + frames + " frames!";
    }
}
