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
import javafx.scene.paint.Color;
import javafx.scene.text.Text;
import org.netreplay.viewer.common.VisibleControls;

/**
 * One row of the log view: lane, line number (1-based), frame, player, type label and the text, coloured by type,
 * with search matches highlighted. Reads its line through the view model's bounded cache.
 */
final class LogLineCell extends ListCell<Integer> {
    private static final int MAX_HIGHLIGHTS = 20;
    private final LogViewModel model;
    private static final Color LINE_COLOUR = Color.web("#6f737a");
    private static final Color FRAME_COLOUR = Color.web("#9da0a8");
    private static final Color UNTAGGED_COLOUR = Color.web("#55575d");
    private final Text lane = column("log-lane");
    private final Text line = column("log-line");
    private final Text frame = column("log-frame");
    private final Text player = column("log-player");
    private final Text type = column("log-type");
    private final HBox text = new HBox();
    private final LogRow row;
    private final String font;
    private final javafx.scene.text.Font textFont;
    /** The one text segment of a line without a highlighted hit (most lines), reused from update to update. */
    private final Text plain = new Text();
    private String plainColour;
    private String typeColour;
    private int laneClass = -1;
    private boolean dimmed;

    LogLineCell(LogViewModel model, ColumnLayout layout) {
        this.model = model;
        getStyleClass().add("log-cell");
        text.getStyleClass().add("log-text");
        text.setAlignment(Pos.CENTER_LEFT);
        row = new LogRow(layout, text, new Text[] {lane, line, frame, player, type}, new int[] {-1, 1, 1, 0, -1});
        font = fontStyle(layout);
        textFont = layout.font();
        line.setFill(LINE_COLOUR);
        frame.setFill(FRAME_COLOUR);
        player.setFill(FRAME_COLOUR);
        setContentDisplay(ContentDisplay.GRAPHIC_ONLY);
        setPrefHeight(layout.rowHeight());
        plain.setFont(textFont);
    }

    private static String fontStyle(ColumnLayout layout) {
        return "-fx-font-family: \"" + layout.font().getFamily() + "\"; -fx-font-size: " + layout.font().getSize()
                + "px;";
    }

    private static Text column(String styleClass) {
        Text column = new Text();
        column.getStyleClass().add(styleClass);
        return column;
    }

    @Override
    protected void updateItem(Integer position, boolean empty) {
        super.updateItem(position, empty);
        DisplayLine shown = empty || position == null ? null : model.line(position);
        if (shown == null) { // blank, but with its row: see LogListView's blank rows
            for (Text column : new Text[] {lane, line, frame, player, type}) {
                column.setText("");
            }
            plain.setText("");
            if (text.getChildren().size() != 1 || text.getChildren().get(0) != plain) {
                text.getChildren().setAll(plain);
            }
            setGraphic(row);
            pseudoClassStateChanged(MARKED, false);
            pseudoClassStateChanged(BLANK, true);
            return;
        }
        TypeLook look = model.typeLook(shown.typeId());
        String colour = look.colour();
        lane.setText(model.laneName(shown.lane()));
        int laneIndex = Math.min(shown.lane(), 7);
        if (laneIndex != laneClass) {
            lane.setFill(org.netreplay.viewer.common.PeerColours.of(laneIndex)); // viewer.css's .lane-N palette
            laneClass = laneIndex;
        }
        line.setText(Integer.toString(shown.lineNumber() + 1));
        frame.setText(Integer.toString(shown.frame()));
        player.setText(shown.player() < 0 ? "" : Integer.toString(shown.player()));
        type.setText(shown.tagged() ? look.label() : "");
        if (!colour.equals(typeColour)) { // a colour is parsed only when it changes
            type.setFill(Color.web(colour));
            typeColour = colour;
        }
        if (dimmed == shown.tagged()) { // untagged lines (before the first tag) show their frame and player dimmed
            dimmed = !shown.tagged();
            frame.setFill(dimmed ? UNTAGGED_COLOUR : FRAME_COLOUR);
            player.setFill(dimmed ? UNTAGGED_COLOUR : FRAME_COLOUR);
        }
        pseudoClassStateChanged(BLANK, false);
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
                plain.setFill(Color.web(colour));
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
    /** A row without a line (the list's blank warm-up rows, the space below the last line): nothing is painted. */
    private static final javafx.css.PseudoClass BLANK = javafx.css.PseudoClass.getPseudoClass("blank");

    /** @return the text shown in the text column (for tests and copy) */
    String shownText() {
        StringBuilder builder = new StringBuilder();
        text.getChildren().forEach(node -> builder.append(node instanceof Text part ? part.getText()
                : ((Label) node).getText()));
        return builder.toString();
    }
}
