package org.netreplay.viewer.filter;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.netreplay.log.merge.LineFilter;
import org.netreplay.log.LogGroup;
import org.netreplay.log.LogType;
import org.netreplay.log.LogTypeRegistry;
import org.netreplay.log.LogTypes;
import org.netreplay.viewer.common.TypeLook;

/**
 * What the category panel shows and edits: per-type, per-player and per-lane visibility, and a frame range. Every
 * change recomputes {@link #filterProperty()} once (bulk changes such as "all" are batched).
 * Thread safety: FX thread only.
 */
public final class FilterViewModel {
    private final LogTypeRegistry registry;
    private final BitSet visibleTypes = new BitSet();
    private int playerMask = 0xFF;
    private final BooleanProperty showUntagged = new SimpleBooleanProperty(this, "showUntagged", true);
    private final ObservableList<TypeEntry> types = FXCollections.observableArrayList();
    private final ObservableList<PlayerEntry> players = FXCollections.observableArrayList();
    private final ObservableList<PlayerEntry> lanes = FXCollections.observableArrayList();
    private final IntegerProperty minFrame = new SimpleIntegerProperty(this, "minFrame", 0);
    private final IntegerProperty maxFrame = new SimpleIntegerProperty(this, "maxFrame", 0);
    private final ReadOnlyIntegerWrapper firstFrame = new ReadOnlyIntegerWrapper(this, "firstFrame", 0);
    private final ReadOnlyIntegerWrapper lastFrame = new ReadOnlyIntegerWrapper(this, "lastFrame", 0);
    private final ReadOnlyObjectWrapper<CategoryTree> tree =
            new ReadOnlyObjectWrapper<>(this, "tree", new CategoryTree(List.of()));
    private final ReadOnlyObjectWrapper<LineFilter> filter =
            new ReadOnlyObjectWrapper<>(this, "filter", LineFilter.all());
    private boolean batching;

    /**
     * @param registry      the log types (labels, keys, default visibility)
     * @param hiddenTypes   type ids the user hid last time, or null for the registry defaults
     * @param hiddenPlayers players the user hid last time, or null for none
     */
    public FilterViewModel(LogTypeRegistry registry, BitSet hiddenTypes, BitSet hiddenPlayers) {
        this.registry = registry;
        for (int id = 0; id <= LogTypes.MAX_TYPE_ID; id++) {
            visibleTypes.set(id, hiddenTypes == null ? registry.type(id).defaultVisible() : !hiddenTypes.get(id));
        }
        if (hiddenPlayers != null) {
            hiddenPlayers.stream().filter(p -> p < LogTypes.MAX_PLAYERS).forEach(p -> playerMask &= ~(1 << p));
        }
        showUntagged.addListener((obs, old, now) -> recompute());
        minFrame.addListener((obs, old, now) -> recompute());
        maxFrame.addListener((obs, old, now) -> recompute());
        recompute();
    }

    /**
     * Lists what a newly opened session holds; keeps the user's type and player choices.
     *
     * @param typeCounts   tagged lines per type id
     * @param playerCounts tagged lines per player
     * @param laneNames    short lane names
     * @param laneLines    lines per lane
     * @param lanesShown   whether each lane starts visible
     * @param first        first frame of the session
     * @param last         last frame of the session
     */
    public void setSession(Map<Integer, Long> typeCounts, Map<Integer, Long> playerCounts, List<String> laneNames,
                           List<Integer> laneLines, List<Boolean> lanesShown, int first, int last) {
        setSession(CategoryTree.of(registry, typeCounts, id -> TypeLook.colourOf(registry.type(id))), typeCounts,
                playerCounts, laneNames, laneLines, lanesShown, first, last);
    }

    /**
     * Lists what a newly opened session holds, with its type tree prepared off the FX thread (see
     * {@link CategoryTree#of}); keeps the user's type and player choices.
     *
     * @param prepared     the type tree of {@code typeCounts}
     * @param typeCounts   tagged lines per type id
     * @param playerCounts tagged lines per player
     * @param laneNames    short lane names
     * @param laneLines    lines per lane
     * @param lanesShown   whether each lane starts visible
     * @param first        first frame of the session
     * @param last         last frame of the session
     */
    public void setSession(CategoryTree prepared, Map<Integer, Long> typeCounts, Map<Integer, Long> playerCounts,
                           List<String> laneNames, List<Integer> laneLines, List<Boolean> lanesShown, int first,
                           int last) {
        batch(() -> {
            List<TypeEntry> entries = new ArrayList<>();
            typeCounts.forEach((id, count) -> entries.add(typeEntry(registry.type(id), count)));
            entries.sort(Comparator.comparing((TypeEntry e) -> e.type().group()).thenComparing(e -> e.type().id()));
            types.setAll(entries);
            List<PlayerEntry> playerEntries = new ArrayList<>();
            boolean singlePlayer = laneNames.stream().noneMatch(name -> name.matches("(srv|c[1-7]|csv)(#\\d+)?"))
                    && playerCounts.keySet().stream().noneMatch(p -> p > 0);
            for (int p = 0; p < LogTypes.MAX_PLAYERS; p++) {
                int player = p;
                PlayerEntry entry = new PlayerEntry(p, p == 0 ? (singlePlayer ? "0 player" : "0 server")
                        : p + " client",
                        playerCounts.getOrDefault(p, 0L), (playerMask & (1 << p)) != 0);
                entry.visibleProperty().addListener((obs, old, now) -> {
                    playerMask = now ? playerMask | (1 << player) : playerMask & ~(1 << player);
                    recompute();
                });
                playerEntries.add(entry);
            }
            players.setAll(playerEntries);
            List<PlayerEntry> laneEntries = new ArrayList<>();
            for (int lane = 0; lane < laneNames.size(); lane++) {
                PlayerEntry entry = new PlayerEntry(lane, laneNames.get(lane), laneLines.get(lane),
                        lanesShown.get(lane));
                entry.visibleProperty().addListener((obs, old, now) -> recompute());
                laneEntries.add(entry);
            }
            lanes.setAll(laneEntries);
            tree.set(prepared);
            firstFrame.set(first);
            lastFrame.set(last);
            minFrame.set(first);
            maxFrame.set(last);
        });
    }

    /**
     * Updates the counts and frames of the open session after it grew (a progressive open's full index replacing
     * its head, a followed session's files growing); keeps each lane's visibility (lanes matched by name; a lane that
     * joined starts as {@code lanesShown} says) and a narrowed frame range, and widens a range that covered the whole
     * old session to the whole new one.
     *
     * @param prepared     the type tree of {@code typeCounts} (see {@link CategoryTree#of})
     * @param typeCounts   tagged lines per type id
     * @param playerCounts tagged lines per player
     * @param laneNames    short lane names
     * @param laneLines    lines per lane
     * @param lanesShown   whether each lane starts visible (for lanes that joined)
     * @param first        first frame of the session
     * @param last         last frame of the session
     */
    public void updateSession(CategoryTree prepared, Map<Integer, Long> typeCounts,
                              Map<Integer, Long> playerCounts, List<String> laneNames, List<Integer> laneLines,
                              List<Boolean> lanesShown, int first, int last) {
        int oldFirst = firstFrame.get();
        int oldLast = lastFrame.get();
        int low = minFrame.get();
        int high = maxFrame.get();
        List<Boolean> shown = new ArrayList<>();
        for (int lane = 0; lane < laneNames.size(); lane++) {
            String name = laneNames.get(lane);
            shown.add(lanes.stream().filter(entry -> entry.label().equals(name)).findFirst()
                    .map(entry -> entry.visibleProperty().get()).orElse(lanesShown.get(lane)));
        }
        batch(() -> {
            setSession(prepared, typeCounts, playerCounts, laneNames, laneLines, shown, first, last);
            minFrame.set(low <= oldFirst ? first : Math.max(first, low));
            maxFrame.set(high >= oldLast ? last : Math.min(last, high));
        });
    }

    private TypeEntry typeEntry(LogType type, long count) {
        TypeEntry entry = new TypeEntry(type, count, visibleTypes.get(type.id()));
        entry.visibleProperty().addListener((obs, old, now) -> {
            visibleTypes.set(type.id(), now);
            recompute();
        });
        return entry;
    }

    /**
     * Toggles every type whose game-viewer key is {@code key} (B X P K D C T N O, case-insensitive).
     *
     * @return whether any type of the session has that key
     */
    public boolean toggleTypeKey(char key) {
        char upper = Character.toUpperCase(key);
        List<TypeEntry> matching = types.stream()
                .filter(e -> e.type().key() != null && Character.toUpperCase(e.type().key()) == upper).toList();
        if (matching.isEmpty()) {
            return false;
        }
        boolean show = matching.stream().noneMatch(e -> e.visibleProperty().get());
        batch(() -> matching.forEach(e -> e.visibleProperty().set(show)));
        return true;
    }

    /** Toggles player {@code player} (0..7); other numbers are ignored. */
    public void togglePlayer(int player) {
        if (player >= 0 && player < players.size()) {
            BooleanProperty visible = players.get(player).visibleProperty();
            visible.set(!visible.get());
        }
    }

    /** Shows or hides type {@code typeId} (a type not in the session is ignored). */
    public void setTypeVisible(int typeId, boolean visible) {
        types.stream().filter(e -> e.type().id() == typeId).forEach(e -> e.visibleProperty().set(visible));
    }

    /** Shows type {@code typeId} and hides every other type. */
    public void showOnlyType(int typeId) {
        batch(() -> types.forEach(e -> e.visibleProperty().set(e.type().id() == typeId)));
    }

    /** Shows or hides player {@code player} (0..7). */
    public void setPlayerVisible(int player, boolean visible) {
        if (player >= 0 && player < players.size()) {
            players.get(player).visibleProperty().set(visible);
        }
    }

    /** Shows or hides lane {@code lane}. */
    public void setLaneVisible(int lane, boolean visible) {
        if (lane >= 0 && lane < lanes.size()) {
            lanes.get(lane).visibleProperty().set(visible);
        }
    }

    /** Shows or hides every listed type. */
    public void setAllTypes(boolean visible) {
        batch(() -> types.forEach(e -> e.visibleProperty().set(visible)));
    }

    /** Shows or hides every listed type of {@code group}. */
    public void setGroup(LogGroup group, boolean visible) {
        batch(() -> types.stream().filter(e -> e.type().group() == group)
                .forEach(e -> e.visibleProperty().set(visible)));
    }

    /** Shows or hides every player. */
    public void setAllPlayers(boolean visible) {
        batch(() -> players.forEach(e -> e.visibleProperty().set(visible)));
    }

    /** Sets the visible frame range (inclusive), clamped to the session. */
    public void setFrameRange(int from, int to) {
        int low = Math.max(firstFrame.get(), Math.min(from, to));
        int high = Math.min(lastFrame.get(), Math.max(from, to));
        batch(() -> {
            minFrame.set(low);
            maxFrame.set(high);
        });
    }

    /** Shows the whole session's frames again. */
    public void resetFrameRange() {
        setFrameRange(firstFrame.get(), lastFrame.get());
    }

    /** @return the filter built from the current choices (no text pattern) */
    public ReadOnlyObjectProperty<LineFilter> filterProperty() {
        return filter.getReadOnlyProperty();
    }

    /** @return the type tree of the session, prepared for the category panel */
    public ReadOnlyObjectProperty<CategoryTree> treeProperty() {
        return tree.getReadOnlyProperty();
    }

    /** @return the types present in the session, ordered by group then id */
    public ObservableList<TypeEntry> types() {
        return types;
    }

    /** @return players 0..7 */
    public ObservableList<PlayerEntry> players() {
        return players;
    }

    /** @return the lanes (source files) */
    public ObservableList<PlayerEntry> lanes() {
        return lanes;
    }

    /** @return whether lines before the first tagged line of a file are shown */
    public BooleanProperty showUntaggedProperty() {
        return showUntagged;
    }

    /** @return the smallest visible frame */
    public IntegerProperty minFrameProperty() {
        return minFrame;
    }

    /** @return the largest visible frame */
    public IntegerProperty maxFrameProperty() {
        return maxFrame;
    }

    /** @return the session's first frame */
    public ReadOnlyIntegerProperty firstFrameProperty() {
        return firstFrame.getReadOnlyProperty();
    }

    /** @return the session's last frame */
    public ReadOnlyIntegerProperty lastFrameProperty() {
        return lastFrame.getReadOnlyProperty();
    }

    /** @return type ids currently hidden (for the preferences) */
    public BitSet hiddenTypes() {
        BitSet hidden = new BitSet();
        hidden.set(0, LogTypes.MAX_TYPE_ID + 1);
        hidden.andNot(visibleTypes);
        return hidden;
    }

    /** @return players currently hidden (for the preferences) */
    public BitSet hiddenPlayers() {
        BitSet hidden = new BitSet();
        for (int p = 0; p < LogTypes.MAX_PLAYERS; p++) {
            if ((playerMask & (1 << p)) == 0) {
                hidden.set(p);
            }
        }
        return hidden;
    }

    private void batch(Runnable changes) {
        boolean outer = !batching;
        batching = true;
        try {
            changes.run();
        } finally {
            if (outer) {
                batching = false;
                recompute();
            }
        }
    }

    private void recompute() {
        if (batching) {
            return;
        }
        long laneMask = -1L;
        for (PlayerEntry lane : lanes) {
            if (!lane.visibleProperty().get() && lane.number() < Long.SIZE) {
                laneMask &= ~(1L << lane.number());
            }
        }
        int low = lanes.isEmpty() ? Integer.MIN_VALUE : minFrame.get();
        int high = lanes.isEmpty() ? Integer.MAX_VALUE : maxFrame.get();
        if (low <= firstFrame.get()) {
            low = Integer.MIN_VALUE;
        }
        if (high >= lastFrame.get()) {
            high = Integer.MAX_VALUE;
        }
        filter.set(new LineFilter(visibleTypes, showUntagged.get(), playerMask, low, high, laneMask, null));
    }
}
