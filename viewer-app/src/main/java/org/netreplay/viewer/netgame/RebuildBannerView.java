package org.netreplay.viewer.netgame;

import javafx.collections.ListChangeListener;
import javafx.css.PseudoClass;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The replay page's line about the netgame rebuild: while it runs, a progress bar, the sentence and ✕ to stop it;
 * then the verdict (green when verified, yellow when everything compared matched but a peer could not be compared
 * whole, red when a number differs, orange when it failed or was stopped) with a
 * Details toggle that lists where things end early and, per peer, what was compared and what was not. Hidden for
 * sessions that are not a real netgame.
 */
public final class RebuildBannerView {
    private static final PseudoClass VERIFIED = PseudoClass.getPseudoClass("verified");
    private static final PseudoClass NOT_VERIFIED = PseudoClass.getPseudoClass("not-verified");
    private static final PseudoClass PARTLY = PseudoClass.getPseudoClass("partly-verified");
    private static final PseudoClass PROBLEM = PseudoClass.getPseudoClass("problem");
    private final VBox box = new VBox(2);

    /** @param model the rebuild's state */
    public RebuildBannerView(NetgameRebuildViewModel model) {
        box.setId("netgameBanner");
        box.getStyleClass().add("netgame-banner");
        ProgressBar progress = new ProgressBar();
        progress.setId("netgameProgress");
        progress.setPrefWidth(120);
        progress.setMinWidth(80);
        progress.progressProperty().bind(model.progressProperty());
        Button stop = new Button("✕");
        stop.setId("netgameStop");
        stop.setFocusTraversable(false);
        stop.setTooltip(new Tooltip("Stop rebuilding (the server's recording stays replayed)"));
        stop.setOnAction(event -> model.stop());
        Label headline = new Label();
        headline.setId("netgameHeadline");
        headline.getStyleClass().add("netgame-headline");
        headline.setWrapText(true);
        headline.textProperty().bind(model.headlineProperty());
        HBox.setHgrow(headline, Priority.ALWAYS);
        headline.setMaxWidth(Double.MAX_VALUE);
        ToggleButton more = new ToggleButton("Details");
        more.setId("netgameDetails");
        more.setFocusTraversable(false);
        more.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        more.setTooltip(new Tooltip("What was compared per peer, what was not, and where anything ends early"));
        HBox top = new HBox(6, progress, stop, headline, more);
        top.setAlignment(Pos.CENTER_LEFT);
        Label ends = new Label();
        ends.setId("netgameEnds");
        ends.getStyleClass().add("netgame-detail");
        ends.setWrapText(true);
        VBox all = new VBox(1);
        all.setId("netgameAllDetails");
        box.getChildren().addAll(top, ends, all);
        Runnable refresh = () -> {
            NetgameRebuildViewModel.Phase phase = model.phaseProperty().get();
            boolean shown = phase != NetgameRebuildViewModel.Phase.NONE;
            box.setVisible(shown);
            box.setManaged(shown);
            boolean running = phase == NetgameRebuildViewModel.Phase.REBUILDING;
            progress.setVisible(running);
            progress.setManaged(running);
            stop.setVisible(running);
            stop.setManaged(running);
            more.setVisible(!model.details().isEmpty());
            more.setManaged(!model.details().isEmpty());
            headline.pseudoClassStateChanged(VERIFIED, phase == NetgameRebuildViewModel.Phase.VERIFIED);
            headline.pseudoClassStateChanged(NOT_VERIFIED, phase == NetgameRebuildViewModel.Phase.NOT_VERIFIED);
            headline.pseudoClassStateChanged(PARTLY, phase == NetgameRebuildViewModel.Phase.PARTLY_VERIFIED);
            headline.pseudoClassStateChanged(PROBLEM, phase == NetgameRebuildViewModel.Phase.FAILED
                    || phase == NetgameRebuildViewModel.Phase.STOPPED);
            // the sentences about frames that end early are always shown; the rest with Details
            String early = String.join(" ", model.details().stream().filter(RebuildBannerView::endsEarly).toList());
            ends.setText(early);
            ends.setVisible(!early.isEmpty());
            ends.setManaged(!early.isEmpty());
            all.getChildren().setAll(model.details().stream().filter(d -> !endsEarly(d)).map(d -> {
                Label line = new Label("· " + d);
                line.getStyleClass().add("netgame-detail");
                line.setWrapText(true);
                return (Node) line;
            }).toList());
            all.setVisible(more.isSelected());
            all.setManaged(more.isSelected());
        };
        model.phaseProperty().addListener((obs, old, now) -> refresh.run());
        model.details().addListener((ListChangeListener<String>) change -> refresh.run());
        more.selectedProperty().addListener((obs, old, now) -> refresh.run());
        refresh.run();
    }

    /** @return whether a detail sentence says that something ends before the logs do */
    static boolean endsEarly(String sentence) {
        return sentence.contains(" ends at frame ") || sentence.startsWith("The server's rebuild stopped")
                || sentence.contains("has no rebuilt frame");
    }

    /** @return the banner's node (for the replay page's header) */
    public Node view() {
        return box;
    }
}
