package org.netreplay.log.archfixture;

/** Broken fixture: JavaFX observable state outside the viewer, whatever its name (viewModelsLiveInTheViewer). */
public final class MisplacedViewModel {
    /** @return observable state in a core module */
    public javafx.beans.property.BooleanProperty loading() {
        return null;
    }
}
