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
import org.netreplay.session.LaneKind;

/**
 * Reads and writes {@code session.json} ({@link SessionManifest}). Reading is bounded: at most
 * {@link #MAX_BYTES} bytes ({@code manifest.maxBytes}), strings of at most 4,096 chars, nesting of at most 16 (Jackson's
 * {@link StreamReadConstraints}); an unknown field, a missing required one, a wrong version or an unknown file kind is
 * a {@link ManifestException} naming the file, line and field.
 */
public final class SessionManifests {
    /** The manifest's file name in a session folder. */
    public static final String FILE_NAME = "session.json";
    /** Largest manifest read, bytes ({@code manifest.maxBytes}). */
    public static final long MAX_BYTES = 1 << 20;

    private static final ObjectMapper MAPPER = new ObjectMapper(JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxStringLength(4_096).maxNestingDepth(16)
                    .maxNumberLength(20).build()).build())
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(SerializationFeature.INDENT_OUTPUT);

    private SessionManifests() {
    }

    /**
     * @throws ManifestException naming file, line and field for any content problem or limit
     * @throws IOException       if the file cannot be read
     */
    public static SessionManifest read(Path file) throws IOException {
        long size = Files.size(file);
        if (size > MAX_BYTES) {
            throw new ManifestException(file, 0, "is " + size + " bytes, more than " + MAX_BYTES
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
            throw new ManifestException(file, 0, "more than " + MAX_BYTES + " bytes (limit manifest.maxBytes)");
        }
        SessionManifest m;
        try {
            m = MAPPER.readValue(json, SessionManifest.class);
        } catch (UnrecognizedPropertyException e) {
            throw new ManifestException(file, line(e.getLocation()), "unknown field \"" + e.getPropertyName()
                    + "\" (known: " + e.getKnownPropertyIds() + ")");
        } catch (com.fasterxml.jackson.databind.exc.ValueInstantiationException e) {
            Throwable cause = e.getCause() == null ? e : e.getCause();
            throw new ManifestException(file, line(e.getLocation()), "missing required field: "
                    + cause.getMessage());
        } catch (JsonProcessingException e) {
            throw new ManifestException(file, line(e.getLocation()), e.getOriginalMessage().lines().findFirst()
                    .orElse("bad JSON"));
        } catch (IOException e) {
            throw new ManifestException(file, 0, e.getMessage());
        } catch (RuntimeException e) {
            throw new ManifestException(file, 0, String.valueOf(e.getMessage()));
        }
        if (m == null) {
            throw new ManifestException(file, 1, "expected a JSON object");
        }
        if (m.version() != SessionManifest.VERSION) {
            throw new ManifestException(file, 0, "field version: " + m.version() + " is not "
                    + SessionManifest.VERSION + " (this build reads version " + SessionManifest.VERSION + ")");
        }
        for (int i = 0; i < m.files().size(); i++) {
            SessionManifest.ManifestFile f = m.files().get(i);
            try {
                LaneKind.valueOf(f.kind());
            } catch (IllegalArgumentException e) {
                throw new ManifestException(file, 0, "field files[" + i + "].kind: \"" + f.kind()
                        + "\" is not one of " + java.util.Arrays.toString(LaneKind.values()));
            }
            if (f.path().startsWith("/") || f.path().contains("..") || f.path().contains("\\")) {
                throw new ManifestException(file, 0, "field files[" + i + "].path: \"" + f.path()
                        + "\" must be relative to the manifest's folder, without .. or backslashes");
            }
            if (f.peer() != null && (f.peer() < 0 || f.peer() > 7)) {
                throw new ManifestException(file, 0, "field files[" + i + "].peer: " + f.peer() + " is outside 0-7");
            }
        }
        return m;
    }

    /** Writes {@code manifest} as indented JSON. */
    public static void write(Path file, SessionManifest manifest) throws IOException {
        MAPPER.writeValue(file.toFile(), manifest);
    }

    /** @return the manifest as indented JSON */
    public static String toJson(SessionManifest manifest) throws JsonProcessingException {
        return MAPPER.writeValueAsString(manifest);
    }

    private static int line(JsonLocation loc) {
        return loc == null ? 0 : Math.max(0, loc.getLineNr());
    }
}
