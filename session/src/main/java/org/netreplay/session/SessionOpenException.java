package org.netreplay.session;

import java.util.List;

/** Nothing could be opened from the paths given; {@link #problems()} names each file and what is wrong. */
public class SessionOpenException extends Exception {
    private static final long serialVersionUID = 1L;
    private final transient List<FileProblem> problems;

    /** @param problems one entry per file that failed (at least one) */
    public SessionOpenException(List<FileProblem> problems) {
        super(problems.isEmpty() ? "No log files found." : problems.get(0).describe()
                + (problems.size() > 1 ? " (and " + (problems.size() - 1) + " more)" : ""));
        this.problems = List.copyOf(problems);
    }

    /** @return the files that failed and why */
    public List<FileProblem> problems() {
        return problems;
    }
}
