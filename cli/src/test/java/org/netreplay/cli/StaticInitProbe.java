package org.netreplay.cli;

/**
 * A class on the CLI's test class path whose static initialiser records, in the system property {@link #PROPERTY},
 * that it ran: {@code --game} with this class's name must be refused as an unknown game id without loading it.
 */
public final class StaticInitProbe {
    /** The system property the static initialiser sets to {@code "ran"}. */
    static final String PROPERTY = "netreplay.test.cliStaticInitProbe";

    static {
        System.setProperty("netreplay.test.cliStaticInitProbe", "ran");
    }

    private StaticInitProbe() {
    }
}
