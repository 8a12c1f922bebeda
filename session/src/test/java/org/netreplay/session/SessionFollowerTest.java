package org.netreplay.session;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.log.LogIndex;
import org.netreplay.log.LogLine;
import org.netreplay.log.ProgressListener;
import org.netreplay.log.Workers;
import org.netreplay.log.merge.LogRow;
import org.netreplay.log.write.NetCsvWriter;
import org.netreplay.log.write.TextLogWriter;

/**
 * A session folder written while it is followed: a writer thread appends the game's {@code [type][player][frame]}
 * lines to a server and a client log (flushed a few lines at a time, sometimes mid-line) and net CSV rows, while the
 * follower refreshes. The oracle is the files themselves, read back with a plain regex once the writer is done.
 */
class SessionFollowerTest {
    private static final Pattern PREFIX = Pattern.compile("^\\[\\s*(\\d+)\\]\\[(-?\\d+)\\]\\[(-?\\d+)\\](.*)$");
    private final ExecutorService pool = Executors.newFixedThreadPool(2);
    private final List<OpenSession> open = new ArrayList<>();

    @TempDir
    Path dir;

    @AfterEach
    void close() {
        open.forEach(OpenSession::close);
        pool.shutdownNow();
    }

    private OpenSession keep(OpenSession session) {
        if (!open.contains(session)) {
            open.add(session);
        }
        return session;
    }

    @Test
    void linesWrittenWhileTheSessionIsFollowedAllArriveMergedByFrame() throws Exception {
        Path server = dir.resolve("server").resolve("20261121-053410-[3][pmserver].txt");
        Path client = dir.resolve("client1").resolve("20261121-053358-[3][pmclient1].txt");
        Path csv = dir.resolve("server").resolve("net").resolve("20261121-053410-net.csv");
        Files.createDirectories(csv.getParent());
        Files.createDirectories(client.getParent());
        Files.writeString(server, TextLogWriter.prefix(10, 0, 0) + "server started\n");
        Files.writeString(client, TextLogWriter.prefix(10, 1, 0) + "client started\n");
        Files.writeString(csv, "");
        SessionFollower follower;
        OpenSession shown = keep(SessionLoader.load(List.of(dir), ProgressListener.NONE));
        follower = new SessionFollower(shown);

        CountDownLatch done = new CountDownLatch(1);
        AtomicReference<Throwable> failed = new AtomicReference<>();
        Thread writer = new Thread(() -> {
            try (Writer s = Files.newBufferedWriter(server, StandardCharsets.ISO_8859_1, StandardOpenOption.APPEND);
                 Writer c = Files.newBufferedWriter(client, StandardCharsets.ISO_8859_1, StandardOpenOption.APPEND);
                 Writer n = Files.newBufferedWriter(csv, StandardCharsets.ISO_8859_1, StandardOpenOption.APPEND)) {
                NetCsvWriter rows = new NetCsvWriter(n);
                for (int frame = 1; frame <= 400; frame++) {
                    s.write(TextLogWriter.prefix(33, 0, frame) + "rx stak p:1 ack:[" + frame + "] cur:[" + frame
                            + "] slsn:[0] dsync:[ 1.0] chase:[40.0]\n");
                    c.write(TextLogWriter.prefix(44, 1, frame) + "tmst cpu:[" + frame % 7 + ".5]\n");
                    rows.row(11, 0, "2026-11-21T05:34:10", frame / 40.0, frame, 0, 1, "tx stdf p:1");
                    if (frame % 25 == 0) {
                        c.write(TextLogWriter.prefix(44, 1, frame) + "tmst half a li"); // flushed mid-line
                        c.flush();
                        Thread.sleep(3);
                        c.write("ne:[2.0]\n");
                    }
                    if (frame % 10 == 0) {
                        s.flush();
                        c.flush();
                        n.flush();
                        Thread.sleep(2);
                    }
                }
            } catch (IOException | InterruptedException e) {
                failed.set(e);
            } finally {
                done.countDown();
            }
        }, "log writer");
        writer.start();
        int refreshes = 0;
        int changes = 0;
        while (!done.await(5, TimeUnit.MILLISECONDS)) {
            SessionFollower.Refresh refresh = follower.refresh(shown, pool);
            refreshes++;
            if (refresh.changed()) {
                changes++;
                assertThat(refresh.session().rowCount()).isGreaterThanOrEqualTo(shown.rowCount());
                shown = keep(refresh.session());
            }
        }
        writer.join();
        assertThat(failed.get()).isNull();
        SessionFollower.Refresh last = follower.refresh(shown, pool);
        shown = keep(last.session());
        assertThat(refreshes).isPositive();
        assertThat(changes).as("the follower saw the files grow while they were written").isPositive();
        assertThat(follower.refresh(shown, pool).changed()).as("nothing changes once the writer is done").isFalse();

        assertThat(linesOf(shown, server)).isEqualTo(scan(server));
        assertThat(linesOf(shown, client)).isEqualTo(scan(client));
        assertThat(scan(client)).hasSize(1 + 400 + 16);
        assertThat(shown.laneNames()).containsExactly("srv", "c1", "csv");
        assertThat(shown.log().lanes().get(2).lineCount()).isEqualTo(400);
        assertThat(shown.lastFrame()).isEqualTo(400);
        OpenSession fresh = keep(SessionLoader.load(List.of(dir), ProgressListener.NONE));
        assertThat(rows(shown)).as("merged by frame as a fresh open merges them").isEqualTo(rows(fresh));
    }

    @Test
    void aTruncatedLogIsReadAgainAndALogThatAppearsJoinsTheSession() throws Exception {
        Path server = Files.writeString(dir.resolve("server.txt"),
                TextLogWriter.prefix(10, 0, 1) + "one\n" + TextLogWriter.prefix(10, 0, 2) + "two\n");
        OpenSession shown = keep(SessionLoader.load(List.of(dir), ProgressListener.NONE));
        SessionFollower follower = new SessionFollower(shown);
        assertThat(follower.refresh(shown, Workers.CALLING_THREAD).changed()).isFalse();

        Files.writeString(server, TextLogWriter.prefix(10, 0, 5) + "new game\n");
        SessionFollower.Refresh truncated = follower.refresh(shown, Workers.CALLING_THREAD);
        shown = keep(truncated.session());
        assertThat(truncated.notices()).containsExactly("server.txt was truncated: read again from its start");
        assertThat(linesOf(shown, server)).isEqualTo(scan(server));

        Path client = Files.writeString(dir.resolve("client3.txt"), TextLogWriter.prefix(10, 3, 5) + "hello\n");
        SessionFollower.Refresh joined = follower.refresh(shown, Workers.CALLING_THREAD);
        shown = keep(joined.session());
        assertThat(joined.notices()).containsExactly("client3.txt joined the session");
        assertThat(shown.laneFiles()).containsExactly(server, client);
        assertThat(shown.rowCount()).isEqualTo(2);

        Files.delete(client);
        SessionFollower.Refresh gone = follower.refresh(shown, Workers.CALLING_THREAD);
        shown = keep(gone.session());
        assertThat(gone.notices()).containsExactly("client3.txt is gone: its lines are no longer shown");
        assertThat(shown.laneFiles()).containsExactly(server);
    }

    /** @return "type player frame tagged text" of every line of {@code file}, read with the prefix regex */
    private static List<String> scan(Path file) throws IOException {
        List<String> out = new ArrayList<>();
        int type = -1;
        int player = -1;
        int frame = 0;
        for (String line : Files.readAllLines(file, StandardCharsets.ISO_8859_1)) {
            Matcher m = PREFIX.matcher(line);
            boolean tagged = m.matches();
            if (tagged) {
                type = Integer.parseInt(m.group(1));
                player = Integer.parseInt(m.group(2));
                frame = Integer.parseInt(m.group(3));
            }
            out.add(type + " " + player + " " + frame + " " + tagged + " " + (tagged ? m.group(4) : line));
        }
        return out;
    }

    private static List<String> linesOf(OpenSession session, Path file) throws Exception {
        LogIndex lane = session.log().lanes().stream().filter(l -> l.path().equals(file)).findFirst().orElseThrow();
        List<String> out = new ArrayList<>();
        for (LogLine line : lane.readLines(0, lane.lineCount())) {
            out.add(line.typeId() + " " + line.player() + " " + line.frame() + " " + line.tagged() + " "
                    + line.text());
        }
        return out;
    }

    /** @return each merged row as "file:line" in merged order */
    private static List<String> rows(OpenSession session) throws Exception {
        TreeMap<Integer, String> byRow = new TreeMap<>();
        for (LogRow row : session.log().readRows(0, session.rowCount())) {
            byRow.put(row.row(), session.laneFiles().get(row.lane()).getFileName() + ":" + row.line().lineNumber());
        }
        return new ArrayList<>(byRow.values());
    }
}
