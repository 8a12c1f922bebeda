package org.netreplay.session.relations;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.netreplay.log.LogIndex;
import org.netreplay.log.LogLine;
import org.netreplay.log.ProgressListener;
import org.netreplay.log.index.Indexer;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.gm.GmReader;

/**
 * Relations between peers' logs and the server's recording (docs/formats.md §2.9, §2.10, §5.2, §5.6): what the server
 * received, a client sent; what it entered, it recorded. Checked from parsed lines and {@code .gm} rows only.
 * <ul>
 *   <li>{@code cdat-received-was-sent}: every {@code rx cdat p:P fn:[F]} of the server matches a
 *       {@code tx cdat - move:M} client P logged at frame F (a cdat carries the client's frame,
 *       {@code src/mwNetgameClient.cpp#client_send_cdat_packet}, {@code src/mwNetgameServer.cpp} cdat handling);</li>
 *   <li>{@code entered-cdat-recorded}: every {@code ... - entered} cdat is the row {@code F,5,P,M} of the server's
 *       {@code .gm} (the move is stored at its frame, docs/formats.md §5.6, §4.1), except a move with the MENU bit
 *       (64): a client quitting, which the server records as {@code F+2,2,P,90} (PLAYER_INACTIVE, client ended game;
 *       {@code src/mwGameMoves.cpp#add_game_move}, docs/formats.md §5.9);</li>
 *   <li>{@code stak-received-was-sent}: every {@code rx stak p:P ack:[A] cur:[C]} matches a client P
 *       {@code tx stak p:P ack:[A] cur:[C]} ({@code client_send_stak_packet}).</li>
 * </ul>
 * Only clients whose logs are given are checked. A packet the network duplicated matches the same sent line twice.
 * These hold in the server-authoritative protocol (the real game's). In classic lockstep (docs/simulator.md §7.1) a
 * cdat is tagged {@code control_lead_frames} ahead of the frame the client logs it in, so
 * {@code cdat-received-was-sent} does not apply there.
 */
public final class SessionRelations {
    private static final Pattern RX_CDAT = Pattern.compile(
            "^rx cdat p:(\\d+) fn:\\[(-?\\d+)\\] sync:\\[-?\\d+\\] slsn:\\[\\d+\\](.*)$");
    private static final Pattern RX_STAK = Pattern.compile(
            "^rx stak p:(\\d+) ack:\\[(-?\\d+)\\] cur:\\[(-?\\d+)\\] slsn:\\[\\d+\\].*$");
    private static final Pattern TX_CDAT = Pattern.compile("^tx cdat - move:(\\d+)$");
    private static final int CHUNK = 8_192;
    /** PM_PLAYER_QUIT_REASON_CLIENT_ENDED_GAME. */
    private static final int QUIT_CLIENT_ENDED_GAME = 90;

    private SessionRelations() {
    }

    /**
     * @param serverLog  the server's text log
     * @param clientLogs the clients' text logs (each client's lines carry its player number)
     * @param serverGm   the server's {@code .gm}, or null to skip {@code entered-cdat-recorded}
     * @return the three results, in the order of the class comment
     * @throws IOException naming the file when a log or the {@code .gm} cannot be read
     */
    public static List<Relations.Result> check(Path serverLog, List<Path> clientLogs, Path serverGm)
            throws IOException {
        TreeMap<Long, List<Integer>> sentCdats = new TreeMap<>();
        TreeSet<String> sentStaks = new TreeSet<>();
        TreeSet<Integer> clients = new TreeSet<>();
        for (Path log : clientLogs) {
            forEachLine(log, line -> {
                if (line.typeId() == 35) {
                    Matcher m = TX_CDAT.matcher(line.text());
                    if (m.matches()) {
                        clients.add(line.player());
                        sentCdats.computeIfAbsent(key(line.player(), line.frame()), k -> new ArrayList<>())
                                .add(Integer.parseInt(m.group(1)));
                    }
                } else if (line.typeId() == 33) {
                    NetLines.StakTx s = NetLines.stakTx(line.text());
                    if (s != null) {
                        clients.add(s.p());
                        sentStaks.add(s.p() + ":" + s.ack() + ":" + s.cur());
                    }
                }
            });
        }
        TreeSet<String> recorded = new TreeSet<>();
        if (serverGm != null) {
            for (GameMove g : GmReader.read(serverGm).moves()) {
                if (g.type() == GameMove.TYPE_MOVE) {
                    recorded.add(g.frame() + ":" + g.data1() + ":" + g.data2());
                } else if (g.type() == GameMove.TYPE_INACTIVE) {
                    recorded.add("inactive:" + g.frame() + ":" + g.data1() + ":" + g.data2());
                }
            }
        }
        Findings cdat = new Findings();
        Findings entered = new Findings();
        Findings stak = new Findings();
        forEachLine(serverLog, line -> {
            if (line.typeId() == 35) {
                Matcher m = RX_CDAT.matcher(line.text());
                if (!m.matches() || !clients.contains(Integer.parseInt(m.group(1)))) {
                    return;
                }
                int p = Integer.parseInt(m.group(1));
                int fn = Integer.parseInt(m.group(2));
                List<Integer> moves = sentCdats.get(key(p, fn));
                cdat.checked();
                if (moves == null) {
                    cdat.violation(line.lineNumber(), line.frame(), line.text(), "client " + p + " logged no tx cdat"
                            + " at frame " + fn);
                } else if (serverGm != null && m.group(3).endsWith(" - entered")) {
                    entered.checked();
                    if (moves.stream().noneMatch(mv -> recorded.contains((mv & GameMove.MENU) != 0
                            ? "inactive:" + (fn + 2) + ":" + p + ":" + QUIT_CLIENT_ENDED_GAME
                            : fn + ":" + p + ":" + mv))) {
                        entered.violation(line.lineNumber(), line.frame(), line.text(), "no row " + fn + ",5," + p
                                + "," + moves + " (or " + (fn + 2) + ",2," + p + ",90 for MENU) in "
                                + serverGm.getFileName());
                    }
                }
            } else if (line.typeId() == 33) {
                Matcher m = RX_STAK.matcher(line.text());
                if (!m.matches() || !clients.contains(Integer.parseInt(m.group(1)))) {
                    return;
                }
                stak.checked();
                String k = m.group(1) + ":" + m.group(2) + ":" + m.group(3);
                if (!sentStaks.contains(k)) {
                    stak.violation(line.lineNumber(), line.frame(), line.text(), "client " + m.group(1)
                            + " logged no tx stak with ack:[" + m.group(2) + "] cur:[" + m.group(3) + "]");
                }
            }
        });
        return List.of(new Relations.Result("cdat-received-was-sent", cdat),
                new Relations.Result("entered-cdat-recorded", entered),
                new Relations.Result("stak-received-was-sent", stak));
    }

    private static long key(int player, int frame) {
        return ((long) player << 32) | (frame & 0xFFFF_FFFFL);
    }

    private static void forEachLine(Path log, java.util.function.Consumer<LogLine> sink) throws IOException {
        try (LogIndex index = Indexer.build(log, ProgressListener.NONE)) {
            int n = index.lineCount();
            for (int first = 0; first < n; first += CHUNK) {
                for (LogLine line : index.readLines(first, Math.min(CHUNK, n - first))) {
                    if (line.tagged()) {
                        sink.accept(line);
                    }
                }
            }
        }
    }
}
