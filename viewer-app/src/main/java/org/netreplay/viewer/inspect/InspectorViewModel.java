package org.netreplay.viewer.inspect;

import java.util.Objects;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.property.SimpleStringProperty;
import org.netreplay.viewer.prefs.ComfortPreferences;
import org.netreplay.viewer.prefs.IgnoreRules;
import org.netreplay.viewer.task.LatestOnly;
import org.netreplay.viewer.task.TaskRunner;

/**
 * The state inspector's state: the two states at the cursor's frame (set by the replay page), the check boxes
 * "only differences" and "only this entity", the selected entity (shared with the replay canvas: selecting on
 * either side selects on the other), the ignore rules (remembered), and what the view shows — the
 * {@link InspectorTable} and the selected field's {@link FieldHistory} — both made in the background, the newest
 * request winning. Thread safety: FX thread only.
 */
public final class InspectorViewModel {
    private static final System.Logger LOG = System.getLogger(InspectorViewModel.class.getName());
    private final ObjectProperty<InspectedFrame> frame = new SimpleObjectProperty<>(this, "frame");
    private final BooleanProperty onlyDifferences = new SimpleBooleanProperty(this, "onlyDifferences", false);
    private final BooleanProperty onlyThisEntity = new SimpleBooleanProperty(this, "onlyThisEntity", false);
    private final BooleanProperty showBits = new SimpleBooleanProperty(this, "showBits", false);
    private final ObjectProperty<EntityKey> selectedEntity = new SimpleObjectProperty<>(this, "selectedEntity");
    private final StringProperty selectedField = new SimpleStringProperty(this, "selectedField", "");
    private final ObjectProperty<IgnoreRules> ignoreRules =
            new SimpleObjectProperty<>(this, "ignoreRules", IgnoreRules.NONE);
    private final ReadOnlyObjectWrapper<InspectorTable> table = new ReadOnlyObjectWrapper<>(this, "table");
    private final ReadOnlyObjectWrapper<FieldHistory> history = new ReadOnlyObjectWrapper<>(this, "history");
    private final ReadOnlyStringWrapper historyMessage = new ReadOnlyStringWrapper(this, "historyMessage",
            "Select a field to see its history around the frame.");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy", false);
    private final LatestOnly tables;
    private final LatestOnly histories;
    private StateLookup lookup;
    private int firstFrame;
    private int lastFrame = Integer.MAX_VALUE;
    private int radius = FieldHistories.DEFAULT_RADIUS;

    /**
     * @param runner      runs the table and history jobs off the FX thread
     * @param preferences where the ignore rules and check boxes are remembered, or null (tests)
     */
    public InspectorViewModel(TaskRunner runner, ComfortPreferences preferences) {
        tables = LatestOnly.on(runner, this::failed);
        histories = LatestOnly.on(runner, this::failed);
        if (preferences != null) {
            ignoreRules.set(preferences.ignoreRules());
            onlyDifferences.set(preferences.flag("inspector.onlyDifferences", false));
            ignoreRules.addListener((obs, old, now) -> preferences.setIgnoreRules(now));
            onlyDifferences.addListener((obs, old, now) -> preferences.setFlag("inspector.onlyDifferences", now));
            showBits.set(preferences.flag("inspector.bits", false));
            showBits.addListener((obs, old, now) -> preferences.setFlag("inspector.bits", now));
        }
        frame.addListener((obs, old, now) -> {
            rebuild();
            readHistory();
        });
        onlyDifferences.addListener((obs, old, now) -> rebuild());
        onlyThisEntity.addListener((obs, old, now) -> rebuild());
        ignoreRules.addListener((obs, old, now) -> rebuild());
        selectedEntity.addListener((obs, old, now) -> {
            if (onlyThisEntity.get()) {
                rebuild();
            }
        });
        selectedField.addListener((obs, old, now) -> readHistory());
    }

    private void failed(String title, Exception error) {
        org.netreplay.viewer.common.Failures.log(LOG, title + " failed", error);
        busy.set(false);
        historyMessage.set(title + " failed: " + error.getMessage());
    }

    private void rebuild() {
        InspectedFrame shown = frame.get();
        if (shown == null) {
            tables.cancel();
            table.set(null);
            return;
        }
        IgnoreRules rules = ignoreRules.get();
        boolean differences = onlyDifferences.get();
        EntityKey entity = onlyThisEntity.get() ? selectedEntity.get() : null;
        boolean noEntity = onlyThisEntity.get() && entity == null;
        busy.set(true);
        tables.submit("Inspecting frame " + shown.frame(), progress -> noEntity
                ? InspectorTables.build(shown, rules, differences, new EntityKey("", -1))
                : InspectorTables.build(shown, rules, differences, entity), built -> {
                    busy.set(false);
                    table.set(noEntity ? withMessage(built, "Select an entity (in the tree or on the replay) "
                            + "to show only its fields.") : built);
                });
    }

    private static InspectorTable withMessage(InspectorTable table, String message) {
        return new InspectorTable(table.frame(), table.groups(), table.differing(), table.ignoredDiffering(),
                table.differingPaths(), table.comparable(), table.serverLabel(), table.clientLabel(), message);
    }

    private void readHistory() {
        InspectedFrame shown = frame.get();
        String path = selectedField.get();
        if (shown == null || path == null || path.isEmpty()) {
            histories.cancel();
            history.set(null);
            historyMessage.set("Select a field to see its history around the frame.");
            return;
        }
        if (lookup == null) {
            histories.cancel();
            history.set(null);
            historyMessage.set("No history: the states of other frames are not available here.");
            return;
        }
        StateLookup source = lookup;
        int first = firstFrame;
        int last = lastFrame;
        int around = radius;
        boolean withClient = shown.client() != null;
        historyMessage.set("Reading " + path + " over frames " + Math.max(first, shown.frame() - around) + "–"
                + Math.min(last, shown.frame() + around) + "…");
        histories.submit("History of " + path, progress -> FieldHistories.read(shown.schema(), path, shown.frame(),
                around, first, last, source, withClient), read -> {
                    history.set(read);
                    historyMessage.set(describe(read));
                });
    }

    private static String describe(FieldHistory read) {
        String sides = read.client() == null ? "" : read.differingFrames() == 0 ? " · both sides agree"
                : " · differs on " + read.differingFrames() + " of " + read.server().length + " frames";
        return read.path() + " over frames " + read.from() + "–" + read.to() + sides;
    }

    /**
     * Sets where the states of other frames come from (the field history), and the session's frames.
     *
     * @param states     the states, or null when none (the history says so)
     * @param firstFrame the first frame with a state
     * @param lastFrame  the last frame with a state
     */
    public void setHistorySource(StateLookup states, int firstFrame, int lastFrame) {
        this.lookup = states;
        this.firstFrame = firstFrame;
        this.lastFrame = lastFrame;
        readHistory();
    }

    /** Sets the frames on each side of the cursor a sparkline covers (≥ 1). */
    public void setHistoryRadius(int frames) {
        this.radius = Math.max(1, frames);
        readHistory();
    }

    /** Adds an ignore rule, e.g. {@code syn[*].draw_rot} (remembered). */
    public void ignore(String pattern) {
        ignoreRules.set(ignoreRules.get().with(pattern));
    }

    /** Stops the running jobs (the session closes). */
    public void cancel() {
        tables.cancel();
        histories.cancel();
        busy.set(false);
    }

    /** @return the two states at the cursor's frame (set by the replay page; null clears the inspector) */
    public ObjectProperty<InspectedFrame> frameProperty() {
        return frame;
    }

    /** @return "only differences": keep only the fields that differ and are not ignored */
    public BooleanProperty onlyDifferencesProperty() {
        return onlyDifferences;
    }

    /** @return whether the tree shows each side's raw bits in hex (remembered) */
    public BooleanProperty showBitsProperty() {
        return showBits;
    }

    /** @return "only this entity": keep only the selected entity's fields (follows the selection) */
    public BooleanProperty onlyThisEntityProperty() {
        return onlyThisEntity;
    }

    /** @return the selected entity (the tree and the replay canvas both set it), or null */
    public ObjectProperty<EntityKey> selectedEntityProperty() {
        return selectedEntity;
    }

    /** @return the selected field's path (its history is read), or "" */
    public StringProperty selectedFieldProperty() {
        return selectedField;
    }

    /** @return the ignore rules (remembered in the preferences) */
    public ObjectProperty<IgnoreRules> ignoreRulesProperty() {
        return ignoreRules;
    }

    /** @return what the tree shows, or null before the first frame */
    public ReadOnlyObjectProperty<InspectorTable> tableProperty() {
        return table.getReadOnlyProperty();
    }

    /** @return the selected field's history, or null */
    public ReadOnlyObjectProperty<FieldHistory> historyProperty() {
        return history.getReadOnlyProperty();
    }

    /** @return a sentence about the history (what it shows, or why there is none) */
    public ReadOnlyStringProperty historyMessageProperty() {
        return historyMessage.getReadOnlyProperty();
    }

    /** @return true while a table is being made */
    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** @return the rules as text, one per line (the editor's form) */
    public String ignoreRulesText() {
        return Objects.requireNonNullElse(ignoreRules.get(), IgnoreRules.NONE).text();
    }
}
