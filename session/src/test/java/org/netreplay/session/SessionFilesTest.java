package org.netreplay.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.testdata.TestData;


class SessionFilesTest {
    @TempDir
    Path dir;

    @Test
    void scansTheRealSessionFolder() throws Exception {
        SessionFiles files = SessionFiles.scan(List.of(TestData.realNetgame()));
        assertThat(files.textLogs()).extracting(p -> p.getFileName().toString())
                .containsExactlyInAnyOrder("20261121-053410-[3][pmserver].txt", "20261121-053358-[3][pmclient1].txt");
        assertThat(files.netCsvFiles()).hasSize(12);
        assertThat(files.statusCsvFiles()).hasSize(3);
        assertThat(files.gameMoveFiles()).hasSize(1);
        // .55 (55 ms) comes before .242? No: 053159.55 is a later second than 053156.334, so plain order here
        List<String> names = files.netCsvFiles().stream().map(p -> p.getFileName().toString()).toList();
        assertThat(names.indexOf("20261121-053159.55.csv")).isGreaterThan(names.indexOf("20261121-053156.334.csv"));
    }

    @Test
    void millisecondsAreComparedAsNumbers() throws Exception {
        Path net = Files.createDirectories(dir.resolve("logs/net"));
        for (String n : List.of("20260819-133229.242.csv", "20260819-133229.55.csv", "20260819-133229.7.csv",
                "20260819-133228.999.csv")) {
            Files.writeString(net.resolve(n), "");
        }
        SessionFiles files = SessionFiles.scan(List.of(dir));
        assertThat(files.netCsvFiles()).extracting(p -> p.getFileName().toString()).containsExactly(
                "20260819-133228.999.csv", "20260819-133229.7.csv", "20260819-133229.55.csv",
                "20260819-133229.242.csv");
    }

    @Test
    void sniffsPrefixedFilesWithoutExtensionAndIgnoresOthers() throws Exception {
        Files.writeString(dir.resolve("noext"), "\n\n[10][0][0]hello\n");
        Files.writeString(dir.resolve("readme"), "hello\n");
        Files.writeString(dir.resolve("x.log"), "anything\n");
        SessionFiles files = SessionFiles.scan(List.of(dir));
        assertThat(files.textLogs()).extracting(p -> p.getFileName().toString())
                .containsExactlyInAnyOrder("noext", "x.log");
    }

    @Test
    void aFileIsTakenAsItIs() throws Exception {
        Path f = Files.writeString(dir.resolve("readme"), "hello\n");
        assertThat(SessionFiles.scan(List.of(f)).textLogs()).containsExactly(f);
    }

    @Test
    void aMissingPathIsNamed() {
        Path missing = dir.resolve("missing-folder");
        assertThatThrownBy(() -> SessionFiles.scan(List.of(missing))).hasMessageContaining("missing-folder");
    }

    @Test
    void aNetgameParentFolderFindsEveryPeersCsvsFourLevelsDown(@TempDir Path dir) throws java.io.IOException {
        Path net = dir.resolve("server/logs/net");
        Files.createDirectories(net);
        Files.writeString(net.resolve("20261121-053204.290.csv"), "10,0,x,1.0,1,0,0,m\n");
        Files.writeString(dir.resolve("server/logs/20261121-053410-[3][pmserver].txt"), "[10][0][1]x\n");
        SessionFiles files = SessionFiles.scan(List.of(dir));
        assertThat(files.netCsvFiles()).hasSize(1);
        assertThat(files.textLogs()).hasSize(1);
        assertThat(files.skipped()).isEmpty();
    }

    @Test
    void statesFilesAreTakenAsPeerStatesNotSkipped(@TempDir Path dir) throws java.io.IOException {
        Files.createDirectories(dir.resolve("client1"));
        Path states = Files.write(dir.resolve("client1/pmclient1.states"), new byte[] {1, 2});
        Files.writeString(dir.resolve("client1/20261123-120000-[3][pmclient1].txt"), "[10][1][1]x\n");
        SessionFiles files = SessionFiles.scan(List.of(dir));
        assertThat(files.peerStateFiles()).containsExactly(states);
        assertThat(files.textLogs()).hasSize(1);
        assertThat(files.skipped()).isEmpty();
        assertThat(SessionFiles.scan(List.of(states)).peerStateFiles()).containsExactly(states);
    }
}
