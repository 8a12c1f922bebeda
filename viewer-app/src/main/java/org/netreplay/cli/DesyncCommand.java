package org.netreplay.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** {@code netreplay desync}: placeholder until its issue lands. */
@Command(name = "desync", description = "Not built yet.")
final class DesyncCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("netreplay desync: not built yet");
        return 2;
    }
}
