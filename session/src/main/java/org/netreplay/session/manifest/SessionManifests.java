package org.netreplay.session.manifest;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import java.util.List;
import org.netreplay.session.LaneKind;
import org.netreplay.session.output.AtomicOutputs;

/**
 * Reads and writes {@code session.json} ({@link SessionManifest}). Reading is bounded: at most
 * {@link #MAX_BYTES} bytes ({@code manifest.maxBytes}), strings of at most 4,096 chars, nesting of at most 16 (Jackson's
 * {@link StreamReadConstraints}; over them: {@link ManifestLimitException}). Reading is strict: one JSON object and
 * nothing after it, no duplicate key, integers where integers are meant ({@code 1.7} or {@code "1"} is not 1),
 * strings where strings are, every required field present, ranges checked (version 1, level
 * {@value #MIN_LEVEL}-{@value #MAX_LEVEL}, peers 0-7, roles server/client, frames >= 0), paths relative without
 * {@code ..}; anything else is a {@link ManifestException} naming the file, line (when the parser knows it) and field,
 * in words without Java or Jackson type names.
 */
public final class SessionManifests {
    /** The manifest's file name in a session folder. */
    public static final String FILE_NAME = "session.json";
    /** Largest manifest read, bytes ({@code manifest.maxBytes}). */
    public static final long MAX_BYTES = 1 << 20;

    /** Lowest and highest level number accepted. */
    public static final int MIN_LEVEL = 0;
    /** Highest level number accepted (the game's files are {@code levelNNN.pml}). */
    public static final int MAX_LEVEL = 999;

    private static final ObjectMapper MAPPER = strictMapper();

    private static ObjectMapper strictMapper() {
        ObjectMapper m = new ObjectMapper(JsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder().maxStringLength(4_096).maxNestingDepth(16)
                        .maxNumberLength(20).build())
                .enable(com.fasterxml.jackson.core.StreamReadFeature.STRICT_DUPLICATE_DETECTION).build())
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
                .enable(SerializationFeature.INDENT_OUTPUT);
        // integers where integers are meant, strings where strings are: no "3" for 3, no 1.9 for 1, no 5 for "5"
        for (com.fasterxml.jackson.databind.cfg.CoercionInputShape shape : List.of(
                com.fasterxml.jackson.databind.cfg.CoercionInputShape.String,
                com.fasterxml.jackson.databind.cfg.CoercionInputShape.Integer,
                com.fasterxml.jackson.databind.cfg.CoercionInputShape.Float,
                com.fasterxml.jackson.databind.cfg.CoercionInputShape.Boolean,
                com.fasterxml.jackson.databind.cfg.CoercionInputShape.EmptyString)) {
            m.coercionConfigDefaults().setCoercion(shape, com.fasterxml.jackson.databind.cfg.CoercionAction.Fail);
        }
        m.coercionConfigFor(com.fasterxml.jackson.databind.type.LogicalType.Textual)
                .setCoercion(com.fasterxml.jackson.databind.cfg.CoercionInputShape.String,
                        com.fasterxml.jackson.databind.cfg.CoercionAction.TryConvert);
        return m;
    }

    private SessionManifests() {
    }

    /**
     * @throws ManifestException naming file, line and field for any content problem or limit
     * @throws IOException       if the file cannot be read
     */
    public static SessionManifest read(Path file) throws IOException {
        long size = Files.size(file);
        if (size > MAX_BYTES) {
            throw new ManifestLimitException(file, 0, "is " + size + " bytes, more than " + MAX_BYTES
                    + " (limit manifest.maxBytes)");
        }
        try (InputStream in = Files.newInputStream(file)) {
            return parse(file, in.readNBytes((int) MAX_BYTES + 1));
        }
    }

    /**
     * Parses manifest bytes (at most {@link #MAX_BYTES}).
     *
     * @param file the name used in messages
     * @throws ManifestException naming file, line and field
     */
    public static SessionManifest parse(Path file, byte[] json) throws ManifestException {
        if (json.length > MAX_BYTES) {
            throw new ManifestLimitException(file, 0, "more than " + MAX_BYTES + " bytes (limit manifest.maxBytes)");
        }
        SessionManifest m;
        try (JsonParser p = MAPPER.getFactory().createParser(json)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                throw new ManifestException(file, line(p.currentLocation()), "expected a JSON object");
            }
            JsonNode tree = MAPPER.readTree(p);
            if (p.nextToken() != null) {
                throw new ManifestException(file, line(p.currentLocation()), "unexpected data after the JSON "
                        + "object (one object per file)");
            }
            requireFields(file, tree);
            m = MAPPER.readValue(json, SessionManifest.class); // again from the bytes: errors keep their lines
        } catch (ManifestException e) {
            throw e;
        } catch (StreamConstraintsException e) {
            throw new ManifestLimitException(file, line(e.getLocation()), firstLine(e.getOriginalMessage())
                    + " (limits of session.json: strings of 4,096 characters, numbers of 20 digits, nesting 16)");
        } catch (UnrecognizedPropertyException e) {
            throw new ManifestException(file, line(e.getLocation()), "unknown field \"" + e.getPropertyName()
                    + "\"" + at(e.getPath()) + " (known: " + e.getKnownPropertyIds() + ")");
        } catch (MismatchedInputException e) {
            throw new ManifestException(file, line(e.getLocation()), "field " + fieldPath(e.getPath()) + ": expected "
                    + expected(e.getTargetType()) + found(e));
        } catch (com.fasterxml.jackson.databind.exc.ValueInstantiationException e) {
            Throwable cause = e.getCause() == null ? e : e.getCause();
            throw new ManifestException(file, line(e.getLocation()), "missing required field "
                    + (e.getPath().isEmpty() ? "" : fieldPath(e.getPath()) + ".") + cause.getMessage());
        } catch (JsonProcessingException e) {
            throw new ManifestException(file, line(e.getLocation()), firstLine(e.getOriginalMessage()));
        } catch (IOException e) {
            throw new ManifestException(file, 0, "cannot be read (" + e.getMessage() + ")");
        }
        check(file, m);
        return m;
    }

    /** Fields a record would otherwise take as 0 or null when they are missing. */
    private static void requireFields(Path file, JsonNode tree) throws ManifestException {
        for (String field : List.of("version", "game", "level", "files")) {
            if (!tree.has(field)) {
                throw new ManifestException(file, 0, "missing required field " + field);
            }
        }
        JsonNode files = tree.get("files");
        for (int i = 0; files.isArray() && i < files.size(); i++) {
            for (String field : List.of("path", "kind")) {
                if (files.get(i).isObject() && !files.get(i).has(field)) {
                    throw new ManifestException(file, 0, "missing required field files[" + i + "]." + field);
                }
            }
        }
    }

    /** Values and ranges. */
    private static void check(Path file, SessionManifest m) throws ManifestException {
        if (m.version() != SessionManifest.VERSION) {
            throw new ManifestException(file, 0, "field version: " + m.version() + " is not "
                    + SessionManifest.VERSION + " (this build reads version " + SessionManifest.VERSION + ")");
        }
        if (m.level() < MIN_LEVEL || m.level() > MAX_LEVEL) {
            throw new ManifestException(file, 0, "field level: " + m.level() + " is outside " + MIN_LEVEL + "-"
                    + MAX_LEVEL);
        }
        for (int i = 0; i < m.files().size(); i++) {
            SessionManifest.ManifestFile f = m.files().get(i);
            if (f == null) {
                throw new ManifestException(file, 0, "field files[" + i + "]: expected an object, found null");
            }
            try {
                LaneKind.valueOf(f.kind());
            } catch (IllegalArgumentException e) {
                throw new ManifestException(file, 0, "field files[" + i + "].kind: \"" + f.kind()
                        + "\" is not one of " + java.util.Arrays.toString(LaneKind.values()));
            }
            if (f.path().isEmpty() || f.path().startsWith("/") || f.path().contains("..")
                    || f.path().contains("\\") || f.path().indexOf(':') >= 0 || f.path().indexOf('\0') >= 0) {
                throw new ManifestException(file, 0, "field files[" + i + "].path: \"" + f.path()
                        + "\" must be relative to the manifest's folder, without .., backslashes or drive letters");
            }
            if (f.peer() != null && (f.peer() < 0 || f.peer() > 7)) {
                throw new ManifestException(file, 0, "field files[" + i + "].peer: " + f.peer() + " is outside 0-7");
            }
            if (f.role() != null && !f.role().equals("server") && !f.role().equals("client")) {
                throw new ManifestException(file, 0, "field files[" + i + "].role: \"" + f.role()
                        + "\" is not server or client");
            }
        }
        SessionManifest.GroundTruth t = m.groundTruth();
        if (t != null && (t.firstDivergentFrame() < 0 || t.peer() < 0 || t.peer() > 7)) {
            throw new ManifestException(file, 0, "field groundTruth: frame " + t.firstDivergentFrame() + " must be "
                    + ">= 0 and peer " + t.peer() + " in 0-7");
        }
    }

    /** @return "files[2].peer" for a path of references */
    private static String fieldPath(List<JsonMappingException.Reference> path) {
        StringBuilder sb = new StringBuilder();
        for (JsonMappingException.Reference r : path) {
            if (r.getFieldName() != null) {
                sb.append(sb.length() == 0 ? "" : ".").append(r.getFieldName());
            } else if (r.getIndex() >= 0) {
                sb.append('[').append(r.getIndex()).append(']');
            }
        }
        return sb.length() == 0 ? "(the object)" : sb.toString();
    }

    private static String at(List<JsonMappingException.Reference> path) {
        return path.size() <= 1 ? "" : " in " + fieldPath(path.subList(0, path.size() - 1));
    }

    /** @return what a field of {@code type} holds, in words (no class names) */
    private static String expected(Class<?> type) {
        if (type == null) {
            return "another kind of value";
        }
        if (type == int.class || type == Integer.class || type == long.class || type == Long.class) {
            return "an integer";
        }
        if (type == String.class) {
            return "a string";
        }
        if (type == boolean.class || type == Boolean.class) {
            return "true or false";
        }
        if (java.util.Collection.class.isAssignableFrom(type) || type.isArray()) {
            return "a list";
        }
        return "an object";
    }

    private static String found(MismatchedInputException e) {
        if (e.getProcessor() instanceof JsonParser p) {
            JsonToken t = p.currentToken();
            if (t != null && t.isScalarValue()) {
                try {
                    String text = p.getText();
                    return ", found " + (t == JsonToken.VALUE_STRING ? "\"" + text + "\"" : text);
                } catch (IOException ignored) {
                    return "";
                }
            }
            if (t == JsonToken.START_OBJECT) {
                return ", found an object";
            }
            if (t == JsonToken.START_ARRAY) {
                return ", found a list";
            }
        }
        return "";
    }

    private static String firstLine(String message) {
        return message == null ? "bad JSON" : message.lines().findFirst().orElse("bad JSON");
    }

    /**
     * Writes {@code manifest} as indented JSON, whole or not at all ({@link AtomicOutputs}: a temporary file beside
     * it, renamed over it when complete), so that a reader of a folder being written (a viewer following a live
     * session) sees no manifest, the old one or the whole new one.
     *
     * @throws org.netreplay.session.output.OutputWriteException naming the file and the cause (nothing is left)
     */
    public static void write(Path file, SessionManifest manifest) throws IOException {
        AtomicOutputs.writeOne(file, out -> MAPPER.writeValue(out, manifest));
    }

    /** @return the manifest as indented JSON */
    public static String toJson(SessionManifest manifest) throws JsonProcessingException {
        return MAPPER.writeValueAsString(manifest);
    }

    private static int line(JsonLocation loc) {
        return loc == null ? 0 : Math.max(0, loc.getLineNr());
    }
}
