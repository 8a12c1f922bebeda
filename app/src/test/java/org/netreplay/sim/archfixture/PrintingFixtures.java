package org.netreplay.sim.archfixture;

/** Broken fixtures: a module other than the CLI that prints (onlyCommandLinesPrint). */
public final class PrintingFixtures {
    private PrintingFixtures() {
    }

    /** Reports its speed on the standard error stream. */
    public static final class SpeedReporter {
        /** @param ms elapsed milliseconds */
        public void report(long ms) {
            System.err.println("ms " + ms);
        }
    }

    /** Prints a stack trace instead of passing the exception on. */
    public static final class SwallowingReader {
        /** Reads, printing what fails. */
        public void read() {
            try {
                java.nio.file.Files.size(java.nio.file.Path.of("x"));
            } catch (java.io.IOException e) {
                e.printStackTrace();
            }
        }
    }
}
