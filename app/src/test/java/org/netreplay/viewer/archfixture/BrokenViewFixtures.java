package org.netreplay.viewer.archfixture;

/** Broken fixtures for the viewer rules. */
public final class BrokenViewFixtures {
    private BrokenViewFixtures() {
    }

    /** Holds a scene node (viewModelsOwnNoNodes). */
    public static final class NodeHoldingViewModel {
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

    /** Prints (noStandardStreamsOutsideCommandLines). */
    public static final class Printer {
        /** Prints a line. */
        public void print() {
            System.out.println("x");
        }
    }

    /** A view reading the log index directly (viewsGoThroughViewModels). */
    public static final class ReachingView {
        /** @return a log internal */
        public org.netreplay.log.index.LineColumns columns() {
            return null;
        }
    }

    /** The same view, excused with a reason: the rule lets it through. */
    @org.netreplay.viewer.common.ArchitectureException("fixture: shows that an annotated exception passes")
    public static final class ExcusedView {
        /** @return a log internal */
        public org.netreplay.log.index.LineColumns columns() {
            return null;
        }
    }
}
