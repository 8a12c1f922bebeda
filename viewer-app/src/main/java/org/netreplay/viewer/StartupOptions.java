package org.netreplay.viewer;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The viewer's command line: paths to open plus {@code --frame N}, {@code --line [lane:]N} and
 * {@code --search REGEX} applied once the session shows (like {@code less +/pattern}).
 *
 * @param paths  files and folders to open as one session
 * @param frame  frame to show first, or null
 * @param line   line reference to show first (e.g. {@code c1:120}), or null
 * @param search regex to search for, or null
 * @param sideBySide whether to start with server and clients side by side ({@code --side-by-side})
 * @param follow     whether to follow the files as they grow ({@code --follow}, View ▸ Follow)
 * @param problem what was wrong with the arguments, or null
 */
record StartupOptions(List<Path> paths, Integer frame, String line, String search, boolean sideBySide,
                      boolean follow, String problem) {

    /** @return the options in {@code args}; a bad option is reported in {@link #problem()}, not thrown */
    static StartupOptions parse(List<String> args) {
        List<Path> paths = new ArrayList<>();
        Integer frame = null;
        String line = null;
        String search = null;
        String problem = null;
        boolean sideBySide = false;
        boolean follow = false;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            String value = i + 1 < args.size() ? args.get(i + 1) : null;
            switch (arg) {
                case "--frame" -> {
                    i++;
                    try {
                        frame = Integer.parseInt(String.valueOf(value).trim());
                    } catch (NumberFormatException e) {
                        problem = "--frame needs a frame number, not \"" + value + "\".";
                    }
                }
                case "--line" -> {
                    i++;
                    line = value;
                }
                case "--side-by-side" -> sideBySide = true;
                case "--follow" -> follow = true;
                case "--search" -> {
                    i++;
                    search = value;
                }
                default -> paths.add(Path.of(arg));
            }
        }
        return new StartupOptions(List.copyOf(paths), frame, line, search, sideBySide, follow, problem);
    }
}
