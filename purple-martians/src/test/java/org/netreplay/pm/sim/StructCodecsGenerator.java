package org.netreplay.pm.sim;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Writes the source of {@code StructCodecs} from the {@code @StructField} table of each state struct ({@code Psyn},
 * {@code LiftCur}, {@code PShot}, {@code EShot}): one {@code write} and one {@code read} per struct, a line per field
 * in offset order, the padding between fields written as 0. It reads the structs' source files, not their classes,
 * so it runs before anything compiles (a renamed field leaves a stale codec that would not compile):
 * {@code java purple-martians/src/test/java/org/netreplay/pm/sim/StructCodecsGenerator.java} from the repository's
 * root rewrites the file; {@code StructCodecsTest} fails when the committed file differs from what this writes.
 */
public final class StructCodecsGenerator {
    /** The state's structs, in the order the generated file lists them. */
    static final List<String> STRUCTS = List.of("Psyn", "LiftCur", "PShot", "EShot");

    /** The command that rewrites the generated file, from the repository's root. */
    static final String REGENERATE = "java purple-martians/src/test/java/org/netreplay/pm/sim/StructCodecsGenerator.java";

    private static final Pattern SIZE = Pattern.compile("public static final int SIZE = (\\d+);");
    private static final Pattern FIELD = Pattern.compile("@StructField\\(offset = (\\d+), unit = \"[^\"]*\"\\)\\s+"
            + "public (int|float|byte\\[\\]) (\\w+)(?: = new byte\\[(\\d+)\\]| = [^;]+)?;");
    private static final Pattern ANNOTATION = Pattern.compile("@StructField\\(");

    private StructCodecsGenerator() {
    }

    /** One field of a struct: its name, offset, type ({@code int}, {@code float} or {@code byte[]}) and bytes. */
    record Member(String name, int offset, String type, int size) {
    }

    /** A struct: its name, size in bytes and fields in offset order. */
    record Struct(String name, int size, List<Member> members) {
    }

    /**
     * @param source a struct's Java source
     * @return its table
     * @throws IllegalArgumentException if it has no {@code SIZE}, a {@code @StructField} this cannot read, a
     *         {@code byte[]} without {@code new byte[N]}, or fields that overlap or overrun {@code SIZE}
     */
    static Struct parse(String name, String source) {
        Matcher size = SIZE.matcher(source);
        if (!size.find()) {
            throw new IllegalArgumentException(name + ": no public static final int SIZE");
        }
        List<Member> members = new ArrayList<>();
        Matcher m = FIELD.matcher(source);
        while (m.find()) {
            String type = m.group(2);
            int bytes = 4;
            if (type.equals("byte[]")) {
                if (m.group(4) == null) {
                    throw new IllegalArgumentException(name + "." + m.group(3) + ": a byte[] field needs = new byte[N]");
                }
                bytes = Integer.parseInt(m.group(4));
            }
            members.add(new Member(m.group(3), Integer.parseInt(m.group(1)), type, bytes));
        }
        long annotations = ANNOTATION.matcher(source).results().count();
        if (annotations != members.size()) {
            throw new IllegalArgumentException(name + ": " + annotations + " @StructField, " + members.size()
                    + " read (write them as @StructField(offset = N, unit = \"u\") public TYPE name;)");
        }
        members.sort(Comparator.comparingInt(Member::offset));
        Struct s = new Struct(name, Integer.parseInt(size.group(1)), List.copyOf(members));
        int next = 0;
        for (Member f : s.members()) {
            if (f.offset() < next) {
                throw new IllegalArgumentException(name + "." + f.name() + " at " + f.offset() + " overlaps the field"
                        + " before it (ends at " + next + ")");
            }
            next = f.offset() + f.size();
        }
        if (next > s.size()) {
            throw new IllegalArgumentException(name + ": fields end at " + next + ", past SIZE " + s.size());
        }
        return s;
    }

    /** @return the structs' tables, read from their sources in {@code simDir} */
    static List<Struct> read(Path simDir) throws IOException {
        List<Struct> out = new ArrayList<>();
        for (String name : STRUCTS) {
            out.add(parse(name, Files.readString(simDir.resolve(name + ".java"), StandardCharsets.UTF_8)));
        }
        return out;
    }

    /** @return the source of {@code StructCodecs} for these structs */
    static String generate(List<Struct> structs) {
        StringBuilder out = new StringBuilder();
        out.append("package org.netreplay.pm.sim;\n\n");
        out.append("import java.nio.ByteBuffer;\n\n");
        out.append("/**\n");
        out.append(" * Writes and reads the state's structs at their offsets in a little-endian buffer, padding written"
                + " as 0.\n");
        out.append(" * Generated from each struct's {@link StructField} table by {@code StructCodecsGenerator} (test"
                + " sources);\n");
        out.append(" * do not edit: change the table and run\n");
        out.append(" * {@code ").append(REGENERATE).append("}.\n");
        out.append(" */\n");
        out.append("public final class StructCodecs {\n");
        out.append("    private StructCodecs() {\n    }\n");
        for (Struct s : structs) {
            out.append("\n    /** Writes {@code s} at {@code base} of {@code b} (").append(s.size())
                    .append(" bytes). */\n");
            out.append("    public static void write(").append(s.name()).append(" s, ByteBuffer b, int base) {\n");
            int next = 0;
            for (Member m : s.members()) {
                padding(out, next, m.offset());
                out.append("        ").append(put(m)).append('\n');
                next = m.offset() + m.size();
            }
            padding(out, next, s.size());
            out.append("    }\n");
            out.append("\n    /** Reads {@code s} from {@code base} of {@code b}. */\n");
            out.append("    public static void read(").append(s.name()).append(" s, ByteBuffer b, int base) {\n");
            for (Member m : s.members()) {
                out.append("        ").append(get(m)).append('\n');
            }
            out.append("    }\n");
        }
        out.append("}\n");
        return out.toString();
    }

    private static void padding(StringBuilder out, int from, int to) {
        for (int p = from; p < to; p++) {
            out.append("        b.put(base + ").append(p).append(", (byte) 0);\n");
        }
    }

    private static String put(Member m) {
        String at = "base + " + m.offset();
        return switch (m.type()) {
            case "int" -> "b.putInt(" + at + ", s." + m.name() + ");";
            case "float" -> "b.putFloat(" + at + ", s." + m.name() + ");";
            default -> "b.put(" + at + ", s." + m.name() + ", 0, " + m.size() + ");";
        };
    }

    private static String get(Member m) {
        String at = "base + " + m.offset();
        return switch (m.type()) {
            case "int" -> "s." + m.name() + " = b.getInt(" + at + ");";
            case "float" -> "s." + m.name() + " = b.getFloat(" + at + ");";
            default -> "b.get(" + at + ", s." + m.name() + ", 0, " + m.size() + ");";
        };
    }

    /**
     * Rewrites {@code StructCodecs.java}.
     *
     * @param args optionally the folder of the struct sources (default: the repository root's
     *             {@code purple-martians/src/main/java/org/netreplay/pm/sim})
     */
    public static void main(String[] args) throws IOException {
        Path dir = Path.of(args.length > 0 ? args[0] : "purple-martians/src/main/java/org/netreplay/pm/sim");
        Path out = dir.resolve("StructCodecs.java");
        Files.writeString(out, generate(read(dir)), StandardCharsets.UTF_8);
        System.out.println("wrote " + out);
    }
}
