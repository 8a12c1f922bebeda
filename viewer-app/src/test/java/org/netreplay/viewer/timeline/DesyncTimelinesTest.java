package org.netreplay.viewer.timeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.netreplay.log.ProgressListener;
import org.netreplay.session.OpenSession;
import org.netreplay.session.SessionLoader;
import org.netreplay.testdata.SampleSession;

/**
 * The loader over the session's desync analysis on the bundled real session (no checksums): the game's prover on
 * the class path (pm-netgame) rebuilds it from its logs, so the strip has a row per peer and says what was proven.
 */
class DesyncTimelinesTest {
    @Test
    void theRealSessionIsProvenFromItsLogsEveryPeerWithOrWithoutItsOwnLog() throws Exception {
        OpenSession session = SessionLoader.load(List.of(SampleSession.folder()), ProgressListener.NONE);
        try {
            TimelineData data = DesyncTimelines.loader().load(session, ProgressListener.NONE);
            // independent facts: the players the server's status CSVs have rows for (column 3), the clients whose
            // own log ([pmclientN] in its name) is in the folder
            TreeSet<Integer> players = new TreeSet<>();
            TreeSet<Integer> logged = new TreeSet<>();
            Pattern clientLog = Pattern.compile("\\[pmclient(\\d+)\\]");
            try (Stream<Path> files = Files.walk(SampleSession.folder())) {
                for (Path f : files.filter(Files::isRegularFile).toList()) {
                    Matcher m = clientLog.matcher(f.getFileName().toString());
                    if (m.find()) {
                        logged.add(Integer.parseInt(m.group(1)));
                    } else if (f.getParent().endsWith("status")) {
                        for (String line : Files.readAllLines(f)) {
                            String[] cols = line.split(",");
                            if (cols.length == 14 && !cols[2].strip().equals("0")) {
                                players.add(Integer.parseInt(cols[2].strip()));
                            }
                        }
                    }
                }
            }
            TreeSet<Integer> unlogged = new TreeSet<>(players);
            unlogged.removeAll(logged);
            assertThat(logged).isNotEmpty();
            assertThat(unlogged).isNotEmpty();

            assertThat(data.comparable()).isTrue();
            assertThat(data.first()).isNull();
            List<String> rows = new ArrayList<>(List.of("srv"));
            players.forEach(p -> rows.add("c" + p));
            assertThat(data.clients()).containsExactlyElementsOf(rows);
            // a client without its log is rebuilt from the server's side (its staks, its moves) and proven by its
            // corrections in the server's status rows: every peer is proven, none is left out
            assertThat(data.incomplete()).isNull();
            List<String> proven = new ArrayList<>(List.of("server"));
            players.forEach(p -> proven.add("client " + p));
            String expected = String.join(", ", proven.subList(0, proven.size() - 1)) + " and "
                    + proven.get(proven.size() - 1) + " proven in sync frame by frame against the logs";
            assertThat(data.proven()).isEqualTo(expected);
            for (int p : unlogged) { // a peer without its log is in sync on the strip at the frames it was compared
                int row = rows.indexOf("c" + p);
                int inSync = 0;
                for (int f = data.firstFrame(); f <= data.lastFrame(); f++) {
                    assertThat(data.status(row, f)).isIn(SyncStatus.NO_DATA, SyncStatus.IN_SYNC);
                    inSync += data.status(row, f) == SyncStatus.IN_SYNC ? 1 : 0;
                }
                assertThat(inSync).isPositive();
            }

            // independent count: the server's type-25 "stdf rewind to:F [n]" lines (docs/formats.md §2.4)
            Pattern rewind = Pattern.compile("^stdf rewind to:-?\\d+ \\[-?\\d+\\]$");
            long expectedRewinds = SampleSession.lines().stream()
                    .filter(line -> line.tagged() && line.typeId() == 25 && rewind.matcher(line.text()).matches())
                    .count();
            assertThat(expectedRewinds).isPositive();
            assertThat(data.marks().stream().filter(m -> m.kind() == TimelineMark.Kind.SERVER_REWIND).count())
                    .isEqualTo(expectedRewinds);
            assertThat(data.marks()).isSortedAccordingTo(java.util.Comparator.comparingInt(TimelineMark::frame));
        } finally {
            session.close();
        }
    }

    @Test
    void withoutAProverTheRealSessionHasNothingToCompare() throws Exception {
        OpenSession session = SessionLoader.load(List.of(SampleSession.folder()), ProgressListener.NONE);
        try {
            TimelineData data = DesyncTimelines.loader(List.of()).load(session, ProgressListener.NONE);
            assertThat(data.comparable()).isFalse();
            assertThat(data.noDataReason()).isEqualTo("no checksums in this session");
            assertThat(data.proven()).isNull();
            assertThat(data.firstFrame()).isEqualTo(session.firstFrame());
            assertThat(data.lastFrame()).isEqualTo(session.lastFrame());
        } finally {
            session.close();
        }
    }
}
