package org.netreplay.viewer.inspect;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.css.PseudoClass;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableRow;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.netreplay.viewer.prefs.ComfortPreferences;
import org.netreplay.viewer.task.FxTaskRunner;
import org.netreplay.viewer.testing.MemoryPreferences;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The inspector alone on hand-made states: what the tree, the message and the sparkline SHOW. */
@ExtendWith(ApplicationExtension.class)
class InspectorViewGuiTest {
    private FxTaskRunner runner;
    private InspectorViewModel model;
    private InspectorView view;

    private Stage stage;

    /** A stage of its own: the primary stage may still hold an earlier test class's window. */
    @Start
    void start(Stage primary) {
        stage = new Stage();
        runner = new FxTaskRunner(2);
        MemoryPreferences node = new MemoryPreferences();
        model = new InspectorViewModel(runner, new ComfortPreferences(node));
        view = new InspectorView(model, new ComfortPreferences(node), new SimpleBooleanProperty(true));
        Scene scene = new Scene((javafx.scene.Parent) view.view(), 700, 500);
        scene.getStylesheets().add(getClass().getResource("/org/netreplay/viewer/viewer.css").toExternalForm());
        scene.getStylesheets().add(getClass().getResource("/org/netreplay/viewer/viewer-inspect.css")
                .toExternalForm());
        stage.setScene(scene);
        stage.show();
    }

    @AfterEach
    void tearDown() throws Exception {
        org.testfx.api.FxToolkit.setupFixture(stage::hide);
        org.testfx.api.FxToolkit.cleanupStages();
        runner.close();
    }

    private void show(byte[] server, byte[] client, FxRobot robot) throws TimeoutException {
        robot.interact(() -> model.frameProperty().set(new InspectedFrame(812, TestStates.SCHEMA, server, client,
                "server · authoritative", "client 1 · confirmed", "The real game's session has one recording.")));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> model.tableProperty().get() != null
                && model.tableProperty().get().frame() == 812 && !model.busyProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** @return the shown rows' cells' texts, tab-separated, with "!" before rows marked as differing */
    private List<String> shownRows(FxRobot robot) {
        return org.netreplay.viewer.testing.InspectorRows.read(robot, view.tree());
    }

    @Test
    void theDifferingFieldIsShownRedWithBothValuesAndUnits(FxRobot robot) throws TimeoutException {
        byte[] server = TestStates.base();
        show(server, TestStates.withInt(server, 8, 31 * 256), robot);
        assertThat(robot.lookup("#inspectorMessage").queryAs(Label.class).getText())
                .isEqualTo("1 field differs at frame 812.");
        assertThat(view.tree().getColumns().get(1).getText()).isEqualTo("server · authoritative");
        assertThat(view.tree().getColumns().get(2).isVisible()).isTrue();
        robot.interact(() -> model.onlyDifferencesProperty().set(true));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> model.tableProperty().get().shownFields() == 1);
        WaitForAsyncUtils.waitForFxEvents();
        // an entity left with one field shows it on its own row
        assertThat(shownRows(robot)).containsExactly("player   (1 entity, 1 differ)",
                "!player[1].x\t30.5\t31\tpx\t+0.5");
    }

    /**
     * A float one ulp apart (1062.0 and the next float, 1062.0001): two different texts in the tree, the ulps, the
     * bits on demand, and the detail line in full however narrow the inspector is.
     */
    @Test
    void aOneUlpDifferenceShowsTwoTextsTheUlpAndTheBits(FxRobot robot) throws TimeoutException {
        byte[] server = TestStates.withInt(TestStates.base(), 20, Float.floatToRawIntBits(1062.0f));
        byte[] client = TestStates.withInt(server, 20, Float.floatToRawIntBits(Math.nextUp(1062.0f)));
        robot.interact(() -> stage.setWidth(300));
        show(server, client, robot);
        robot.interact(() -> model.onlyDifferencesProperty().set(true));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> model.tableProperty().get().shownFields() == 1);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(shownRows(robot)).containsExactly("enemy   (1 entity, 1 differ)",
                "!enemy[0].fx\t1062.0\t1062.0001\tpx\t+1 ulp");
        robot.interact(() -> view.tree().getSelectionModel().select(1));
        assertThat(robot.lookup("#inspectorDetail").queryAs(Label.class).getText()).isEqualTo(
                "enemy[0].fx: server · authoritative 1062.0 px · client 1 · confirmed 1062.0001 px · +1 ulp"
                        + " · bits 0x4484c000 | 0x4484c001");
        // every column is as wide as its text and heading: nothing is cut to "..."
        robot.interact(() -> {
            for (var column : view.tree().getColumns()) {
                String heading = column.getText().isEmpty() ? "Δ" : column.getText();
                assertThat(column.getWidth()).as(heading).isGreaterThanOrEqualTo(heading.length() * 6.0);
            }
        });
        assertThat(cutCells(robot)).isEmpty();
        robot.interact(() -> model.showBitsProperty().set(true));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(shownRows(robot)).contains("!enemy[0].fx\t1062.0\t1062.0001\tpx\t+1 ulp\t0x4484c000\t0x4484c001");
        assertThat(cutCells(robot)).isEmpty();
    }

    /**
     * @return the texts of the shown value cells that are drawn cut (their label's text is not the cell's text);
     *         a field's name may be cut in a narrow inspector (its tooltip and the detail line say it in full)
     */
    private List<String> cutCells(FxRobot robot) {
        List<String> cut = new ArrayList<>();
        robot.interact(() -> {
            for (javafx.scene.Node node : view.tree().lookupAll(".tree-table-cell")) {
                var cell = (javafx.scene.control.TreeTableCell<?, ?>) node;
                if (!cell.isVisible() || cell.getText() == null || cell.getText().isEmpty()
                        || "fieldColumn".equals(cell.getTableColumn().getId())) {
                    continue;
                }
                javafx.scene.text.Text drawn = (javafx.scene.text.Text) cell.lookup(".text");
                if (drawn != null && !drawn.getText().equals(cell.getText())) {
                    cut.add(cell.getText() + " drawn as " + drawn.getText());
                }
            }
        });
        return cut;
    }

    @Test
    void selectingAFieldShowsItsHistoryAndSelectsItsEntity(FxRobot robot) throws TimeoutException {
        byte[] server = TestStates.base();
        robot.interact(() -> model.setHistorySource((side, frame) -> TestStates.withInt(server, 8,
                (frame + (side == StateLookup.Side.CLIENT && frame > 812 ? 1 : 0)) * 256), 0, 2000));
        show(server, TestStates.withInt(server, 8, 31 * 256), robot);
        robot.interact(() -> {
            TreeItem<Object> player = view.tree().getRoot().getChildren().get(0);
            player.setExpanded(true);
            TreeItem<Object> p1 = player.getChildren().get(1);
            p1.setExpanded(true);
            view.tree().getSelectionModel().select(p1.getChildren().get(0));
        });
        assertThat(model.selectedEntityProperty().get()).isEqualTo(new EntityKey("player", 1));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> model.historyProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
        FieldHistory history = model.historyProperty().get();
        assertThat(history.from()).isEqualTo(772);
        assertThat(history.to()).isEqualTo(852);
        assertThat(history.differingFrames()).isEqualTo(40);
        assertThat(robot.lookup("#historyTitle").queryAs(Label.class).getText())
                .isEqualTo("player[1].x over frames 772–852 · differs on 40 of 81 frames");
    }

    /** Shows frame 812 with player[1].x differing, only the differences: that field alone, on its entity's row. */
    private void showOnlyTheOneDifference(FxRobot robot) throws TimeoutException {
        byte[] server = TestStates.base();
        show(server, TestStates.withInt(server, 8, 31 * 256), robot);
        robot.interact(() -> model.onlyDifferencesProperty().set(true));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> model.tableProperty().get().shownFields() == 1);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** @return the items of the context menus showing, in order */
    private static List<String> shownMenuItems(FxRobot robot) {
        List<String> items = new ArrayList<>();
        robot.interact(() -> robot.listWindows().stream()
                .filter(window -> window instanceof javafx.scene.control.ContextMenu && window.isShowing())
                .flatMap(window -> ((javafx.scene.control.ContextMenu) window).getItems().stream())
                .forEach(item -> items.add(item.getText())));
        return items;
    }

    @Test
    void aSecondaryClickOnAFieldRowOpensItsMenuAndItsIgnoreItemIgnoresTheField(FxRobot robot)
            throws TimeoutException {
        showOnlyTheOneDifference(robot);
        TreeTableRow<?> fieldRow = robot.lookup(".tree-table-row-cell").queryAllAs(TreeTableRow.class).stream()
                .filter(row -> !row.isEmpty() && row.getPseudoClassStates()
                        .contains(PseudoClass.getPseudoClass("differs"))) // player[1].x, on its entity's row
                .findFirst().orElseThrow();
        robot.rightClickOn(fieldRow);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(shownMenuItems(robot))
                .containsExactly("Ignore player[1].x", "Ignore x of every player", "Copy player[1].x");
        assertThat(model.ignoreRulesProperty().get().patterns()).doesNotContain("player[1].x");
        robot.clickOn("Ignore player[1].x");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.ignoreRulesProperty().get().patterns()).contains("player[1].x");
    }

    @Test
    void theMenuKeyOpensTheSelectedRowsMenu(FxRobot robot) throws TimeoutException {
        showOnlyTheOneDifference(robot);
        robot.interact(() -> {
            TreeItem<Object> group = view.tree().getRoot().getChildren().get(0);
            view.tree().getSelectionModel().select(group.getChildren().get(0)); // player[1] with its one field
            view.tree().requestFocus();
            // what the scene sends the focused control for the menu key or Shift+F10
            javafx.event.Event.fireEvent(view.tree(), new javafx.scene.input.ContextMenuEvent(
                    javafx.scene.input.ContextMenuEvent.CONTEXT_MENU_REQUESTED, 20, 20, 0, 0, true, null));
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(shownMenuItems(robot))
                .containsExactly("Ignore player[1].x", "Ignore x of every player", "Copy player[1].x");
    }

    @Test
    void anEntityChosenElsewhereIsSelectedInTheTree(FxRobot robot) throws TimeoutException {
        byte[] server = TestStates.base();
        show(server, server, robot);
        robot.interact(() -> model.selectedEntityProperty().set(new EntityKey("enemy", 0)));
        WaitForAsyncUtils.waitForFxEvents();
        Object selected = view.tree().getSelectionModel().getSelectedItem().getValue();
        assertThat(selected).isInstanceOf(InspectorTable.EntityRow.class);
        assertThat(((InspectorTable.EntityRow) selected).key()).isEqualTo(new EntityKey("enemy", 0));
    }

    @Test
    void withoutAClientTheInspectorSaysWhyAndShowsOneSide(FxRobot robot) throws TimeoutException {
        show(TestStates.base(), null, robot);
        assertThat(robot.lookup("#inspectorMessage").queryAs(Label.class).getText())
                .isEqualTo("The real game's session has one recording.");
        assertThat(view.tree().getColumns().get(2).isVisible()).isFalse();
        assertThat(shownRows(robot)).startsWith("player   (2 entities)", "player[0]")
                .anySatisfy(row -> assertThat(row).startsWith("x\t10\t").endsWith("px"));
    }

    /**
     * "Only differences" remembered from a session, then a lone recording: the tree shows every field (not an empty
     * tree and "0 fields"), the check box is greyed but keeps its choice, and the sentences say what is shown.
     */
    @Test
    void aLoneRecordingWithOnlyDifferencesRememberedShowsEveryFieldAndSaysSo(FxRobot robot) throws TimeoutException {
        robot.interact(() -> model.onlyDifferencesProperty().set(true));
        show(TestStates.base(), null, robot);
        assertThat(robot.lookup("#inspectorMessage").queryAs(Label.class).getText()).isEqualTo(
                "The real game's session has one recording. Every field is shown: Only differences needs two sides.");
        assertThat(robot.lookup("#inspectorSummary").queryAs(Label.class).getText())
                .isEqualTo("frame 812 · 10 fields");
        javafx.scene.control.CheckBox differences = robot.lookup("#onlyDifferences")
                .queryAs(javafx.scene.control.CheckBox.class);
        assertThat(differences.isDisabled()).isTrue();
        assertThat(differences.isSelected()).isTrue();
        assertThat(shownRows(robot)).startsWith("player   (2 entities)");
        byte[] server = TestStates.base();
        robot.interact(() -> model.frameProperty().set(new InspectedFrame(813, TestStates.SCHEMA, server,
                TestStates.withInt(server, 8, 31 * 256), "server", "client 1", "")));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> model.tableProperty().get().frame() == 813
                && !model.busyProperty().get());
        WaitForAsyncUtils.waitForFxEvents(); // two sides again: the choice applies
        assertThat(differences.isDisabled()).isFalse();
        assertThat(model.tableProperty().get().shownFields()).isEqualTo(1);
    }
}
