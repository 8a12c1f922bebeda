package org.netreplay.sim.lockstep;

import org.netreplay.sim.SimContext;

/**
 * What the lockstep peers of one session share: the context, the settings, the ground-truth watch and the fault
 * switches ({@code late-move}, {@code drop-sdat}).
 */
final class LockstepShared {
    /** Packet sizes of docs/simulator.md §7.1 (4-byte name + fields). */
    static final int CDAT_BYTES = 4 + 3 + 1 + 1;
    static final int SDAT_HEADER_BYTES = 4 + 3 + 2 + 2;
    static final int SDAT_ENTRY_BYTES = 3 + 2 + 2 + 2;
    static final int SDAK_BYTES = 4 + 3 + 2;
    static final int CJON_BYTES = 4 + 1;
    static final int SJON_BYTES = 4 + 4;
    /** Every this many frames a peer's states-file record carries the full state (frame 1, 41, 81, ...). */
    static final int KEYFRAME_INTERVAL = 40;

    final SimContext ctx;
    final LockstepSettings settings;
    final boolean tick;
    final DivergenceWatch watch;
    final int lateMoveFrame;
    final int lateMoveTarget;
    final int dropSdatFrame;
    /** the step faults (nondeterminism, rng-drift) and their bookkeeping */
    final org.netreplay.sim.fault.FaultPlan faults;
    /** what the late-move fault did, or null */
    String lateMoveDone;

    LockstepShared(SimContext ctx, LockstepSettings settings, boolean tick, DivergenceWatch watch,
                   org.netreplay.sim.fault.FaultSpec lateMove, int dropSdatFrame,
                   org.netreplay.sim.fault.FaultPlan faults) {
        this.ctx = ctx;
        this.settings = settings;
        this.tick = tick;
        this.watch = watch;
        this.lateMoveFrame = lateMove == null ? 0 : lateMove.frame();
        this.lateMoveTarget = lateMove == null ? 1 : lateMove.target();
        this.dropSdatFrame = dropSdatFrame;
        this.faults = faults;
    }

    /**
     * Whether a record stores its state. Every lockstep frame is simulated from its final inputs, so a record
     * without a state is rebuilt exactly from the last stored one and the inputs after it (docs/peer-states.md);
     * a keyframe every second keeps the states files small.
     *
     * @param frame the frame
     * @return whether the frame is a keyframe
     */
    static boolean keyframe(int frame) {
        return frame % KEYFRAME_INTERVAL == 1;
    }

    /** @return whether a lockstep fault is injected (the server then keeps every state for the ground truth) */
    boolean faulty() {
        return lateMoveFrame > 0 || dropSdatFrame > 0 || !ctx.config().faults().isEmpty();
    }

    /** @return the colour of player p (server purple 8, as the real game's player 0) */
    static int colour(int p) {
        return new int[] {8, 10, 11, 12, 13, 14, 15, 9}[p];
    }

    /** @return the name in player p's activation move */
    static String name(int p) {
        return "Player " + p;
    }
}
