package org.netreplay.session.export;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;

/** JSON written through {@link JsonOutput} shows control and format characters as escapes and means the same. */
class JsonOutputTest {
    private static final String HOSTILE = "a\u202Eb\u2066c\u200Bd\u2028e\u0085f\u007Fg\u001Bh\u00e9\ud83d\ude00";

    @Test
    void compactAndIndentedOutputsEscapeThemAndReadBackTheSame() throws Exception {
        ObjectNode node = JsonOutput.mapper().createObjectNode().put("path", HOSTILE);
        for (String json : new String[] {JsonOutput.text(node),
                JsonOutput.mapper().writerWithDefaultPrettyPrinter().writeValueAsString(node)}) {
            assertThat(json).contains("a\\u202Eb\\u2066c\\u200Bd\\u2028e\\u0085f\\u007Fg\\u001Bh\u00e9\ud83d\ude00");
            assertThat(new ObjectMapper().readTree(json).get("path").asText()).isEqualTo(HOSTILE);
        }
    }
}
