package org.netreplay.log;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * The log types known to the viewer: the bundled {@code log-types.json} resource (docs/formats.md §1.2, §2, §3.1),
 * optionally overridden or extended by a user JSON file of the same shape. Immutable; thread-safe.
 *
 * <p>JSON shape: {@code {"types":[{"id":27,"name":"LOG_NET_stdf","group":"NET","label":"stdf","key":"X",
 * "defaultVisible":true,"colour":"#00ffff","extractors":{"tx":"^tx stdf p:(?<p>\\d+) ..."}}]}}; an optional
 * top-level {@code "_comment"} string is ignored, any other unknown property is an error. Required per type: id,
 * name, group (NET, TIMER, OTHER, ERROR), colour; label defaults to "", key to none, defaultVisible to true.
 */
public final class LogTypeRegistry {
    /** Classpath resource holding the bundled types. */
    public static final String RESOURCE = "/org/netreplay/log/log-types.json";
    /** Colour of types that are not in the registry (the game's palette colour 15). */
    public static final String DEFAULT_COLOUR = "#ffffff";
    private static final LogType UNTAGGED_TYPE = new LogType(LogTypes.UNTAGGED, "untagged", LogGroup.UNTAGGED,
            "", null, true, DEFAULT_COLOUR, Map.of());
    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    private static volatile LogTypeRegistry defaultRegistry;

    private final Map<Integer, LogType> types;
    private final Map<Integer, Map<String, Pattern>> patterns;

    /** The file shape. */
    private record RegistryFile(@JsonProperty("_comment") String comment, List<TypeEntry> types) {
    }

    /**
     * One entry as written in JSON: {@code id}, {@code name}, {@code group} and {@code colour} are required;
     * {@code label} defaults to "", {@code key} to none, {@code defaultVisible} to true, {@code extractors} to none.
     * Checked here so that Jackson reports a bad entry with its line.
     */
    private record TypeEntry(Integer id, String name, LogGroup group, String label, Character key,
                             Boolean defaultVisible, String colour, Map<String, String> extractors) {
        TypeEntry {
            for (Map.Entry<String, Object> required : requiredFields(id, name, group, colour).entrySet()) {
                if (required.getValue() == null) {
                    throw new IllegalArgumentException("missing required field \"" + required.getKey() + "\"");
                }
            }
            if (group == LogGroup.UNTAGGED) {
                throw new IllegalArgumentException("group UNTAGGED is reserved for lines without prefix");
            }
            toType(id, name, group, label, key, defaultVisible, colour, extractors); // validates ranges and colour
        }

        private static Map<String, Object> requiredFields(Integer id, String name, LogGroup group, String colour) {
            Map<String, Object> m = new java.util.LinkedHashMap<>();
            m.put("id", id);
            m.put("name", name);
            m.put("group", group);
            m.put("colour", colour);
            return m;
        }

        private static LogType toType(Integer id, String name, LogGroup group, String label, Character key,
                                      Boolean defaultVisible, String colour, Map<String, String> extractors) {
            return new LogType(id, name, group, label == null ? "" : label, key,
                    defaultVisible == null || defaultVisible, colour, extractors);
        }

        LogType toType() {
            return toType(id, name, group, label, key, defaultVisible, colour, extractors);
        }
    }

    private LogTypeRegistry(Map<Integer, LogType> types, Map<Integer, Map<String, Pattern>> patterns) {
        this.types = Collections.unmodifiableMap(types);
        this.patterns = patterns;
    }

    /** Largest user log-type file read, bytes ({@code logTypes.maxBytes}); the bundled one is about 20 KB. */
    public static final int MAX_USER_FILE_BYTES = 1 << 20;

    /** The user's own log-type file, read by the viewer and the CLI alike: {@code ~/.netreplay/log-types.json}. */
    public static Path userFile() {
        return Path.of(System.getProperty("user.home"), ".netreplay", "log-types.json");
    }

    /**
     * @return the bundled registry with the user's file ({@link #userFile()}) applied when it exists
     * @throws IOException naming the user's file, line, type, extractor or group when it is broken
     */
    public static LogTypeRegistry loadWithUserFile() throws IOException {
        Path user = userFile();
        return Files.isRegularFile(user) ? loadDefault().withOverrides(user) : loadDefault();
    }

    /** @return the registry built from the bundled resource; never fails for the shipped resource */
    public static LogTypeRegistry loadDefault() {
        LogTypeRegistry r = defaultRegistry;
        if (r == null) {
            try (InputStream in = LogTypeRegistry.class.getResourceAsStream(RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException("missing resource " + RESOURCE);
                }
                r = fromFile(read(in.readAllBytes(), RESOURCE), RESOURCE, new TreeMap<>(), new TreeMap<>());
            } catch (IOException e) {
                throw new UncheckedIOException("bundled " + RESOURCE + " is broken", e);
            }
            defaultRegistry = r;
        }
        return r;
    }

    /**
     * Returns a registry where each type in {@code userJson} replaces (same id) or adds to this one.
     *
     * @throws IOException if the file cannot be read or is not valid JSON of the registry shape; the message names
     *                     the file and the line; a {@link LogLimitException} when it is larger than
     *                     {@link #MAX_USER_FILE_BYTES} ({@code logTypes.maxBytes})
     */
    public LogTypeRegistry withOverrides(Path userJson) throws IOException {
        Objects.requireNonNull(userJson, "userJson");
        long size = Files.size(userJson);
        if (size > MAX_USER_FILE_BYTES) {
            throw new LogLimitException(userJson, -1, size + " bytes, more than " + MAX_USER_FILE_BYTES
                    + " (limit logTypes.maxBytes)");
        }
        byte[] bytes;
        try (java.io.InputStream in = Files.newInputStream(userJson)) {
            bytes = in.readNBytes(MAX_USER_FILE_BYTES + 1);
        }
        if (bytes.length > MAX_USER_FILE_BYTES) {
            throw new LogLimitException(userJson, -1, "more than " + MAX_USER_FILE_BYTES
                    + " bytes (limit logTypes.maxBytes)");
        }
        return fromFile(read(bytes, userJson.toString()), userJson.toString(), new TreeMap<>(types),
                new TreeMap<>(patterns));
    }

    private static RegistryFile read(byte[] json, String source) throws IOException {
        try {
            RegistryFile file = MAPPER.readValue(json, RegistryFile.class);
            if (file == null || file.types() == null) {
                throw new IOException(source + ":1: the registry must be an object with a \"types\" array");
            }
            return file;
        } catch (JsonProcessingException e) {
            JsonLocation loc = e.getLocation();
            String where = loc == null ? "" : ":" + loc.getLineNr() + ":" + loc.getColumnNr();
            throw new IOException(source + where + ": " + e.getOriginalMessage(), e);
        }
    }

    /** @return the named groups {@code (?<name>...)} a regex declares, in order of appearance */
    static java.util.SortedSet<String> namedGroups(String regex) {
        java.util.SortedSet<String> out = new java.util.TreeSet<>();
        java.util.regex.Matcher m = GROUP_NAME.matcher(regex);
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    private static final Pattern GROUP_NAME = Pattern.compile("\\(\\?<([a-zA-Z][a-zA-Z0-9]*)>");

    private static LogTypeRegistry fromFile(RegistryFile file, String source, Map<Integer, LogType> types,
                                            Map<Integer, Map<String, Pattern>> patterns) throws IOException {
        for (TypeEntry entry : file.types()) {
            if (entry == null) {
                throw new IOException(source + ": null entry in \"types\"");
            }
            LogType type = entry.toType();
            Map<String, Pattern> compiled = new TreeMap<>();
            for (Map.Entry<String, String> e : type.extractors().entrySet()) {
                try {
                    compiled.put(e.getKey(), Pattern.compile(e.getValue()));
                } catch (PatternSyntaxException ex) {
                    throw new IOException(source + ": type " + type.id() + " extractor \"" + e.getKey()
                            + "\" is not a valid regex: " + ex.getDescription(), ex);
                }
                {
                    java.util.SortedSet<String> missing = new java.util.TreeSet<>(
                            ExtractorGroups.required(type.id(), e.getKey()));
                    missing.removeAll(namedGroups(e.getValue()));
                    if (!missing.isEmpty()) {
                        throw new IOException(source + ": type " + type.id() + " extractor \"" + e.getKey()
                                + "\" lacks the named group" + (missing.size() > 1 ? "s " : " ")
                                + String.join(", ", missing.stream().map(g -> "(?<" + g + ">...)").toList())
                                + " that field extraction reads");
                    }
                }
            }
            types.put(type.id(), type);
            patterns.put(type.id(), Collections.unmodifiableMap(compiled));
        }
        return new LogTypeRegistry(types, patterns);
    }

    /** @return all types ordered by id */
    public List<LogType> all() {
        return List.copyOf(new ArrayList<>(types.values()));
    }

    /**
     * @return the type with this id; an id not in the registry gets a generic type named {@code type <id>}
     *         in group OTHER, visible, white; {@link LogTypes#UNTAGGED} gets the UNTAGGED group type
     */
    public LogType type(int typeId) {
        if (typeId == LogTypes.UNTAGGED) {
            return UNTAGGED_TYPE;
        }
        LogType t = types.get(typeId);
        if (t != null) {
            return t;
        }
        return new LogType(typeId, "type " + typeId, LogGroup.OTHER, String.valueOf(typeId), null, true,
                DEFAULT_COLOUR, Map.of());
    }

    /**
     * The compiled regex of one extractor of a type.
     *
     * @param typeId        type id
     * @param extractorName extractor name as in the JSON, e.g. {@code "rx"}
     * @return the pattern, or empty if the type or extractor is unknown
     */
    public Optional<Pattern> pattern(int typeId, String extractorName) {
        Map<String, Pattern> m = patterns.get(typeId);
        return m == null ? Optional.empty() : Optional.ofNullable(m.get(extractorName));
    }
}
