package org.netreplay.replay.session;

/** A class whose static initialiser records (in a system property) that it ran: {@code Games.find} must never run it. */
public final class StaticInitProbe {
    /** The system property the static initialiser sets. */
    static final String PROPERTY = "netreplay.test.staticInitProbe";

    static {
        System.setProperty("netreplay.test.staticInitProbe", "ran");
    }

    private StaticInitProbe() {
    }
}
