package org.netreplay.viewer.logview;

import javafx.beans.value.ObservableStringValue;

/**
 * What the search bar's keys and buttons act on: one log view, or the active pane of a side by side. The query
 * itself is shared through {@link SearchViewModel}.
 */
public interface SearchCommands {
    /** Selects the next hit after the selection (F3, Enter on an unchanged query). */
    void nextHit();

    /** Selects the previous hit before the selection (Shift+F3, Shift+Enter). */
    void previousHit();

    /** Sets the query and goes to the next hit once it is searched (Enter). */
    void find(String query);

    /** @return the hit summary the bar shows, e.g. "3 / 1,204 hits" */
    ObservableStringValue summary();

    /** @return the commands of a single view */
    static SearchCommands of(LogViewModel model) {
        return new SearchCommands() {
            @Override
            public void nextHit() {
                model.jumps().nextHit();
            }

            @Override
            public void previousHit() {
                model.jumps().previousHit();
            }

            @Override
            public void find(String query) {
                model.find(query);
            }

            @Override
            public ObservableStringValue summary() {
                return model.search().summaryProperty();
            }
        };
    }
}
