package org.netreplay.viewer.logview;

import java.util.Objects;
import javafx.collections.ObservableListBase;

/**
 * The list a {@code ListView} shows: the visible positions 0..size-1, computed on demand so 10 million rows cost
 * no heap. Immutable; a new filter gets a new list. Equal only to itself: {@code List.equals} would walk two lists of
 * millions of boxed positions on the FX thread each time the list view's items change (a 300–800 ms stall on 17 M
 * rows), and a new filter must always count as a change.
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

    @Override
    public boolean equals(Object other) {
        return this == other;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(this);
    }
}
