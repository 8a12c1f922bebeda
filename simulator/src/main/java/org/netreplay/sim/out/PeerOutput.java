package org.netreplay.sim.out;

import java.io.Closeable;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.netreplay.log.write.TextLogWriter;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.gm.GmHeader;
import org.netreplay.replay.gm.GmRecording;
import org.netreplay.replay.gm.GmWriter;
import org.netreplay.replay.gm.LineEnding;
import org.netreplay.sim.clock.EventQueue;
import org.netreplay.sim.clock.PeerClock;

/**
 * Everything one peer writes: its text log in the game's format (docs/formats.md §1.3, with
 * the prefix player being the peer's own number unless a line names another), the rows it adds to the server's net
 * CSV (the server's own, or a client's via {@code clog}, docs/formats.md §1.4), its type-60 state lines with the states
 * file, and the game moves it records for its {@code .gm}.
 *
 * <p>Thread safety: not thread-safe (the simulation thread writes).
 */
public final class PeerOutput implements Closeable {
    private final int player;
    private final boolean server;
    private final EventQueue clock;
    private final PeerClock peerClock;
    private final NetCsvOut csv;
    private final Writer txtOut;
    private final TextLogWriter txt;
    /** the text log as {@link #txt} writes it: held while state lines are pending ({@link #statePending}) */
    private final HeldText txtHeld;
    private final Path txtFile;
    private final Path gmFile;
    private final PeerStates states;
    private final List<GameMove> moves = new ArrayList<>();
    private final StringBuilder sb = new StringBuilder(64);
    private final int level;
    private final SessionStamp stamp;
    private long lines;
    private int localPlayer;
    /** the prefix player of each pending state line, oldest first */
    private final java.util.ArrayDeque<Integer> pendingPlayers = new java.util.ArrayDeque<>();

    PeerOutput(int player, boolean server, Path txtFile, Path gmFile, PeerStates states, NetCsvOut csv,
               EventQueue clock, PeerClock peerClock, int level, SessionStamp stamp) throws IOException {
        this.player = player;
        this.localPlayer = player;
        this.server = server;
        this.txtFile = txtFile;
        this.gmFile = gmFile;
        this.states = states;
        this.csv = csv;
        this.clock = clock;
        this.peerClock = peerClock;
        this.level = level;
        this.stamp = stamp;
        Files.createDirectories(txtFile.getParent());
        this.txtOut = new Latin1Writer(Files.newOutputStream(txtFile), 1 << 16);
        this.txtHeld = new HeldText(txtOut);
        this.txt = new TextLogWriter(txtHeld);
    }

    /** @return this peer's player number (0 = server) */
    public int player() {
        return player;
    }

    /**
     * Sets the player written in line prefixes ({@code active_local_player}): a client logs as player 0 until the
     * server's join reply gives it its number (docs/formats.md §1.3, the bundled client log).
     *
     * @param p the prefix player
     */
    public void localPlayer(int p) {
        this.localPlayer = p;
    }

    /** @return this peer's {@code al_get_time()} now, seconds */
    public double agt() {
        return peerClock.seconds(clock.now());
    }

    /**
     * A log line in the text log and the server's net CSV ({@code log_add_prefixed_textf} +
     * {@code add_log_net_db_row}).
     *
     * @param type  log type
     * @param frame the peer's frame
     * @param text  the body
     */
    public void log(int type, int frame, String text) throws IOException {
        log(type, localPlayer, frame, 0, text);
    }

    /**
     * @param type         log type
     * @param prefixPlayer the player in the text prefix (a line about another player, e.g. bandwidth)
     * @param frame        the peer's frame
     * @param client       the client a server row concerns (net CSV column 7), 0 otherwise
     * @param text         the body
     */
    public void log(int type, int prefixPlayer, int frame, int client, String text) throws IOException {
        txt.line(type, prefixPlayer, frame, text);
        lines++;
        csvOnly(type, frame, client, text);
    }

    /** A line in the text log only. */
    public void txt(int type, int frame, String text) throws IOException {
        txt.line(type, localPlayer, frame, text);
        lines++;
    }

    /** A row in the net CSV only (the game's CSV-only texts, docs/formats.md §2.1). */
    public void csvOnly(int type, int frame, int client, String text) throws IOException {
        if (csv != null) {
            csv.row(clock.now(), agt(), type, frame, server ? 0 : player, server ? client : 0, text);
        }
    }

    /** A boxed line {@code |        text      |} (add_fw, pos 10), text log only. */
    public void boxed(int type, int frame, String text) throws IOException {
        txt.boxed(type, localPlayer, frame, TextLogWriter.BOX_POS, '|', ' ', text);
        lines++;
    }

    /** A {@code +----+} rule, text log only. */
    public void rule(int type, int frame) throws IOException {
        txt.line(type, localPlayer, frame, "+" + "-".repeat(TextLogWriter.BOX_WIDTH - 2) + "+");
        lines++;
    }

    /** A header block (add_header with one blank line), text log only. */
    public void header(int type, int frame, String text) throws IOException {
        txt.header(type, localPlayer, frame, 1, text);
        lines += 5;
    }

    /**
     * A header block {@code add_header(type, -1, blankLines, text)}, text log only.
     *
     * @param blankLines blank boxed lines above and below the text (0 or more)
     */
    public void header(int type, int frame, int blankLines, String text) throws IOException {
        txt.header(type, localPlayer, frame, blankLines, text);
        lines += 3 + 2L * blankLines;
    }

    /** The empty line that follows a server rewind message in the text log and the net CSV (docs/formats.md §1.3, §2.4). */
    public void blank() throws IOException {
        txtHeld.append('\n');
        lines++;
        if (csv != null) {
            csv.blank(clock.now());
        }
    }

    /** A {@code [44]} timer line ({@code tmst name:[ms] ...}). */
    public void timers(int frame, String[] names, double[] millis) throws IOException {
        txt.timers(localPlayer, frame, names, millis);
        lines++;
    }

    /**
     * A type-60 line {@code [60][P][F]state chk:[xxxxxxxx] <label>} and its states-file record.
     *
     * @param frame    the frame whose end state it is
     * @param label    authoritative, confirmed, predicted, resimulated
     * @param checksum the state's checksum
     * @param state    the full saved state, or null
     * @param inputs   the moves applied on that frame
     * @throws IllegalStateException if a state line is pending ({@link #statePending}): its record must come first
     */
    public void state(int frame, String label, int checksum, byte[] state, List<GameMove> inputs) throws IOException {
        if (txtHeld.holding()) {
            throw new IllegalStateException("peer " + player + " wrote a state while a state line is pending");
        }
        txt.line(60, localPlayer, frame, stateText(label, checksum));
        lines++;
        states.write(frame, label, checksum, state, inputs);
    }

    /**
     * Starts a type-60 line whose checksum is still being computed (on another thread): the text lines written after
     * it are held, in order, until {@link #stateKnown} writes it, so the log is the same as with {@link #state}. Its
     * prefix player is the one set now. Several lines may be pending; {@link #stateKnown} fills them in the order
     * they were started. Records go to the states file in {@link #stateKnown}; {@link #state} may not write one
     * before then.
     */
    public void statePending() {
        txtHeld.hold();
        pendingPlayers.addLast(localPlayer);
    }

    /**
     * Writes the oldest pending type-60 line ({@link #statePending}) and its states-file record, then the lines held
     * after it up to the next pending line; the arguments are those of {@link #state}.
     *
     * @throws IllegalStateException if no state line is pending
     */
    public void stateKnown(int frame, String label, int checksum, byte[] state, List<GameMove> inputs)
            throws IOException {
        if (!txtHeld.holding()) {
            throw new IllegalStateException("no state line is pending");
        }
        txtHeld.release(TextLogWriter.prefix(60, pendingPlayers.pollFirst(), frame) + stateText(label, checksum)
                + "\n");
        lines++;
        states.write(frame, label, checksum, state, inputs);
    }

    /** @return the body of a type-60 line: {@code state chk:[xxxxxxxx] label} */
    private String stateText(String label, int checksum) {
        sb.setLength(0);
        sb.append("state chk:[");
        String hex = Integer.toHexString(checksum);
        for (int i = hex.length(); i < 8; i++) {
            sb.append('0');
        }
        sb.append(hex).append("] ").append(label);
        return sb.toString();
    }

    /** Records a game move in this peer's {@code .gm} (the server's final array, or a client's own moves). */
    public void move(GameMove m) {
        moves.add(m);
    }

    /** Replaces the recorded moves (the server's final game-move array after rewinds). */
    public void moves(List<GameMove> all) {
        moves.clear();
        moves.addAll(all);
    }

    /** @return text log lines written so far */
    public long lines() {
        return lines;
    }

    /** @return the text log file */
    public Path txtFile() {
        return txtFile;
    }

    /** @return the {@code .gm} file */
    public Path gmFile() {
        return gmFile;
    }

    /** Hands the lines written so far to the log file (a reader following it sees them). */
    public void flush() throws IOException {
        txtOut.flush();
    }

    @Override
    public void close() throws IOException {
        if (txtHeld.holding()) {
            throw new IllegalStateException("peer " + player + " closed with a state line pending");
        }
        txtOut.close();
        states.close();
        List<GameMove> sorted = new ArrayList<>(moves);
        sorted.sort(java.util.Comparator.comparingInt(GameMove::frame));
        int last = sorted.isEmpty() ? 0 : sorted.get(sorted.size() - 1).frame();
        String created = stamp.utc(0);
        String modified = stamp.utc(clock.now());
        String muid = muid();
        GmWriter.write(new GmRecording(GmHeader.v3(muid, created, modified, level, last, sorted.size()), sorted,
                LineEnding.CRLF), gmFile);
    }

    /** Closes the text log and the states file without writing the {@code .gm}: for a run that failed. */
    public void release() {
        closeQuietly(txtOut);
        closeQuietly(states);
    }

    private static void closeQuietly(java.io.Closeable c) {
        try {
            c.close();
        } catch (IOException | RuntimeException ignored) {
            // the run already failed; its files are deleted with its folder
        }
    }

    private String muid() {
        long h = player * 0x9E3779B97F4A7C15L + stamp.fileStamp().hashCode();
        StringBuilder m = new StringBuilder(16);
        for (int i = 0; i < 16; i++) {
            h = h * 6364136223846793005L + 1442695040888963407L;
            m.append((char) ('A' + (int) ((h >>> 33) % 26)));
        }
        return m.toString();
    }
}
