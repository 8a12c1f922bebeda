package org.netreplay.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** {@code netreplay stats}: placeholder until its issue lands. */
@Command(name = "stats", description = "Not built yet.")
final class StatsCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("netreplay stats: not built yet");
        return 2;
    }
}
