package org.netreplay.pmnet.logs;

import java.io.IOException;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A client's text log as the rebuild reads it: the {@link ClientLine}s in file order, with the join box read into
 * one {@link ClientLine.JoinAccepted}. Streams; holds one line at a time.
 */
public final class ClientLog implements ClientLines {
    private static final Pattern LEVEL = Pattern.compile("^Level:\\[(\\d+)\\]$");
    private static final Pattern NUMBER = Pattern.compile("^Player Number:\\[(\\d+)\\]$");
    private static final Pattern COLOR = Pattern.compile("^Player Color:\\[(\\d+)\\]$");

    private final java.util.List<Path> files;
    private int fileIndex;
    private LogLineReader in;
    private boolean inJoinBox;
    private int level = -1;
    private int player = -1;

    private ClientLog(java.util.List<Path> files) throws IOException {
        this.files = java.util.List.copyOf(files);
        this.in = LogLineReader.open(this.files.get(0));
    }

    /** @return the next prefixed line of the files in order, or null after the last */
    private LogLine nextLine() throws IOException {
        while (true) {
            LogLine l = in.next();
            if (l != null || fileIndex == files.size() - 1) {
                return l;
            }
            in.close();
            in = LogLineReader.open(files.get(++fileIndex));
        }
    }

    /**
     * @param file a client's text log
     * @return a reader at its start
     * @throws IOException if it cannot be opened
     */
    public static ClientLog open(Path file) throws IOException {
        return new ClientLog(java.util.List.of(file));
    }

    /**
     * @param files the pieces of one log in order (the game writes its log buffer to a new file at each flush:
     *              level done, level quit, program exit)
     * @return a reader at the first one's start
     * @throws IOException if a file cannot be opened
     */
    public static ClientLog open(java.util.List<Path> files) throws IOException {
        if (files.isEmpty()) {
            throw new IllegalArgumentException("no log files");
        }
        return new ClientLog(files);
    }

    /** @return the next line the rebuild reads, or null at the end */
    @Override
    public ClientLine next() throws IOException {
        LogLine l;
        while ((l = nextLine()) != null) {
            if (l.type() == 10) {
                ClientLine j = joinBox(l);
                if (j != null) {
                    return j;
                }
            }
            ClientLine c = ClientLine.parse(l);
            if (c != null) {
                return c;
            }
        }
        return null;
    }

    private ClientLine joinBox(LogLine l) {
        String t = l.text();
        if (!t.startsWith("|")) {
            return null;
        }
        String b = t.substring(1, Math.max(1, t.lastIndexOf('|'))).trim();
        if (b.equals("Client received join invitation from server")) {
            inJoinBox = true;
            level = -1;
            player = -1;
            return null;
        }
        if (!inJoinBox) {
            return null;
        }
        Matcher m;
        if ((m = LEVEL.matcher(b)).matches()) {
            level = Integer.parseInt(m.group(1));
        } else if ((m = NUMBER.matcher(b)).matches()) {
            player = Integer.parseInt(m.group(1));
        } else if ((m = COLOR.matcher(b)).matches() && player >= 0) {
            inJoinBox = false;
            return new ClientLine.JoinAccepted(l, player, Integer.parseInt(m.group(1)), level);
        }
        return null;
    }

    /** @return the log's path */
    public Path file() {
        return in.file();
    }

    /** @return the files read, in order */
    public java.util.List<Path> files() {
        return files;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
