package org.netreplay.log.fields;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.netreplay.log.LogTypeRegistry;

/**
 * Turns the text of one line (after the prefix) into points of numeric series, using the extractor regexes of the
 * {@link LogTypeRegistry} (docs/formats.md §2). Series names and units:
 * <ul>
 *   <li>37 {@code tmaj.dsc}, {@code tmaj.dsa}, {@code tmaj.off} (ms), {@code tmaj.chs} (fps),
 *   docs/formats.md §2.12</li>
 *   <li>36 {@code cpng.ping}, {@code cpng.avg} (ms), docs/formats.md §2.11</li>
 *   <li>33 rx {@code stak.dsync} (ms), {@code stak.chase} (fps), player from {@code p:}, docs/formats.md §2.9</li>
 *   <li>35 rx {@code cdat.sync} (frames), {@code cdat.entered} / {@code cdat.late} (1 per packet), player from
 *       {@code p:}, docs/formats.md §2.10</li>
 *   <li>27 tx {@code stdf.cmp} (bytes), {@code stdf.packets}, player from {@code p:}, docs/formats.md §2.6</li>
 *   <li>30 {@code difa.exact} (1 per dif), {@code difa.rewound} (frames), {@code difa.jumped} (frames, as printed),
 *       {@code difa.initial} (1), {@code difa.notApplied} (1), docs/formats.md §2.8</li>
 *   <li>25 {@code rwnd.frames}: frames the server rewound = −bracket value, docs/formats.md §2.4</li>
 *   <li>23 {@code band.txb}, {@code band.rxb} (bytes per second), {@code band.txp}, {@code band.rxp} (packets),
 *       docs/formats.md §2.3</li>
 *   <li>44 {@code tmst.<name>} for every {@code name:[ms]} pair (ms), docs/formats.md §2.14</li>
 *   <li>22 {@code ending.<key>} (key as printed, e.g. {@code ending.cdat packets late}) for every numeric box
 *       line {@code |  key....[val]  |}, docs/formats.md §2.2</li>
 * </ul>
 * Where not said otherwise the player is the prefix player. Thread safety: immutable; matchers are made per call.
 */
public final class LineFields {
    private final LogTypeRegistry registry;

    /** @param registry the registry whose extractor regexes are used */
    public LineFields(LogTypeRegistry registry) {
        this.registry = registry;
    }

    /** @return whether lines of this type can yield series */
    public static boolean hasSeries(int typeId) {
        return switch (typeId) {
            case 22, 23, 25, 27, 30, 33, 35, 36, 37, 44 -> true;
            default -> false;
        };
    }

    /**
     * Adds the points found in one line.
     *
     * @param typeId the line's type
     * @param player the prefix player
     * @param frame  the prefix frame
     * @param text   the text after the prefix
     * @param out    where points go
     * @return false if the line is of a type with series but matches none of its formats, holds a number too large
     *         for its field, or makes a pattern run past its step budget ({@link BudgetedText}): a parse issue,
     *         never an exception; true otherwise (also for lines that carry no numbers by design, such as
     *         {@code stdf rewind [none]})
     */
    public boolean extract(int typeId, int player, int frame, String text, SeriesCollector out) {
        try {
            return extractOrThrow(typeId, player, frame, text, out);
        } catch (NumberFormatException | BudgetedText.BudgetExceeded e) {
            return false;
        }
    }

    private boolean extractOrThrow(int typeId, int player, int frame, String text, SeriesCollector out) {
        return switch (typeId) {
            case 37 -> fields(37, "adjust", text, "tmaj.", player, frame, out, "dsc", "dsa", "off", "chs");
            case 36 -> fields(36, "ping", text, "cpng.", player, frame, out, "ping", "avg");
            case 23 -> fields(23, "bandwidth", text, "band.", player, frame, out, "txb", "rxb", "txp", "rxp");
            case 33 -> stak(text, frame, out);
            case 35 -> cdat(text, frame, out);
            case 27 -> stdf(text, frame, out);
            case 30 -> difApply(text, player, frame, out);
            case 25 -> rewind(text, player, frame, out);
            case 44 -> timers(text, player, frame, out);
            case 22 -> endingStats(text, player, frame, out);
            default -> true;
        };
    }

    private Optional<Matcher> match(int typeId, String extractor, String text) {
        Optional<Pattern> p = registry.pattern(typeId, extractor);
        if (p.isEmpty()) {
            return Optional.empty();
        }
        Matcher m = p.get().matcher(new BudgetedText(text));
        return m.matches() ? Optional.of(m) : Optional.empty();
    }

    private boolean fields(int typeId, String extractor, String text, String prefix, int player, int frame,
                           SeriesCollector out, String... names) {
        Optional<Matcher> m = match(typeId, extractor, text);
        m.ifPresent(mm -> {
            for (String name : names) {
                addGroup(mm, name, prefix + name, player, frame, out);
            }
        });
        return m.isPresent();
    }

    private static void addGroup(Matcher m, String group, String field, int player, int frame, SeriesCollector out) {
        String raw = m.group(group);
        if (raw != null) {
            Double v = SeriesCollector.parseNumber(raw);
            if (v != null) {
                out.add(field, player, frame, v);
            }
        }
    }

    private static int playerOf(Matcher m) {
        return Integer.parseInt(m.group("p"));
    }

    private boolean stak(String text, int frame, SeriesCollector out) {
        if (match(33, "tx", text).isPresent()) {
            return true;
        }
        Optional<Matcher> rx = match(33, "rx", text);
        rx.ifPresent(m -> {
            int p = playerOf(m);
            addGroup(m, "dsync", "stak.dsync", p, frame, out);
            addGroup(m, "chase", "stak.chase", p, frame, out);
        });
        return rx.isPresent();
    }

    private boolean cdat(String text, int frame, SeriesCollector out) {
        if (match(35, "tx", text).isPresent()) {
            return true;
        }
        Optional<Matcher> rx = match(35, "rx", text);
        rx.ifPresent(m -> {
            int p = playerOf(m);
            addGroup(m, "sync", "cdat.sync", p, frame, out);
            if (m.group("gmep") != null) {
                out.add("cdat.entered", p, frame, 1);
            } else if (m.group("late") != null) {
                out.add("cdat.late", p, frame, 1);
            }
        });
        return rx.isPresent();
    }

    private boolean stdf(String text, int frame, SeriesCollector out) {
        if (match(27, "rx", text).isPresent()) {
            return true;
        }
        Optional<Matcher> tx = match(27, "tx", text);
        tx.ifPresent(m -> {
            int p = playerOf(m);
            addGroup(m, "cmp", "stdf.cmp", p, frame, out);
            addGroup(m, "n", "stdf.packets", p, frame, out);
        });
        return tx.isPresent();
    }

    private boolean difApply(String text, int player, int frame, SeriesCollector out) {
        if (match(30, "notApplied", text).isPresent()) {
            out.add("difa.notApplied", player, frame, 1);
            return true;
        }
        Optional<Matcher> applied = match(30, "applied", text);
        if (applied.isEmpty()) {
            return false;
        }
        Optional<Matcher> detail = match(30, "detail", applied.get().group("detail"));
        if (detail.isEmpty()) {
            return false;
        }
        Matcher d = detail.get();
        if (d.group("exact") != null) {
            out.add("difa.exact", player, frame, 1);
        } else if (d.group("rewound") != null) {
            addGroup(d, "rewound", "difa.rewound", player, frame, out);
        } else if (d.group("ahead") != null) {
            addGroup(d, "ahead", "difa.jumped", player, frame, out);
        } else {
            out.add("difa.initial", player, frame, 1);
        }
        return true;
    }

    private boolean rewind(String text, int player, int frame, SeriesCollector out) {
        Optional<Matcher> m = match(25, "rewind", text);
        if (m.isPresent()) {
            out.add("rwnd.frames", player, frame, -Double.parseDouble(m.get().group("negff")));
            return true;
        }
        return match(25, "none", text).isPresent() || match(25, "notFound", text).isPresent();
    }

    private boolean timers(String text, int player, int frame, SeriesCollector out) {
        Optional<Matcher> line = match(44, "line", text);
        Optional<Pattern> pair = registry.pattern(44, "pair");
        if (line.isEmpty() || pair.isEmpty()) {
            return false;
        }
        Matcher m = pair.get().matcher(new BudgetedText(line.get().group("pairs")));
        boolean any = false;
        while (m.find()) {
            any = true;
            addGroup(m, "val", "tmst." + m.group("name"), player, frame, out);
        }
        return any;
    }

    private boolean endingStats(String text, int player, int frame, SeriesCollector out) {
        Optional<Matcher> stat = match(22, "stat", text);
        if (stat.isPresent()) {
            String key = stat.get().group("key").strip();
            addGroup(stat.get(), "val", "ending." + key, player, frame, out);
            return true;
        }
        return match(22, "box", text).isPresent();
    }
}
