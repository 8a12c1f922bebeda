package org.netreplay.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** {@code netreplay gm-info}: placeholder until its issue lands. */
@Command(name = "gm-info", description = "Not built yet.")
final class GmInfoCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("netreplay gm-info: not built yet");
        return 2;
    }
}
