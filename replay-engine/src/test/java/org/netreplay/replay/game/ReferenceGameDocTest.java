package org.netreplay.replay.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.netreplay.replay.spi.StateField;
import org.netreplay.replay.spi.StateSchema;
import org.netreplay.testdata.TestData;

/** docs/reference-game.md lists the same fields, offsets and sizes as the schema, and its state size. */
class ReferenceGameDocTest {
    private static final Pattern ENTITY_LINE = Pattern.compile("^- \\*\\*(\\w+):\\*\\* (.*)$");
    private static final Pattern FIELD = Pattern.compile("(\\w+) (\\d+)/(\\d+)");

    @Test
    void theDocumentedFieldListMatchesTheSchema() throws IOException {
        List<String> lines = Files.readAllLines(TestData.file("docs/reference-game.md"));
        StateSchema schema = new ReferenceGame().schema();
        List<String> documented = new ArrayList<>();
        String entity = null;
        StringBuilder text = new StringBuilder();
        for (String line : lines) {
            Matcher start = ENTITY_LINE.matcher(line);
            if (start.matches()) {
                collect(entity, text, documented);
                entity = start.group(1);
                text = new StringBuilder(start.group(2));
            } else if (entity != null && line.startsWith("  ")) {
                text.append(' ').append(line.strip());
            } else {
                collect(entity, text, documented);
                entity = null;
            }
        }
        List<String> expected = new ArrayList<>();
        for (StateField field : schema.fields()) {
            if (field.index() == 0) {
                int base = schema.fields().stream().filter(f -> f.entity().equals(field.entity()) && f.index() == 0)
                        .mapToInt(StateField::byteOffset).min().orElseThrow();
                expected.add(field.entity() + "." + field.field() + " " + (field.byteOffset() - base) + "/"
                        + field.byteSize());
            }
        }

        assertThat(documented).containsExactlyElementsOf(expected);
        assertThat(String.join("\n", lines)).contains(String.format(Locale.ROOT, "(%,d bytes", schema.stateSize()));
    }

    private static void collect(String entity, CharSequence text, List<String> out) {
        if (entity == null) {
            return;
        }
        Matcher field = FIELD.matcher(text);
        while (field.find()) {
            out.add(entity + "." + field.group(1) + " " + field.group(2) + "/" + field.group(3));
        }
    }
}
