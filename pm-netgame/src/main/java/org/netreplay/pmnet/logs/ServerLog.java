package org.netreplay.pmnet.logs;

import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The server's text log as the rebuild reads it: the {@link ServerLine}s in file order, with the join box's lines
 * joined into one {@link ServerLine.Joined}. Streams; holds one line at a time.
 */
public final class ServerLog implements Closeable {
    private static final Pattern NUMBER = Pattern.compile("^Player Number:\\[(\\d+)\\]$");
    private static final Pattern COLOR = Pattern.compile("^Player Color:\\[(\\d+)\\]$");

    private final java.util.List<Path> files;
    private int fileIndex;
    private LogLineReader in;
    private boolean inJoinReply;
    private int joinPlayer = -1;
    private long linesRead;

    private ServerLog(java.util.List<Path> files) throws IOException {
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
     * @param file the server's text log
     * @return a reader at its start
     * @throws IOException if it cannot be opened
     */
    public static ServerLog open(Path file) throws IOException {
        return new ServerLog(java.util.List.of(file));
    }

    /**
     * @param files the pieces of one log in order (the game writes its log buffer to a new file at each flush:
     *              level done, level quit, program exit)
     * @return a reader at the first one's start
     * @throws IOException if a file cannot be opened
     */
    public static ServerLog open(java.util.List<Path> files) throws IOException {
        if (files.isEmpty()) {
            throw new IllegalArgumentException("no log files");
        }
        return new ServerLog(files);
    }

    /** @return the next line the rebuild reads, or null at the end */
    public ServerLine next() throws IOException {
        LogLine l;
        while ((l = nextLine()) != null) {
            linesRead++;
            if (l.type() == 10) {
                ServerLine joined = joinBox(l);
                if (joined != null) {
                    return joined;
                }
            }
            ServerLine s = ServerLine.parse(l);
            if (s != null) {
                return s;
            }
        }
        return null;
    }

    private ServerLine joinBox(LogLine l) {
        String t = l.text();
        if (t.length() < 2 || t.charAt(0) != '|') {
            return null;
        }
        String b = t.substring(1, Math.max(1, t.lastIndexOf('|'))).trim();
        if (b.equals("Server replied with join invitation:")) {
            inJoinReply = true;
            joinPlayer = -1;
            return null;
        }
        if (!inJoinReply) {
            return null;
        }
        Matcher m = NUMBER.matcher(b);
        if (m.matches()) {
            joinPlayer = Integer.parseInt(m.group(1));
            return null;
        }
        m = COLOR.matcher(b);
        if (m.matches() && joinPlayer >= 0) {
            inJoinReply = false;
            return new ServerLine.Joined(l, joinPlayer, Integer.parseInt(m.group(1)));
        }
        return null;
    }

    /** @return prefixed lines read so far */
    public long linesRead() {
        return linesRead;
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
