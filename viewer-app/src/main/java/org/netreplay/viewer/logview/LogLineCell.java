package org.netreplay.viewer.logview;

import org.netreplay.viewer.common.TypeLook;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.geometry.Pos;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.OverrunStyle;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import org.netreplay.viewer.common.VisibleControls;

/**
 * One row of the log view: lane, line number (1-based), frame, player, type label and the text, coloured by type,
 * with search matches highlighted. Reads its line through the view model's bounded cache.
 */
final class LogLineCell extends ListCell<Integer> {
    private static final int MAX_HIGHLIGHTS = 20;
    private final LogViewModel model;
    private final Label lane = column("log-lane", Pos.CENTER_LEFT);
    private final Label line = column("log-line", Pos.CENTER_RIGHT);
    private final Label frame = column("log-frame", Pos.CENTER_RIGHT);
    private final Label player = column("log-player", Pos.CENTER);
    private final Label type = column("log-type", Pos.CENTER_LEFT);
    private final HBox text = new HBox();
    private final HBox row;
    private final String font;
    /** The one text segment of a line without a highlighted hit (most lines), reused from update to update. */
    private final Label plain = new Label();
    private String plainColour;
    private String typeColour;
    private int laneClass = -1;

    LogLineCell(LogViewModel model, ColumnLayout layout) {
        this.model = model;
        getStyleClass().add("log-cell");
        width(lane, layout.lane());
        width(line, layout.line());
        width(frame, layout.frame());
        width(player, layout.player());
        width(type, layout.type());
        text.getStyleClass().add("log-text");
        text.setAlignment(Pos.CENTER_LEFT);
        HBox.setHgrow(text, Priority.ALWAYS);
        row = new HBox(lane, line, frame, player, type, text);
        row.setAlignment(Pos.CENTER_LEFT);
        row.setFillHeight(true);
        font = fontStyle(layout);
        row.getChildren().forEach(node -> ((javafx.scene.layout.Region) node).setStyle(font));
        setContentDisplay(ContentDisplay.GRAPHIC_ONLY);
        setPrefHeight(layout.rowHeight());
        plain.setTextOverrun(OverrunStyle.CLIP);
        plain.setMinWidth(Label.USE_PREF_SIZE);
    }

    private static String fontStyle(ColumnLayout layout) {
        return "-fx-font-family: \"" + layout.font().getFamily() + "\"; -fx-font-size: " + layout.font().getSize()
                + "px;";
    }

    private static Label column(String styleClass, Pos alignment) {
        Label label = new Label();
        label.getStyleClass().add(styleClass);
        label.setAlignment(alignment);
        label.setTextOverrun(OverrunStyle.CLIP);
        return label;
    }

    private static void width(Label label, double width) {
        label.setMinWidth(width);
        label.setPrefWidth(width);
        label.setMaxWidth(width);
    }

    @Override
    protected void updateItem(Integer position, boolean empty) {
        super.updateItem(position, empty);
        DisplayLine shown = empty || position == null ? null : model.line(position);
        if (shown == null) {
            setGraphic(null);
            pseudoClassStateChanged(MARKED, false);
            return;
        }
        TypeLook look = model.typeLook(shown.typeId());
        String colour = look.colour();
        lane.setText(model.laneName(shown.lane()));
        int laneIndex = Math.min(shown.lane(), 7);
        if (laneIndex != laneClass) { // a style class change re-applies CSS: only when the lane differs
            lane.getStyleClass().setAll("label", "log-lane", "lane-" + laneIndex);
            laneClass = laneIndex;
        }
        line.setText(Integer.toString(shown.lineNumber() + 1));
        frame.setText(Integer.toString(shown.frame()));
        player.setText(shown.player() < 0 ? "" : Integer.toString(shown.player()));
        type.setText(shown.tagged() ? look.label() : "");
        if (!colour.equals(typeColour)) { // an inline style is parsed on every change
            type.setStyle(font + "-fx-text-fill: " + colour + ";");
            typeColour = colour;
        }
        pseudoClassStateChanged(UNTAGGED, !shown.tagged());
        pseudoClassStateChanged(MARKED, model.jumps().isMarked(shown.row()));
        fillText(shown.text(), colour);
        setGraphic(row);
    }

    private void fillText(String content, String colour) {
        String body = VisibleControls.of(content);
        Pattern pattern = model.search().patternProperty().get();
        Matcher matcher = pattern == null ? null : pattern.matcher(body);
        if (matcher == null || !hasVisibleHit(matcher, body)) {
            if (text.getChildren().size() != 1 || text.getChildren().get(0) != plain) {
                text.getChildren().setAll(plain);
            }
            plain.setText(body);
            if (!colour.equals(plainColour)) {
                plain.setStyle(font + "-fx-text-fill: " + colour + ";");
                plainColour = colour;
            }
            return;
        }
        matcher.reset();
        text.getChildren().clear();
        int start = 0;
        int found = 0;
        while (found < MAX_HIGHLIGHTS && matcher.find()) {
            if (matcher.end() == matcher.start()) {
                if (matcher.end() >= body.length()) {
                    break;
                }
                continue;
            }
            addSegment(body.substring(start, matcher.start()), colour, false);
            addSegment(body.substring(matcher.start(), matcher.end()), colour, true);
            start = matcher.end();
            found++;
        }
        addSegment(body.substring(start), colour, false);
    }

    /** @return whether the matcher finds a non-empty match in {@code body} (what {@link #fillText} highlights) */
    private static boolean hasVisibleHit(Matcher matcher, String body) {
        while (matcher.find()) {
            if (matcher.end() > matcher.start()) {
                return true;
            }
            if (matcher.end() >= body.length()) {
                return false;
            }
        }
        return false;
    }

    private void addSegment(String segment, String colour, boolean hit) {
        if (segment.isEmpty()) {
            return;
        }
        Label label = new Label(segment);
        label.setTextOverrun(OverrunStyle.CLIP);
        label.setMinWidth(Label.USE_PREF_SIZE);
        if (hit) {
            label.setStyle(font);
            label.getStyleClass().add("log-hit");
        } else {
            label.setStyle(font + "-fx-text-fill: " + colour + ";");
        }
        text.getChildren().add(label);
    }

    private static final javafx.css.PseudoClass UNTAGGED = javafx.css.PseudoClass.getPseudoClass("untagged");
    private static final javafx.css.PseudoClass MARKED = javafx.css.PseudoClass.getPseudoClass("marked");

    /** @return the text shown in the text column (for tests and copy) */
    String shownText() {
        StringBuilder builder = new StringBuilder();
        text.getChildren().forEach(node -> builder.append(((Label) node).getText()));
        return builder.toString();
    }
}
