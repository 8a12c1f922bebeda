package org.netreplay.pm.port;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

/**
 * The port map against the port's own {@code @upstream} tags, and its check against a small made-up pair of game
 * checkouts (the fixture folder's README), so CI needs neither the game's source nor the network.
 */
class PortMapTest {
    private static final Path MAP = Path.of("port-map.csv");
    private static final Path SOURCES = Path.of("src/main/java");

    private static Path fixture(String name) throws URISyntaxException {
        return Path.of(PortMapTest.class.getResource(name + "/src").toURI()).getParent();
    }

    @Test
    void theMapHasARowForEveryUpstreamTagAndNoOther() throws IOException {
        Set<String> tags = PortMap.tags(SOURCES).stream().map(t -> t.file() + "#" + t.function() + " " + t.java())
                .collect(Collectors.toSet());
        List<PortMap.Row> rows = PortMap.parse(Files.readAllLines(MAP, StandardCharsets.UTF_8));
        Set<String> mapped = rows.stream().map(r -> r.file() + "#" + r.function() + " " + r.java())
                .collect(Collectors.toSet());
        assertThat(mapped).as("port-map.csv against the @upstream tags; after changing tags run: java "
                + "purple-martians/src/test/java/org/netreplay/pm/port/PortMap.java write GAME_CHECKOUT")
                .isEqualTo(tags);
        assertThat(rows).hasSize(tags.size()).hasSizeGreaterThan(200);
        assertThat(rows).allSatisfy(r -> assertThat(r.hash()).matches("[0-9a-f]{16}"));
    }

    @Test
    void theMapNamesThePinnedCommit() throws IOException {
        assertThat(PortMap.pinned(Files.readAllLines(MAP, StandardCharsets.UTF_8)))
                .isEqualTo("mweiss001/purple_martians 56b2285c812f8161a4b98520d9a8fb80297883e7");
    }

    @Test
    void tagsNameTheJavaMemberThatCarriesThem() throws IOException {
        List<PortMap.Tag> tags = PortMap.tags(SOURCES);
        assertThat(tags).contains(
                new PortMap.Tag("src/mwEnemyCannon.cpp", "move_cannon", "org.netreplay.pm.sim.EnemyTypes#moveCannon"),
                new PortMap.Tag("src/mwItem.cpp", "move_items", "org.netreplay.pm.sim.Item#moveItems"),
                new PortMap.Tag("src/mwDemoMode.cpp", "frame_advance", "org.netreplay.pm.game.DemoPlayer"),
                new PortMap.Tag("src/mwConfig.cpp", "load_config", "org.netreplay.pm.sim.Player#CONFIG_PLAYER_COLOR"));
    }

    @Test
    void theHashIgnoresWhitespaceAndCommentsButNotCode() throws Exception {
        String pinned = Files.readString(fixture("pinned").resolve("src/mwDemo.cpp"));
        String moved = Files.readString(fixture("moved").resolve("src/mwDemo.cpp"));
        assertThat(PortMap.hash(moved, "add")).isEqualTo(PortMap.hash(pinned, "add")).isNotNull();
        assertThat(PortMap.hash(moved, "scale")).isNotEqualTo(PortMap.hash(pinned, "scale"));
        assertThat(PortMap.hash(moved, "speed")).as("a parameter's type").isNotEqualTo(PortMap.hash(pinned, "speed"));
        assertThat(PortMap.hash(pinned, "draw")).as("braces in a string and a comment").isNotNull();
        assertThat(PortMap.hash(moved, "draw")).isNull();
        assertThat(PortMap.hash("void f(int a) { g(a); }", "g")).as("a call is no definition").isNull();
    }

    @Test
    void changedListsTheFunctionsWhoseDefinitionChangedOrIsGone() throws Exception {
        List<PortMap.Tag> tags = List.of(new PortMap.Tag("src/mwDemo.cpp", "add", "demo.A#add"),
                new PortMap.Tag("src/mwDemo.cpp", "draw", "demo.A#draw"),
                new PortMap.Tag("src/mwDemo.cpp", "scale", "demo.A#scale"),
                new PortMap.Tag("src/mwDemo.cpp", "scale", "demo.B#scale"),
                new PortMap.Tag("src/mwDemo.cpp", "speed", "demo.A#speed"),
                new PortMap.Tag("src/mwGone.cpp", "tick", "demo.A#tick"));
        List<PortMap.Row> map = PortMap.rows(tags, fixture("pinned"));
        assertThat(PortMap.changed(map, fixture("pinned"))).isEmpty();
        List<PortMap.Change> changes = PortMap.changed(map, fixture("moved"));
        assertThat(changes).extracting(c -> c.file() + "#" + c.function() + " " + (c.newHash() == null) + " " + c.java())
                .containsExactly("src/mwDemo.cpp#draw true [demo.A#draw]",
                        "src/mwDemo.cpp#scale false [demo.A#scale, demo.B#scale]",
                        "src/mwDemo.cpp#speed false [demo.A#speed]",
                        "src/mwGone.cpp#tick true [demo.A#tick]");
    }

    @Test
    void writingTheMapRefusesATagForAFunctionTheCheckoutLacks() throws Exception {
        Path pinned = fixture("pinned");
        assertThatThrownBy(() -> PortMap.rows(List.of(new PortMap.Tag("src/mwDemo.cpp", "nope", "demo.A#x")), pinned))
                .hasMessageContaining("demo.A#x: @upstream src/mwDemo.cpp#nope: no such function");
    }

    @Test
    void theCommandExitsOneWhenSomethingChangedAndTwoOnBadInput() throws Exception {
        Path root = Files.createTempDirectory("portmap");
        Path map = root.resolve(PortMap.MAP);
        Files.createDirectories(map.getParent());
        Files.writeString(map, PortMap.format(PortMap.rows(List.of(new PortMap.Tag("src/mwDemo.cpp", "scale",
                "demo.A#scale")), fixture("pinned")), "test"));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream ps = new PrintStream(out, true, StandardCharsets.UTF_8);
        assertThat(PortMap.run(new String[] {"changed", fixture("moved").toString()}, root, ps, ps)).isEqualTo(1);
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("src/mwDemo.cpp#scale changed; revisit demo.A#scale");
        assertThat(PortMap.run(new String[] {"changed", fixture("pinned").toString()}, root, ps, ps)).isZero();
        assertThat(PortMap.run(new String[] {"changed", root.resolve("nowhere").toString()}, root, ps, ps)).isEqualTo(2);
        assertThat(PortMap.run(new String[] {"frobnicate"}, root, ps, ps)).isEqualTo(2);
        Files.writeString(map, "file,function\n");
        assertThat(PortMap.run(new String[] {"changed", fixture("moved").toString()}, root, ps, ps)).isEqualTo(2);
    }
}
