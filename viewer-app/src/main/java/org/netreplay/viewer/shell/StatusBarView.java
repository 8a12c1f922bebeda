package org.netreplay.viewer.shell;

import javafx.beans.binding.Bindings;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Separator;
import org.controlsfx.control.StatusBar;
import org.netreplay.viewer.logview.LogViewModel;
import org.netreplay.viewer.logview.StatusTexts;

/**
 * The status bar: on the left the running work (opening, filtering, indexing the rest of a progressively opened
 * log) or the latest hint, with a progress bar; on the right the files,
 * visible/total lines, what is on screen (lines, frames, seconds) and the session's frames.
 */
final class StatusBarView {
    private final StatusBar bar = new StatusBar();

    StatusBarView(MainViewModel model) {
        LogViewModel log = model.log();
        StatusTexts texts = log.status();
        bar.setId("statusBar");
        bar.setTooltip(wholeText(bar.textProperty())); // the hint or the running work, in full
        Label hint = new Label("Ready — F1 lists the keys");
        hint.setId("statusHint");
        log.noticeProperty().addListener((obs, old, now) -> {
            if (!now.isEmpty()) {
                hint.setText(now);
            }
        });
        bar.textProperty().bind(Bindings.createStringBinding(() -> {
            if (model.openingProperty().get()) {
                return model.openActivityProperty().get();
            }
            if (log.busyProperty().get()) {
                return log.activityProperty().get();
            }
            return model.indexingProperty().get() ? model.openActivityProperty().get() : hint.getText();
        }, model.openingProperty(), model.indexingProperty(), model.openActivityProperty(), log.busyProperty(),
                log.activityProperty(), hint.textProperty()));
        bar.progressProperty().bind(Bindings.createDoubleBinding(() -> {
            if (model.openingProperty().get()) {
                return model.openProgressProperty().get();
            }
            if (log.busyProperty().get()) {
                return log.progressProperty().get();
            }
            return model.indexingProperty().get() ? model.openProgressProperty().get() : 0.0;
        }, model.openingProperty(), model.indexingProperty(), model.openProgressProperty(), log.busyProperty(),
                log.progressProperty()));
        Label desync = item("statusDesync", model.timeline().summaryProperty());
        desync.getStyleClass().add("status-desync");
        desync.setMinWidth(80); // ellipsised before it widens the window
        desync.setMaxWidth(520);
        model.timeline().dataProperty().addListener((obs, old, now) -> desync.pseudoClassStateChanged(
                javafx.css.PseudoClass.getPseudoClass("diverged"), now != null && now.first() != null));
        Label following = new Label("● following");
        following.setId("statusFollowing");
        following.getStyleClass().add("status-following");
        following.visibleProperty().bind(model.session().followProperty());
        following.managedProperty().bind(following.visibleProperty());
        Label corrections = item("statusCorrections", model.corrections().summaryProperty());
        corrections.setMinWidth(0);
        corrections.setMaxWidth(460);
        Separator afterCorrections = separator();
        corrections.visibleProperty().bind(model.corrections().summaryProperty().isNotEmpty());
        corrections.managedProperty().bind(corrections.visibleProperty());
        afterCorrections.visibleProperty().bind(corrections.visibleProperty());
        afterCorrections.managedProperty().bind(corrections.visibleProperty());
        bar.getRightItems().addAll(following, corrections, afterCorrections, desync, separator(), item("statusFiles", filesOrRecording(model, texts)), separator(),
                item("statusLines", linesOfEveryPane(model, texts)), separator(), item("statusShown", texts.shownProperty()),
                separator(), item("statusSession", texts.sessionFramesProperty()));
    }

    /**
     * The session's files, or with no log open but a recording replayed (a lone {@code .gm}) the recording's title
     * instead of "No session open".
     */
    static javafx.beans.value.ObservableStringValue filesOrRecording(MainViewModel model, StatusTexts texts) {
        org.netreplay.viewer.replay.ReplayPageModel replay = model.replay();
        return Bindings.createStringBinding(() -> model.log().sessionProperty().get() == null
                        && replay.sourcesProperty().get() != null && !replay.titleProperty().get().isEmpty()
                        ? "Replaying " + replay.titleProperty().get() + " (a recording alone: no logs)"
                        : texts.filesProperty().get(),
                model.log().sessionProperty(), replay.sourcesProperty(), replay.titleProperty(),
                texts.filesProperty());
    }

    /** The main view's "visible of total lines", or side by side the sum over every pane. */
    private static javafx.beans.value.ObservableStringValue linesOfEveryPane(MainViewModel model, StatusTexts texts) {
        SideBySide sideBySide = model.sideBySide();
        return Bindings.createStringBinding(() -> sideBySide.panes().size() > 1
                        && !sideBySide.linesTextProperty().get().isEmpty()
                        ? sideBySide.linesTextProperty().get() : texts.linesProperty().get(),
                sideBySide.panes(), sideBySide.linesTextProperty(), texts.linesProperty());
    }

    private static Label item(String id, javafx.beans.value.ObservableStringValue text) {
        Label label = new Label();
        label.setId(id);
        label.getStyleClass().add("status-item");
        label.textProperty().bind(text);
        label.setTooltip(wholeText(text));
        return label;
    }

    /** @return a tooltip with the whole of an item's text (items are cut with an ellipsis), none while it is empty */
    private static javafx.scene.control.Tooltip wholeText(javafx.beans.value.ObservableStringValue text) {
        javafx.scene.control.Tooltip tip = new javafx.scene.control.Tooltip();
        tip.textProperty().bind(text);
        tip.setWrapText(true);
        tip.setMaxWidth(640);
        return tip;
    }

    private static Separator separator() {
        return new Separator(Orientation.VERTICAL);
    }

    /** @return the bar's node */
    Node view() {
        return bar;
    }
}
