package org.netreplay.viewer.logview;

import java.util.regex.Pattern;
import org.netreplay.viewer.task.LatestOnly;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import org.netreplay.log.merge.FilteredRows;
import org.netreplay.log.merge.SearchHits;

/**
 * Runs the search bar's pattern over the visible rows of a {@link LogViewModel} in the background and holds the hits
 * (merged-log rows); keeps the hit count, the hit index and the overview strip's hit marks in step with them. A newer
 * search cancels the one running. Thread safety: FX thread only.
 */
final class HitSearch {
    private final LogViewModel model;
    private final ReadOnlyObjectWrapper<SearchHits> hits;
    private final LatestOnly searches;
    private boolean jumpAfterSearch;

    HitSearch(LogViewModel model) {
        this.model = model;
        this.hits = new ReadOnlyObjectWrapper<>(model, "hits");
        this.searches = new LatestOnly(model::start);
    }

    /** Searches the current visible rows for the current pattern (or clears the hits when there is none). */
    void run() {
        FilteredRows scope = model.rowsProperty().get();
        Pattern pattern = model.search().patternProperty().get();
        searches.cancel();
        if (scope == null || pattern == null) {
            hits.set(null);
            model.search().hitCount.set(-1);
            model.search().hitIndex.set(-1);
            model.showHitBuckets(null);
            return;
        }
        hits.set(null); // the old hits do not belong to the new search
        searches.submit("Searching", progressListener -> {
            SearchHits found = SearchHits.search(scope, pattern, progressListener);
            return new Searched(found, Overviews.hits(found, scope.source().rowCount()));
        }, result -> {
            if (model.rowsProperty().get() != scope) {
                return;
            }
            hits.set(result.hits());
            model.showHitBuckets(result.hitBuckets());
            model.search().hitCount.set(result.hits().size());
            model.jumps().updateHitIndex();
            if (jumpAfterSearch) {
                jumpAfterSearch = false;
                model.jumps().nextHit();
            }
        });
    }

    /**
     * Sets the query and selects the next hit after the selection: at once when the query is unchanged and searched,
     * else as soon as the search finishes.
     */
    void find(String query) {
        SearchViewModel search = model.search();
        boolean same = query.equals(search.queryProperty().get()) && hits.get() != null;
        if (same) {
            model.jumps().nextHit();
            return;
        }
        jumpAfterSearch = true;
        search.queryProperty().set(query);
        if (search.patternProperty().get() == null) {
            jumpAfterSearch = false;
        }
    }

    /** Cancels the running search. */
    void cancel() {
        searches.cancel();
    }

    /** Forgets the hits (the rows they belong to are being replaced). */
    void clearHits() {
        hits.set(null);
    }

    /** @return the hits of the current search, or null */
    ReadOnlyObjectProperty<SearchHits> hitsProperty() {
        return hits.getReadOnlyProperty();
    }

    private record Searched(SearchHits hits, int[] hitBuckets) {
    }
}
