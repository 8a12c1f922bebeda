package org.netreplay.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** {@code netreplay replay}: placeholder until its issue lands. */
@Command(name = "replay", description = "Not built yet.")
final class ReplayCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("netreplay replay: not built yet");
        return 2;
    }
}
