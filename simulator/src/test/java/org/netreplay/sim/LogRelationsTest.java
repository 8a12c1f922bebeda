package org.netreplay.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.sim.bots.BotKind;
import org.netreplay.sim.net.NetworkSettings;
import org.netreplay.testdata.TestData;

/**
 * The relations the real game's logs obey hold in a generated session. Each is computed only
 * from the written lines (parsed with the docs/formats.md §2 regexes), never from the simulator's objects. A subclass
 * checks the same relations on another session ({@link #session()}).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class LogRelationsTest {
    private static final Pattern PREFIX = Pattern.compile("^\\[\\s*(\\d+)\\]\\[(-?\\d+)\\]\\[(-?\\d+)\\](.*)$");
    private static final String NUM = "(-?\\d+(?:\\.\\d+)?)";

    List<Line> server;
    List<List<Line>> clients = new ArrayList<>();

    record Line(int type, int player, int frame, String text) {
    }

    /** @return the session checked: 4 players, 1200 frames, stress input, a lossy jittery network */
    SimulationConfig.Builder session() {
        return SimulationConfig.builder().players(4).frames(1200).seed(9).level(3, TestData.level(3))
                .bot(BotKind.STRESS, null).network(new NetworkSettings(45, 25, 0.04, 3, 0.01, 0.02, 0, 300, 8));
    }

    /** @return the server's last frame in {@link #session()} */
    int lastServerFrame() {
        return 1200;
    }

    @BeforeAll
    void simulate(@TempDir Path tmp) throws Exception {
        Path dir = tmp.resolve("s");
        Simulation.start(session().out(dir).build()).statesFiles(null).run(Simulation.Progress.NONE);
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path f : s.filter(p -> p.toString().endsWith(".txt")).sorted().toList()) {
                List<Line> lines = parse(f);
                if (f.getFileName().toString().contains("pmserver")) {
                    server = lines;
                } else {
                    clients.add(lines);
                }
            }
        }
    }

    private static List<Line> parse(Path f) throws IOException {
        List<Line> out = new ArrayList<>();
        for (String l : Files.readAllLines(f)) {
            Matcher m = PREFIX.matcher(l);
            if (m.matches()) {
                out.add(new Line(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                        Integer.parseInt(m.group(3)), m.group(4)));
            }
        }
        return out;
    }

    @Test
    void chaseFpsFollowsFromDsyncAverageAndSetPoint() {
        Pattern p = Pattern.compile("^timer adjust dsc\\[\\s*" + NUM + "\\] dsa\\[\\s*" + NUM + "\\] off\\[\\s*" + NUM
                + "\\] chs\\[\\s*" + NUM + "\\]$");
        int n = 0;
        for (List<Line> c : clients) {
            for (Line l : c) {
                if (l.type() == 37) {
                    Matcher m = p.matcher(l.text());
                    assertThat(m.matches()).as(l.text()).isTrue();
                    double dsa = Double.parseDouble(m.group(2));
                    double off = Double.parseDouble(m.group(3));
                    double expected = Math.max(10, Math.min(70, 40 - (off - dsa) / 1000 * 80));
                    assertThat(Double.parseDouble(m.group(4))).as(l.text()).isCloseTo(expected, within(0.012));
                    n++;
                }
            }
        }
        assertThat(n).isGreaterThan(1000);
    }

    @Test
    void pieceCountsAndOffsetsFollowFromTheCompressedSize() {
        Pattern tx = Pattern.compile("^tx stdf p:(\\d+) \\[s:(-?\\d+) d:(-?\\d+)\\] cmp:(\\d+) ratio:([\\d.]+) "
                + "\\[(\\d+) packets needed\\]$");
        Pattern piece = Pattern.compile("^tx stdf p:(\\d+) piece \\[(\\d+) of (\\d+)\\] \\[(-?\\d+) to (-?\\d+)\\] "
                + "st:\\s*(\\d+) sz:\\s*(\\d+) slsn:(\\d+)$");
        int difs = 0;
        for (int i = 0; i < server.size(); i++) {
            Matcher m = tx.matcher(server.get(i).text());
            if (server.get(i).type() != 27 || !m.matches()) {
                continue;
            }
            int cmp = Integer.parseInt(m.group(4));
            int n = Integer.parseInt(m.group(6));
            assertThat(n).isEqualTo(cmp / 1400 + 1);
            assertThat(Double.parseDouble(m.group(5))).isCloseTo(cmp * 100.0 / 113344, within(0.0051));
            int total = 0;
            for (int k = 1; k <= n; k++) {
                Matcher q = piece.matcher(server.get(i + k).text());
                assertThat(q.matches()).as(server.get(i + k).text()).isTrue();
                assertThat(q.group(1)).isEqualTo(m.group(1));
                assertThat(Integer.parseInt(q.group(2))).isEqualTo(k);
                assertThat(Integer.parseInt(q.group(3))).isEqualTo(n);
                assertThat(q.group(4)).isEqualTo(m.group(2));
                assertThat(q.group(5)).isEqualTo(m.group(3));
                int st = Integer.parseInt(q.group(6));
                int sz = Integer.parseInt(q.group(7));
                assertThat(st).isEqualTo((k - 1) * 1400);
                assertThat(sz).isEqualTo(Math.min(1400, cmp - st));
                total += sz;
            }
            assertThat(total).isEqualTo(cmp);
            difs++;
        }
        assertThat(difs).isGreaterThan(3000);
    }

    @Test
    void aRewindGoesBackToTheEarliestMoveEnteredThatFrame() {
        Pattern entered = Pattern.compile("^rx cdat p:\\d+ fn:\\[(-?\\d+)\\] .* - entered$");
        Pattern rewind = Pattern.compile("^stdf rewind to:(-?\\d+) \\[(-?\\d+)\\]$");
        int earliest = Integer.MAX_VALUE;
        int rewinds = 0;
        for (Line l : server) {
            Matcher e = entered.matcher(l.text());
            if (l.type() == 35 && e.matches()) {
                earliest = Math.min(earliest, Integer.parseInt(e.group(1)));
            } else if (l.type() == 25) {
                int f = l.frame();
                Matcher r = rewind.matcher(l.text());
                if (earliest < f) {
                    assertThat(r.matches()).as("frame " + f + ": " + l.text()).isTrue();
                    assertThat(Integer.parseInt(r.group(1))).isEqualTo(earliest);
                    assertThat(Integer.parseInt(r.group(2))).isEqualTo(earliest - f);
                    rewinds++;
                } else {
                    assertThat(l.text()).as("frame " + f).isEqualTo("stdf rewind [none]");
                }
                earliest = Integer.MAX_VALUE;
            }
        }
        assertThat(rewinds).isGreaterThan(20);
    }

    @Test
    void theFirstStakAfterAnAppliedDifAcknowledgesIt() {
        Pattern applied = Pattern.compile("^----- Apply dif \\[(-?\\d+) to (-?\\d+)\\] \\[applied\\] \\[(.*)\\]$");
        Pattern stak = Pattern.compile("^tx stak p:(\\d+) ack:\\[(-?\\d+)\\] cur:\\[(-?\\d+)\\]$");
        Pattern rewound = Pattern.compile("^rewound \\[(\\d+)\\] frames$");
        int n = 0;
        int rewinds = 0;
        for (List<Line> c : clients) {
            for (int i = 0; i < c.size(); i++) {
                Matcher a = applied.matcher(c.get(i).text());
                if (c.get(i).type() != 30 || !a.matches()) {
                    continue;
                }
                int dst = Integer.parseInt(a.group(2));
                assertThat(c.get(i).frame()).isEqualTo(dst);
                int j = i + 1;
                while (c.get(j).type() != 33) {
                    j++;
                }
                Matcher s = stak.matcher(c.get(j).text());
                assertThat(s.matches()).isTrue();
                assertThat(Integer.parseInt(s.group(2))).as(c.get(j).text()).isEqualTo(dst);
                Matcher r = rewound.matcher(a.group(3));
                if (r.matches()) {
                    assertThat(Integer.parseInt(s.group(3))).isEqualTo(dst + Integer.parseInt(r.group(1)));
                    long resim = c.subList(i + 1, j).stream()
                            .filter(l -> l.type() == 60 && l.text().endsWith(" resimulated")).count();
                    assertThat(resim).isEqualTo(Integer.parseInt(r.group(1)));
                    rewinds++;
                }
                n++;
            }
        }
        assertThat(n).isGreaterThan(1500);
        assertThat(rewinds).isGreaterThan(100);
    }

    @Test
    void pingAverageIsTheMeanOfTheLastEightPings() {
        Pattern p = Pattern.compile("^client ping\\[\\s*" + NUM + "\\] avg\\[\\s*" + NUM + "\\]$");
        int n = 0;
        for (List<Line> c : clients) {
            List<Double> pings = new ArrayList<>();
            for (Line l : c) {
                Matcher m = p.matcher(l.text());
                if (l.type() != 36 || !m.matches()) {
                    continue;
                }
                List<Double> last = pings.subList(Math.max(0, pings.size() - 8), pings.size());
                double mean = last.stream().mapToDouble(Double::doubleValue).average().orElse(0);
                assertThat(Double.parseDouble(m.group(2))).as(l.text()).isCloseTo(mean, within(0.11));
                pings.add(Double.parseDouble(m.group(1)));
                n++;
            }
        }
        assertThat(n).isGreaterThan(40);
    }

    @Test
    void everyFrameHasAFinalAuthoritativeChecksumAndEveryAppliedDifAConfirmedOne() {
        java.util.BitSet auth = new java.util.BitSet();
        for (Line l : server) {
            if (l.type() == 60) {
                assertThat(l.text()).matches("^state chk:\\[[0-9a-f]{8}\\] authoritative$");
                auth.set(l.frame());
            }
        }
        assertThat(auth.nextClearBit(1)).isEqualTo(lastServerFrame() + 1);
        for (List<Line> c : clients) {
            long applied = c.stream().filter(l -> l.type() == 30 && l.text().contains("[applied]")).count();
            long confirmed = c.stream().filter(l -> l.type() == 60 && l.text().endsWith(" confirmed")).count();
            assertThat(confirmed).isEqualTo(applied).isGreaterThan(500);
        }
    }
}
