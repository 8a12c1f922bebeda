package org.netreplay.session.export;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.CharacterEscapes;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * JSON as every command and export writes it: text taken from files (paths, log lines) keeps each control character
 * (C0, DEL, C1), format character (bidi overrides such as U+202E, zero-width characters) and line or paragraph
 * separator as a JSON unicode escape, so a terminal or an editor showing the output cannot be made to reorder or
 * hide it. The JSON means the same: a reader decodes the escapes back to the characters.
 */
public final class JsonOutput {
    private static final JsonFactory FACTORY = new com.fasterxml.jackson.core.JsonFactoryBuilder()
            .characterEscapes(new VisibleEscapes()).build();
    private static final ObjectMapper MAPPER = new ObjectMapper(FACTORY);

    private JsonOutput() {
    }

    /** @return a factory whose generators escape those characters (thread-safe, shared) */
    public static JsonFactory factory() {
        return FACTORY;
    }

    /** @return a mapper writing through {@link #factory()} (thread-safe, shared) */
    public static ObjectMapper mapper() {
        return MAPPER;
    }

    /** @return {@code node} as compact JSON with those characters escaped */
    public static String text(JsonNode node) {
        try {
            return MAPPER.writeValueAsString(node);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("a JSON tree could not be written", e);
        }
    }

    /** @return whether {@code c} is escaped: a control, format, line or paragraph separator character */
    static boolean escaped(int c) {
        return switch (Character.getType(c)) {
            case Character.CONTROL, Character.FORMAT, Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR -> true;
            default -> false;
        };
    }

    /** Jackson's standard escapes plus DEL and, above ASCII, the characters {@link #escaped} names. */
    private static final class VisibleEscapes extends CharacterEscapes {
        private static final long serialVersionUID = 1L;
        private final int[] ascii;

        VisibleEscapes() {
            ascii = standardAsciiEscapesForJSON();
            ascii[0x7F] = ESCAPE_STANDARD;
        }

        @Override
        public int[] getEscapeCodesForAscii() {
            return ascii;
        }

        @Override
        public SerializableString getEscapeSequence(int ch) {
            return escaped(ch) ? new SerializedString(String.format("\\u%04X", ch)) : null;
        }
    }
}
