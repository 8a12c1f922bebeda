package org.netreplay.sim.lockstep;

/**
 * The tuning values of classic deterministic lockstep, all from the design (docs/simulator.md §7.1).
 *
 * @param controlLeadFrames    frames added to the client's passcount when it tags a {@code cdat} (the design's
 *                             {@code control_lead_frames}, 5; docs/simulator.md §7.1); must be ≥ 0
 * @param serverLeadFrames     frames the client aims to stay behind the server's last sdat (the design's
 *                             {@code server_lead_frames}); the chase rate is
 *                             {@code 40 + server_sync − serverLeadFrames}. {@link #CLASSIC} uses 0, as the design's
 *                             own chase code ({@code fps_chase = passcount_timer_fps + server_sync}) with which its
 *                             typical values (c_sync 2–4, server_sync 1–2 at lead 5) were stated
 * @param framesPerSecond      the passcount timer rate in fps (the game's 40)
 * @param syncGoodToLock       consecutive good {@code server_sync} values after which a joining client locks and is
 *                             made active ({@code sync_good_frames == 4}, docs/simulator.md §7.1)
 * @param activationLeadFrames frames in the future at which the activation game move is entered
 *                             (10 in the design, docs/simulator.md §7.1)
 * @param maxEntriesPerSdat    most game-move entries in one {@code sdat} (100 in the design,
 *                             docs/simulator.md §7.1)
 * @param resendHoldoff        frames after the last sdat before an unacknowledged range is sent again (the design's
 *                             holdoff of 4 frames, docs/simulator.md §7.1)
 * @param syncOnlyInterval     frames after the last {@code sdat} at which the server sends one with no entries, for
 *                             timing only (the game's lockstep-era server: "send even if no data, every 20 frames")
 * @param minChaseFps          lower clamp of the client's chase rate (4 in the design, docs/simulator.md §7.1)
 * @param dropLagFrames        server drops a client whose {@code server_sync} exceeds this (100 in the design,
 *                             docs/simulator.md §7.1)
 * @param dropAckFrames        server drops a client after this many frames without an {@code sdak} (100 in the design)
 * @param lockWindowShift      frames added to both ends of the good {@code server_sync} window {@code (−2, 4)}; 0 in
 *                             the design, 9 with the tick-sync policy, whose jitter buffer deliberately keeps the
 *                             client that much further behind (docs/simulator.md §7.3, {@link #withJitterBuffer})
 */
public record LockstepSettings(int controlLeadFrames, int serverLeadFrames, int framesPerSecond, int syncGoodToLock,
        int activationLeadFrames, int maxEntriesPerSdat, int resendHoldoff, int syncOnlyInterval, int minChaseFps,
        int dropLagFrames, int dropAckFrames, int lockWindowShift) {

    /** The design's values (docs/simulator.md §7.1): lead 5, server lead 0, 40 fps, lock after 4, active +10, 100 entries, resend after 4, sync
     * every 20, clamp 4, drops at 100. */
    public static final LockstepSettings CLASSIC = new LockstepSettings(5, 0, 40, 4, 10, 100, 4, 20, 4, 100, 100, 0);

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
                maxEntriesPerSdat, resendHoldoff, syncOnlyInterval, minChaseFps, dropLagFrames, dropAckFrames,
                lockWindowShift);
    }

    /**
     * The values for the tick-sync policy (docs/simulator.md §7.3): its de-jitter buffer and send intervals keep the
     * client {@code lagFrames} further behind the server than the classic chase, so its moves need that much more lead
     * to reach the server in time (too little lead and moves arrive late, docs/simulator.md §7.1) and its good
     * {@code server_sync} window moves by as much.
     *
     * @param lagFrames the policy's extra lag ({@link org.netreplay.sim.tick.TickRates#tickLagFrames()})
     * @return these settings with the lead and the lock window moved by {@code lagFrames}
     */
    public LockstepSettings withJitterBuffer(int lagFrames) {
        return new LockstepSettings(controlLeadFrames + lagFrames, serverLeadFrames, framesPerSecond,
                syncGoodToLock, activationLeadFrames, maxEntriesPerSdat, resendHoldoff, syncOnlyInterval, minChaseFps,
                dropLagFrames, dropAckFrames, lockWindowShift + lagFrames);
    }

    private static void requireAtLeast(String name, int value, int min) {
        if (value < min) {
            throw new IllegalArgumentException("lockstep setting " + name + " (" + value + ") must be >= " + min);
        }
    }
}
