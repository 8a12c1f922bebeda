package org.netreplay.sim.lockstep;

/**
 * The tuning values of classic deterministic lockstep, all from seed 001 ({@code 001-lockstep-and-state-dif-notes.txt}).
 *
 * @param controlLeadFrames    frames added to the client's passcount when it tags a {@code cdat} (seed 001 "what is
 *                             client lead frames?": CONTROL_LEAD_FRAMES, "for now is set to 5"); must be ≥ 0
 * @param serverLeadFrames     frames the client aims to stay behind the server's last sdat (seed 001 cfg variable
 *                             {@code server_lead_frames}); the chase rate is
 *                             {@code 40 + server_sync − serverLeadFrames}. {@link #SEED_001} uses 0, as the seed's
 *                             own chase code ({@code fps_chase = passcount_timer_fps + server_sync}) with which its
 *                             typical values (c_sync 2–4, server_sync 1–2 at lead 5) were stated
 * @param framesPerSecond      the passcount timer rate in fps (the game's 40)
 * @param syncGoodToLock       consecutive good {@code server_sync} values after which a joining client locks and is
 *                             made active (seed 001 "sync_good_frames == 4")
 * @param activationLeadFrames frames in the future at which the activation game move is entered
 *                             (seed 001 "add_game_move(passcount + 10, ...)")
 * @param maxEntriesPerSdat    most game-move entries in one {@code sdat} (seed 001 chase code: "if (num_entries >
 *                             100) num_entries = 100")
 * @param resendHoldoff        frames after the last sdat before an unacknowledged range is sent again (seed 001
 *                             {@code server_last_sdat_sent_frame}: "every 4 passcounts with a holdoff counter")
 * @param syncOnlyInterval     frames after the last {@code sdat} at which the server sends one with no entries, for
 *                             timing only (the game's lockstep-era server: "send even if no data, every 20 frames")
 * @param minChaseFps          lower clamp of the client's chase rate (seed 001 "if (fps_chase < 4) fps_chase = 4")
 * @param dropLagFrames        server drops a client whose {@code server_sync} exceeds this (seed 001: "amount of
 *                             frames the client lag the server that will trigger server to drop client (100)")
 * @param dropAckFrames        server drops a client after this many frames without an {@code sdak} (seed 001: 100)
 * @param lockWindowShift      frames added to both ends of the good {@code server_sync} window {@code (−2, 4)}; 0 in
 *                             the seed, 9 with the tick-sync policy, whose jitter buffer deliberately keeps the
 *                             client that much further behind (seed 004, {@link #withJitterBuffer})
 */
public record LockstepSettings(int controlLeadFrames, int serverLeadFrames, int framesPerSecond, int syncGoodToLock,
        int activationLeadFrames, int maxEntriesPerSdat, int resendHoldoff, int syncOnlyInterval, int minChaseFps,
        int dropLagFrames, int dropAckFrames, int lockWindowShift) {

    /** The seed's values: lead 5, server lead 0, 40 fps, lock after 4, active +10, 100 entries, resend after 4, sync
     * every 20, clamp 4, drops at 100. */
    public static final LockstepSettings SEED_001 = new LockstepSettings(5, 0, 40, 4, 10, 100, 4, 20, 4, 100, 100, 0);

    /** @throws IllegalArgumentException naming the first value out of range */
    public LockstepSettings {
        requireAtLeast("controlLeadFrames", controlLeadFrames, 0);
        requireAtLeast("serverLeadFrames", serverLeadFrames, 0);
        requireAtLeast("framesPerSecond", framesPerSecond, 1);
        requireAtLeast("syncGoodToLock", syncGoodToLock, 1);
        requireAtLeast("activationLeadFrames", activationLeadFrames, 1);
        requireAtLeast("maxEntriesPerSdat", maxEntriesPerSdat, 1);
        requireAtLeast("resendHoldoff", resendHoldoff, 1);
        requireAtLeast("syncOnlyInterval", syncOnlyInterval, 1);
        requireAtLeast("minChaseFps", minChaseFps, 1);
        requireAtLeast("dropLagFrames", dropLagFrames, 1);
        requireAtLeast("dropAckFrames", dropAckFrames, 1);
    }

    /**
     * @param frames the new control lead in frames (≥ 0)
     * @return these settings with another {@link #controlLeadFrames()}
     */
    public LockstepSettings withControlLeadFrames(int frames) {
        return new LockstepSettings(frames, serverLeadFrames, framesPerSecond, syncGoodToLock, activationLeadFrames,
                maxEntriesPerSdat, resendHoldoff, syncOnlyInterval, minChaseFps, dropLagFrames, dropAckFrames, lockWindowShift);
    }

    /**
     * The values for the tick-sync policy (seed 004): its de-jitter buffer and send intervals keep the client
     * {@code lagFrames} further behind the server than seed 001's chase, so its moves need that much more lead to
     * reach the server in time (seed 001: "Too low and very bad things will happen!") and its good
     * {@code server_sync} window moves by as much.
     *
     * @param lagFrames the policy's extra lag ({@link org.netreplay.sim.tick.TickRates#tickLagFrames()})
     * @return these settings with the lead and the lock window moved by {@code lagFrames}
     */
    public LockstepSettings withJitterBuffer(int lagFrames) {
        return new LockstepSettings(controlLeadFrames + lagFrames, serverLeadFrames, framesPerSecond,
                syncGoodToLock, activationLeadFrames, maxEntriesPerSdat, resendHoldoff, syncOnlyInterval, minChaseFps, dropLagFrames,
                dropAckFrames, lockWindowShift + lagFrames);
    }

    private static void requireAtLeast(String name, int value, int min) {
        if (value < min) {
            throw new IllegalArgumentException("lockstep setting " + name + " (" + value + ") must be >= " + min);
        }
    }
}
