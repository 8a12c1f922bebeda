package org.netreplay.pm.sim;

/**
 * The game's mwTriggerEvent (src/mwTriggerEvent.cpp): its simulation functions, ported to Java. Owner: PM-items.
 */
public final class TriggerEvent {
    private final PmWorld w;
    /** Trigger event flags, {@code mTriggerEvent.event[1000]}: state section event. */
    public final int[] event = new int[1000];

    /** @param w the world whose other parts this part calls */
    public TriggerEvent(PmWorld w) {
        this.w = w;
    }

    /**
     * src/mwTriggerEvent.cpp initialize: clears all 1000 event flags.
     */
    public void initialize() {
        java.util.Arrays.fill(event, 0);
    }

    /**
     * src/mwTriggerEvent.cpp is_pm_event_used. Not ported yet (PM-items).
     */
    public int isPmEventUsed(int ev) {
        throw new UnsupportedOperationException("not ported yet: src/mwTriggerEvent.cpp is_pm_event_used");
    }
}
