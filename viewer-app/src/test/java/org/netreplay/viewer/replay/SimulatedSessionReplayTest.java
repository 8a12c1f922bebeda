package org.netreplay.viewer.replay;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.netreplay.log.ProgressListener;
import org.netreplay.session.OpenSession;
import org.netreplay.session.SessionLoader;
import org.netreplay.sim.Simulation;
import org.netreplay.sim.SimulationConfig;
import org.netreplay.sim.bots.BotKind;
import org.netreplay.viewer.task.DirectTaskRunner;

/**
 * A simulated session (the {@code simulate} command: a server and two clients, authoritative mode, stress bots, so
 * clients predict, rewind and re-simulate): both sides come from the peers' own states files, and at every frame
 * checked the state shown for each side has the checksum that peer logged for that frame and label in its text log
 * (type 60, read here with a regex).
 */
class SimulatedSessionReplayTest {
    private static final Pattern TYPE_60 = Pattern.compile(
            "(?m)^\\[60\\]\\[(\\d+)\\]\\[(\\d+)\\]state chk:\\[([0-9a-f]{8})\\] (\\w+)$");
    private static Path folder;

    @BeforeAll
    static void simulate() throws IOException {
        folder = Files.createTempDirectory("netreplay-replay-sim");
        Simulation.start(SimulationConfig.builder().out(folder.resolve("s")).players(3).frames(600)
                .bot(BotKind.STRESS, null).seed(7).build()).run(Simulation.Progress.NONE);
    }

    @AfterAll
    static void clean() throws IOException {
        try (Stream<Path> walk = Files.walk(folder)) {
            for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }

    /** Type-60 lines of one peer's text log: {peer, frame, checksum, label}. */
    private static List<String[]> type60(int peer) {
        try (Stream<Path> walk = Files.walk(folder.resolve("s"))) {
            List<String[]> lines = new ArrayList<>();
            for (Path log : walk.filter(p -> p.toString().endsWith(".txt")).toList()) {
                Matcher m = TYPE_60.matcher(Files.readString(log, StandardCharsets.ISO_8859_1));
                while (m.find()) {
                    if (Integer.parseInt(m.group(1)) == peer) {
                        lines.add(new String[] {m.group(1), m.group(2), m.group(3), m.group(4)});
                    }
                }
            }
            return lines;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** @return the checksum of the last line of {@code peer} for {@code frame} with {@code label}, or null */
    private static String logged(List<String[]> lines, int frame, String label) {
        String found = null;
        for (String[] line : lines) {
            if (Integer.parseInt(line[1]) == frame && line[3].equals(label)) {
                found = line[2];
            }
        }
        return found;
    }

    @Test
    void aSeekInterruptedBecauseANewerOneCameDoesNotBreakTheStatesFile() throws Exception {
        Path states;
        try (Stream<Path> walk = Files.walk(folder.resolve("s"))) {
            states = walk.filter(p -> p.toString().endsWith("pmclient1.states")).findFirst().orElseThrow();
        }
        PeerStatesSource source = new PeerStatesSource(states, org.netreplay.replay.session.Games.find(
                "purple-martians"), folder.resolve("s/level003.pml"));
        try {
            for (int i = 0; i < 20; i++) {
                Thread.currentThread().interrupt(); // LatestOnly cancels a superseded seek by interrupting it
                try {
                    source.at(100 + i);
                } catch (java.util.concurrent.CancellationException expected) {
                    // the seek gave up waiting; its read goes on untouched
                }
                Thread.interrupted();
            }
            SideState state = source.at(300);
            assertThat(state.state()).isNotNull();
            assertThat(String.format("%08x", ReplayFixtures.crc(state.state())))
                    .isEqualTo(logged(type60(1), 300, state.label()));
        } finally {
            Thread.interrupted();
            source.close();
        }
    }

    @Test
    void bothSidesShowTheStateEachPeerLoggedForThatFrameAndLabel() throws Exception {
        OpenSession session = SessionLoader.load(List.of(folder.resolve("s")), ProgressListener.NONE);
        ReplayPageModel model = new ReplayPageModel(new DirectTaskRunner());
        try {
            ReplayPageModel.Prepared prepared = model.prepare(session);
            assertThat(prepared.problem()).isNull();
            model.show(session, prepared);
            assertThat(model.clientNames()).containsExactly("client 1", "client 2");
            assertThat(model.serverNameProperty().get()).isEqualTo("server");
            assertThat(model.noteProperty().get()).contains("type 60");
            List<String[]> server = type60(0);
            List<String[]> client1 = type60(1);
            List<String[]> client2 = type60(2);
            assertThat(client1.stream().map(l -> l[3]).distinct()).contains("predicted", "confirmed");
            int checked = 0;
            for (int frame = 50; frame <= 550; frame += 50) {
                model.chosenClientProperty().set(0);
                model.requestFrame(frame);
                assertThat(model.frameProperty().get()).isEqualTo(frame);
                assertThat(model.serverLabelProperty().get()).isEqualTo("authoritative");
                assertThat(String.format("%08x", ReplayFixtures.crc(model.serverStateProperty().get())))
                        .as("server state at %d", frame).isEqualTo(logged(server, frame, "authoritative"));
                for (int client = 0; client < 2; client++) {
                    model.chosenClientProperty().set(client);
                    List<String[]> lines = client == 0 ? client1 : client2;
                    String label = model.clientLabelProperty().get();
                    if (model.clientStateProperty().get() == null) {
                        continue; // a frame the client did not simulate (before it joined)
                    }
                    assertThat(label).isIn("confirmed", "resimulated", "predicted");
                    assertThat(String.format("%08x", ReplayFixtures.crc(model.clientStateProperty().get())))
                            .as("client %d state at %d (%s)", client + 1, frame, label)
                            .isEqualTo(logged(lines, frame, label));
                    checked++;
                }
            }
            assertThat(checked).isGreaterThan(10);
            model.clientOwnSimulationProperty().set(true);
            model.chosenClientProperty().set(0);
            int own = 0;
            for (int frame = 60; frame <= 560; frame += 50) {
                model.requestFrame(frame);
                String label = model.clientLabelProperty().get();
                if (model.clientStateProperty().get() == null || label.equals("confirmed")) {
                    continue; // before the client joined, or a frame it never predicted
                }
                assertThat(label).isIn("resimulated", "predicted");
                assertThat(String.format("%08x", ReplayFixtures.crc(model.clientStateProperty().get())))
                        .as("client 1's own simulation of frame %d (%s)", frame, label)
                        .isEqualTo(logged(client1, frame, label));
                own++;
            }
            assertThat(own).isGreaterThan(5);
        } finally {
            model.close();
            session.close();
        }
    }
}
