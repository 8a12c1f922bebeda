package org.netreplay.viewer.netgame;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.netreplay.replay.desync.FieldDiff;

/**
 * What one correction changed and why, in words: the fields of the client's state that the dif changed (its
 * prediction against its state right after the dif, at that frame, by field name) and the moves the logs name as
 * the reason ({@link CorrectionMark#explanation()}).
 *
 * @param correction the correction
 * @param fields     the changed fields' paths, in state order ({@code syn[0].x} …), at most {@link #MAX_FIELDS}
 * @param changed    how many fields changed in all
 * @param note       why the fields are not known, or ""
 * @param joins      players the dif made active or inactive ({@code syn[N].active} changed): a join or a quit the
 *                   client learnt of only with this dif, one sentence each
 */
record CorrectionDetail(CorrectionMark correction, List<String> fields, int changed, String note,
                        List<String> joins) {
    private static final java.util.regex.Pattern ACTIVE =
            java.util.regex.Pattern.compile("^syn\\[(\\d+)\\]\\.active$");

    /** Field paths kept. */
    static final int MAX_FIELDS = 200;

    CorrectionDetail {
        fields = List.copyOf(fields);
        joins = List.copyOf(joins);
    }

    /** @return the detail from a field diff of prediction and correction */
    static CorrectionDetail of(CorrectionMark c, List<FieldDiff> diff) {
        List<String> paths = new ArrayList<>();
        List<String> joins = new ArrayList<>();
        for (FieldDiff d : diff) {
            if (paths.size() < MAX_FIELDS) {
                paths.add(d.path());
            }
            java.util.regex.Matcher active = ACTIVE.matcher(d.path());
            if (active.matches()) {
                joins.add(d.valueA() == 0 ? "player " + active.group(1) + " joined: the dif made it active (the "
                        + "client had not seen it join)" : "player " + active.group(1) + " left: the dif made it "
                        + "inactive (the client had not seen it quit)");
            }
        }
        return new CorrectionDetail(c, paths, diff.size(), "", joins);
    }

    /** @return a detail without fields, saying why */
    static CorrectionDetail without(CorrectionMark c, String why) {
        return new CorrectionDetail(c, List.of(), 0, why, List.of());
    }

    /** @return e.g. {@code c1, frame 615: rcor 38.4 px, lcor 0.0 px · dif s:604 d:605, re-simulated 10 frames} */
    String title() {
        CorrectionMark c = correction;
        return String.format(Locale.ROOT, "c%d, frame %,d: %s · dif %s · %s", c.peer(), c.frame(), sizes(c),
                RebuiltClientSide.difText(c), proofText(c));
    }

    /** @return {@code lcor 1.8 px, rcor 80.0 px} */
    static String sizes(CorrectionMark c) {
        return String.format(Locale.ROOT, "lcor %.1f px, rcor %.1f px", c.lcor(), c.rcor());
    }

    /** @return what the server's status rows say of the numbers */
    static String proofText(CorrectionMark c) {
        return switch (c.proof()) {
            case "matched" -> "matches the status row";
            case "mismatch" -> "DIFFERS from the status row";
            default -> "no status row carries it";
        };
    }

    /** @return the changed fields grouped by entity: {@code syn[0]: x y xinc; pshot[49]: active x y}, or the note */
    String fieldsText() {
        if (!note.isEmpty()) {
            return note;
        }
        if (changed == 0) {
            return "No field of the client's state changed.";
        }
        Map<String, List<String>> byEntity = new LinkedHashMap<>();
        for (String path : fields) {
            int dot = path.indexOf('.');
            String entity = dot < 0 ? path : path.substring(0, dot);
            byEntity.computeIfAbsent(entity, k -> new ArrayList<>()).add(dot < 0 ? "" : path.substring(dot + 1));
        }
        List<String> groups = new ArrayList<>();
        byEntity.forEach((entity, names) -> groups.add(entity + ": " + String.join(" ", names).trim()));
        String more = changed > fields.size() ? String.format(Locale.ROOT, " … and %,d more", changed - fields.size())
                : "";
        return String.format(Locale.ROOT, "%,d field%s changed: ", changed, changed == 1 ? "" : "s")
                + String.join("; ", groups) + more;
    }

    /** @return the moves that explain it, one sentence each, or a sentence saying the logs name none */
    List<String> reasons() {
        if (correction.explanation().isEmpty() && joins.isEmpty()) {
            return List.of("the logs name no cause (no other client's cdat, late cdat of its own or server rewind "
                    + "since its previous dif; the server player's own moves are not looked at)");
        }
        List<String> all = new ArrayList<>(joins);
        all.addAll(correction.explanation());
        return all;
    }

    /** @return one line for the status bar */
    String statusLine() {
        String firstFields = fields.isEmpty() ? fieldsText() : String.join(", ", fields.subList(0,
                Math.min(4, fields.size()))) + (changed > 4 ? String.format(Locale.ROOT, " +%,d", changed - 4) : "");
        return String.format(Locale.ROOT, "Correction c%d at frame %,d: %s (%s) · changed: %s", correction.peer(),
                correction.frame(), sizes(correction), proofText(correction), firstFields);
    }
}
