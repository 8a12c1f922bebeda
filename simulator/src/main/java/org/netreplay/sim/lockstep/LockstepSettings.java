package org.netreplay.sim.lockstep;

/**
 * The tuning values of classic deterministic lockstep, all from seed 001 ({@code 001-lockstep-and-state-dif-notes.txt}).
 *
 * @param controlLeadFrames    frames added to the client's passcount when it tags a {@code cdat} (seed 001 "what is
 *                             client lead frames?": CONTROL_LEAD_FRAMES, "for now is set to 5"); must be ≥ 0
 * @param serverLeadFrames     frames the client aims to stay behind the server (seed 001 cfg variable
 *                             {@code server_lead_frames}, there 1); the chase rate is
 *                             {@code 40 + server_sync − serverLeadFrames}
 * @param framesPerSecond      the passcount timer rate in fps (the game's 40)
 * @param syncGoodToLock       consecutive good {@code server_sync} values after which a joining client locks and is
 *                             made active (seed 001 "sync_good_frames == 4")
 * @param activationLeadFrames frames in the future at which the activation game move is entered
 *                             (seed 001 "add_game_move(passcount + 10, ...)")
 * @param maxEntriesPerSdat    most game-move entries in one {@code sdat} (seed 001 chase code: "if (num_entries >
 *                             100) num_entries = 100")
 * @param syncOnlyInterval     frames after the last {@code sdat} at which the server sends one with no entries, for
 *                             timing only (the game's lockstep-era server: "send even if no data, every 20 frames")
 * @param minChaseFps          lower clamp of the client's chase rate (seed 001 "if (fps_chase < 4) fps_chase = 4")
 * @param dropLagFrames        server drops a client whose {@code server_sync} exceeds this (seed 001: "amount of
 *                             frames the client lag the server that will trigger server to drop client (100)")
 * @param dropAckFrames        server drops a client after this many frames without an {@code sdak} (seed 001: 100)
 */
public record LockstepSettings(int controlLeadFrames, int serverLeadFrames, int framesPerSecond, int syncGoodToLock,
        int activationLeadFrames, int maxEntriesPerSdat, int syncOnlyInterval, int minChaseFps, int dropLagFrames,
        int dropAckFrames) {

    /** The seed's values: lead 5, server lead 1, 40 fps, lock after 4, active +10, 100 entries, sync every 20. */
    public static final LockstepSettings SEED_001 = new LockstepSettings(5, 1, 40, 4, 10, 100, 20, 4, 100, 100);

    /** @throws IllegalArgumentException naming the first value out of range */
    public LockstepSettings {
        requireAtLeast("controlLeadFrames", controlLeadFrames, 0);
        requireAtLeast("serverLeadFrames", serverLeadFrames, 0);
        requireAtLeast("framesPerSecond", framesPerSecond, 1);
        requireAtLeast("syncGoodToLock", syncGoodToLock, 1);
        requireAtLeast("activationLeadFrames", activationLeadFrames, 1);
        requireAtLeast("maxEntriesPerSdat", maxEntriesPerSdat, 1);
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
                maxEntriesPerSdat, syncOnlyInterval, minChaseFps, dropLagFrames, dropAckFrames);
    }

    private static void requireAtLeast(String name, int value, int min) {
        if (value < min) {
            throw new IllegalArgumentException("lockstep setting " + name + " (" + value + ") must be >= " + min);
        }
    }
}
