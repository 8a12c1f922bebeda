package org.netreplay.viewer.logview;

import java.time.Duration;
import java.util.Collection;
import java.util.List;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.fxmisc.flowless.VirtualizedScrollPane;
import org.fxmisc.richtext.StyleClassedTextArea;
import org.fxmisc.richtext.event.MouseOverTextEvent;
import org.fxmisc.richtext.model.StyleSpans;
import org.fxmisc.richtext.model.StyleSpansBuilder;

/**
 * The line-detail pane under the log: the selected line whole (however long: the list draws only what fits), wrapped,
 * read-only but selectable and copyable, its parsed fields highlighted (alternating colours, the field's name on
 * hover), with a title naming its file, line, frame, player and type. A RichTextFX area in a Flowless scroll pane.
 * Thread safety: FX thread only.
 */
public final class LineDetailView {
    private final BorderPane view = new BorderPane();
    private final StyleClassedTextArea area = new StyleClassedTextArea();
    private final Label title = new Label();
    private final Label hovered = new Label();
    private LineDetail shown = LineDetail.NONE;

    /** @param model the pane's state */
    public LineDetailView(LineDetailViewModel model) {
        view.getStyleClass().add("line-detail");
        view.setId("lineDetail");
        area.setId("lineDetailText");
        area.setEditable(false);
        area.setWrapText(true);
        area.getStyleClass().add("line-detail-text");
        area.setStyle("-fx-font-family: \"" + org.netreplay.viewer.common.Fonts.monospaceFamily()
                + "\"; -fx-font-size: 12px;");
        title.setId("lineDetailTitle");
        title.getStyleClass().add("line-detail-title");
        title.setMinWidth(0);
        hovered.getStyleClass().add("line-detail-field");
        hovered.setMinWidth(Region.USE_PREF_SIZE);
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox bar = new HBox(8, title, spacer, hovered);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().add("line-detail-bar");
        view.setTop(bar);
        view.setCenter(new VirtualizedScrollPane<>(area));
        view.setMinHeight(0);
        area.setMouseOverTextDelay(Duration.ofMillis(200));
        area.addEventHandler(MouseOverTextEvent.MOUSE_OVER_TEXT_BEGIN, event -> hovered.setText(
                fieldAt(event.getCharacterIndex())));
        area.addEventHandler(MouseOverTextEvent.MOUSE_OVER_TEXT_END, event -> hovered.setText(""));
        model.detailProperty().addListener((obs, old, now) -> show(now));
        show(model.detailProperty().get());
    }

    private void show(LineDetail detail) {
        title.setText(detail.title());
        if (!detail.text().equals(shown.text())) {
            area.replaceText(detail.text());
            area.moveTo(0);
            area.requestFollowCaret();
        }
        shown = detail;
        if (!detail.text().isEmpty()) {
            area.setStyleSpans(0, styles(detail));
        }
    }

    /** @return the text's style runs: plain, then each field in one of two alternating colours */
    private static StyleSpans<Collection<String>> styles(LineDetail detail) {
        StyleSpansBuilder<Collection<String>> spans = new StyleSpansBuilder<>();
        int at = 0;
        int index = 0;
        for (LineDetail.Field field : detail.fields()) {
            spans.add(List.of(), field.start() - at);
            spans.add(List.of(index++ % 2 == 0 ? "field-a" : "field-b"), field.end() - field.start());
            at = field.end();
        }
        spans.add(List.of(), detail.text().length() - at);
        return spans.create();
    }

    private String fieldAt(int index) {
        for (LineDetail.Field field : shown.fields()) {
            if (index >= field.start() && index < field.end()) {
                return field.name() + " = " + shown.text().substring(field.start(), field.end());
            }
        }
        return "";
    }

    /** @return the pane's root */
    public Node view() {
        return view;
    }

    /** @return the text area (tests read its text and selection) */
    StyleClassedTextArea area() {
        return area;
    }
}
