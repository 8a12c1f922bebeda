package org.netreplay.sim.auth;

import java.io.IOException;

import org.netreplay.sim.SimContext;
import org.netreplay.sim.out.PeerOutput;

/** The version block every peer logs at start (docs/formats.md §1.3 {@code log_versions}). */
final class VersionBlock {
    /** The game version the simulated peers claim (src/pm.h PM_VERSION at the reference commit). */
    static final String PM_VERSION = "7.24.0811.1b";

    private VersionBlock() {
    }

    static void write(PeerOutput out, SimContext ctx, int frame) throws IOException {
        out.rule(10, frame);
        out.boxed(10, frame, "Purple Martians Version " + PM_VERSION);
        out.boxed(10, frame, "Allegro Version: 5.2.8.1");
        out.boxed(10, frame, "Date and time: " + ctx.output().stamp().dateAndTime());
        out.rule(10, frame);
    }
}
