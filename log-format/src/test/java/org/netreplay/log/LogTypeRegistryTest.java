package org.netreplay.log;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LogTypeRegistryTest {
    @TempDir
    Path dir;

    private final LogTypeRegistry registry = LogTypeRegistry.loadDefault();

    @Test
    void holdsEveryTypeOfTheGame() {
        List<Integer> ids = registry.all().stream().map(LogType::id).toList();
        assertThat(ids).containsExactly(9, 10, 14, 22, 23, 25, 26, 27, 28, 30, 33, 35, 36, 37, 39, 44, 50, 51, 52,
                53, 54, 60, 66, 70, 72, 74, 75, 76, 80, 81, 84, 85, 87, 90, 91, 92, 95, 96, 97);
    }

    @Test
    void typeSixtyIsTheSimulatorsStateChecksumLine() {
        LogType t = registry.type(60);
        assertThat(t.name()).isEqualTo("LOG_SIM_state_checksum");
        java.util.regex.Pattern state = java.util.regex.Pattern.compile(t.extractors().get("state"));
        java.util.regex.Matcher m = state.matcher("state chk:[0a1b2c3d] resimulated");
        assertThat(m.matches()).isTrue();
        assertThat(m.group("chk")).isEqualTo("0a1b2c3d");
        assertThat(m.group("label")).isEqualTo("resimulated");
        assertThat(state.matcher("state chk:[0A1B2C3D] confirmed").matches()).isFalse();
    }

    @Test
    void viewerAttributesFollowTheGamesLogViewer() {
        LogType stdp = registry.type(28);
        assertThat(stdp.name()).isEqualTo("LOG_NET_stdf_packets");
        assertThat(stdp.group()).isEqualTo(LogGroup.NET);
        assertThat(stdp.label()).isEqualTo("stdp");
        assertThat(stdp.key()).isEqualTo('P');
        assertThat(stdp.defaultVisible()).isFalse();
        assertThat(stdp.colour()).isEqualTo("#bf6ce8");
        assertThat(registry.type(9).colour()).isEqualTo("#ff0000");
        assertThat(registry.type(9).group()).isEqualTo(LogGroup.ERROR);
        assertThat(registry.type(35).colour()).isEqualTo("#3c7fff");
        assertThat(registry.type(44).group()).isEqualTo(LogGroup.TIMER);
        assertThat(registry.type(10).colour()).isEqualTo("#ffffff");
    }

    @Test
    void unknownAndUntaggedTypesGetGenericEntries() {
        LogType unknown = registry.type(61);
        assertThat(unknown.name()).isEqualTo("type 61");
        assertThat(unknown.group()).isEqualTo(LogGroup.OTHER);
        assertThat(unknown.defaultVisible()).isTrue();
        assertThat(registry.type(LogTypes.UNTAGGED).group()).isEqualTo(LogGroup.UNTAGGED);
    }

    @Test
    void extractorsMatchRealLines() {
        Matcher m = registry.pattern(33, "rx").orElseThrow()
                .matcher("rx stak p:1 ack:[242] cur:[242] slsn:[0] dsync:[ 2.2] chase:[40.6]");
        assertThat(m.matches()).isTrue();
        assertThat(m.group("dsync")).isEqualTo("2.2");
        assertThat(m.group("chase")).isEqualTo("40.6");
        Matcher nan = registry.pattern(37, "adjust").orElseThrow()
                .matcher("timer adjust dsc[  nan] dsa[-68.1] off[-24.9] chs[36.541]");
        assertThat(nan.matches()).isTrue();
        assertThat(registry.pattern(33, "nope")).isEmpty();
    }

    @Test
    void overridesReplaceAndAdd() throws IOException {
        Path user = Files.writeString(dir.resolve("types.json"), """
                {"types":[
                  {"id":27,"name":"MY_stdf","group":"NET","label":"dif","key":"X","defaultVisible":false,
                   "colour":"#123456","extractors":{}},
                  {"id":61,"name":"MY_new","group":"OTHER","label":"new","key":null,"defaultVisible":true,
                   "colour":"#00ff00","extractors":{"all":"^(?<all>.*)$"}}
                ]}
                """);
        LogTypeRegistry r = registry.withOverrides(user);
        assertThat(r.type(27).name()).isEqualTo("MY_stdf");
        assertThat(r.type(27).colour()).isEqualTo("#123456");
        assertThat(r.pattern(27, "tx")).isEmpty();
        assertThat(r.type(61).name()).isEqualTo("MY_new");
        assertThat(r.pattern(61, "all")).isPresent();
        assertThat(r.all()).hasSize(registry.all().size() + 1);
        assertThat(registry.type(27).name()).isEqualTo("LOG_NET_stdf");
    }

    @Test
    void badJsonNamesFileAndLine() throws IOException {
        Path user = Files.writeString(dir.resolve("bad.json"), "{\"types\":[\n{\"id\":27,\n\"name\": oops}\n]}");
        assertThatThrownBy(() -> registry.withOverrides(user)).isInstanceOf(IOException.class)
                .hasMessageContaining("bad.json:3");
    }

    @Test
    void wrongShapeNamesFileAndLine() throws IOException {
        Path user = Files.writeString(dir.resolve("shape.json"),
                "{\"types\":[\n{\"id\":27,\"name\":\"x\",\"group\":\"NET\",\"label\":\"\",\n\"colour\":\"red\"}]}");
        assertThatThrownBy(() -> registry.withOverrides(user)).isInstanceOf(IOException.class)
                .hasMessageContaining("shape.json:").hasMessageContaining("colour");
        Path unknownField = Files.writeString(dir.resolve("unknown.json"), "{\"types\":[],\n\"extra\":1}");
        assertThatThrownBy(() -> registry.withOverrides(unknownField)).hasMessageContaining("unknown.json:2");
    }

    @Test
    void badRegexNamesTheType() throws IOException {
        Path user = Files.writeString(dir.resolve("regex.json"), "{\"types\":[{\"id\":27,\"name\":\"x\",\"group\":"
                + "\"NET\",\"label\":\"\",\"colour\":\"#ffffff\",\"extractors\":{\"tx\":\"(unclosed\"}}]}");
        assertThatThrownBy(() -> registry.withOverrides(user)).hasMessageContaining("regex.json")
                .hasMessageContaining("type 27");
    }
}
