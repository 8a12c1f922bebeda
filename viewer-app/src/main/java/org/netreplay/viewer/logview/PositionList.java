package org.netreplay.viewer.logview;

import java.util.Objects;
import javafx.collections.ObservableListBase;

/**
 * The list a {@code ListView} shows: the visible positions 0..size-1, computed on demand so 10 million rows cost
 * no heap. Immutable; a new filter gets a new list.
 */
final class PositionList extends ObservableListBase<Integer> {
    private final int size;

    PositionList(int size) {
        this.size = size;
    }

    @Override
    public Integer get(int index) {
        Objects.checkIndex(index, size);
        return index;
    }

    @Override
    public int size() {
        return size;
    }
}
