package org.netreplay.viewer.archfixture;

/** Broken fixtures for the viewer rules. */
public final class BrokenViewFixtures {
    private BrokenViewFixtures() {
    }

    /** Holds observable state and a scene node (viewModelsOwnNoNodes). */
    public static final class NodeHoldingViewModel {
        /** The view model's state. */
        public final javafx.beans.property.BooleanProperty busy = new javafx.beans.property.SimpleBooleanProperty();
        /** A node in a view model. */
        public javafx.scene.Node node;
    }

    /** Calls Platform.runLater outside viewer.task (onlyTaskPackageUsesRunLater). */
    public static final class RunLaterCaller {
        /** Posts to the FX thread directly. */
        public void post() {
            javafx.application.Platform.runLater(() -> { });
        }
    }

    /** Prints (onlyCommandLinesPrint). */
    public static final class Printer {
        /** Prints a line. */
        public void print() {
            System.out.println("x");
        }
    }

    /**
     * Holds JavaFX observable state and a node, and is not named like a view model (viewModelsOwnNoNodes goes by
     * role).
     */
    public static final class SelectionState {
        /** The selected row. */
        public final javafx.beans.property.IntegerProperty row = new javafx.beans.property.SimpleIntegerProperty();
        /** A node in a view model. */
        public javafx.scene.Node highlight;
    }

    /** A canvas, not named like a view, reading the log's filtered rows (uiClassesGoThroughViewModels). */
    public static final class RowsCanvas extends javafx.scene.canvas.Canvas {
        /** @return a log internal */
        public org.netreplay.log.merge.FilteredRows rows() {
            return null;
        }
    }

    /** A window subclass reading the replay engine's schema (uiClassesGoThroughViewModels). */
    public static final class SchemaStage extends javafx.stage.Stage {
        /** @return a replay internal */
        public org.netreplay.replay.spi.StateSchema schema() {
            return null;
        }
    }

    /** Not a node itself: it makes a window and fills it from the log's status table (uiClassesGoThroughViewModels). */
    public static final class TableWindowOwner {
        /** Opens the window. */
        public void open() {
            javafx.stage.Stage stage = new javafx.stage.Stage();
            stage.setUserData(table());
        }

        private org.netreplay.log.csv.StatusTable table() {
            return null;
        }
    }

    /** A view reading the log index directly (uiClassesGoThroughViewModels). */
    public static final class ReachingView extends javafx.scene.layout.Region {
        /** @return a log internal */
        public org.netreplay.log.index.LineColumns columns() {
            return null;
        }
    }

    /** The same view, excused with a reason: the rule lets it through. */
    @org.netreplay.viewer.common.ArchitectureException("fixture: shows that an annotated exception passes")
    public static final class ExcusedView extends javafx.scene.layout.Region {
        /** @return a log internal */
        public org.netreplay.log.index.LineColumns columns() {
            return null;
        }

        /** A part of the excused view: the reason on the enclosing class covers it. */
        public static final class Part extends javafx.scene.layout.Region {
            /** @return a log internal */
            public org.netreplay.log.index.LineColumns columns() {
                return null;
            }
        }
    }
}
