package org.netreplay.viewer.replay;

import java.nio.file.Path;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import org.netreplay.viewer.prefs.ComfortPreferences;
import org.netreplay.viewer.task.Job;
import org.netreplay.viewer.task.JobHandle;
import org.netreplay.viewer.task.TaskRunner;

/**
 * Which pictures the replay page draws the level with: the game's own art ({@link PmArt}, the viewer's copy of the
 * game's bitmaps or a folder the user chose) or the schematic. The art is read in the background the first time a
 * Purple Martians game is shown with the art on; until it arrives, and when it cannot be read (the reason is in
 * {@link #problemProperty()}), the page draws the schematic. The choice and the folder are remembered
 * ({@link #remember}). FX thread.
 */
public final class ReplayArt {
    /** Remembered keys. */
    static final String GAME_ART_FLAG = "replay.gameArt";
    static final String FOLDER_KEY = "replay.artFolder";
    private final TaskRunner runner;
    private final BooleanProperty gameArt = new SimpleBooleanProperty(this, "gameArt", true);
    private final ObjectProperty<Path> folder = new SimpleObjectProperty<>(this, "folder");
    private final ReadOnlyObjectWrapper<GameArt> art = new ReadOnlyObjectWrapper<>(this, "art");
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper(this, "problem", "");
    private boolean wanted;
    private PmArt loaded;
    private Path loadedFrom;
    private JobHandle loading = JobHandle.NONE;
    private long generation;

    /** @param runner reads the bitmaps off the FX thread */
    public ReplayArt(TaskRunner runner) {
        this.runner = runner;
        gameArt.addListener((obs, old, now) -> update());
        folder.addListener((obs, old, now) -> {
            loaded = null;
            update();
        });
    }

    /**
     * Restores the remembered choice and folder from {@code preferences} and remembers every later change there.
     * A remembered folder that no longer exists falls back to the viewer's own copy, with a {@link #problemProperty()}.
     */
    public void remember(ComfortPreferences preferences) {
        gameArt.set(preferences.flag(GAME_ART_FLAG, true));
        String saved = preferences.text(FOLDER_KEY, "");
        folder.set(saved.isEmpty() ? null : Path.of(saved));
        gameArt.addListener((obs, old, now) -> preferences.setFlag(GAME_ART_FLAG, now));
        folder.addListener((obs, old, now) -> preferences.setText(FOLDER_KEY, now == null ? "" : now.toString()));
    }

    /** Says whether a game that has art is shown (true: the art is read now if it was not yet). */
    void shown(String gameId) {
        wanted = PurpleMartiansRenderer.GAME_ID.equals(gameId);
        update();
    }

    private void update() {
        if (!wanted || !gameArt.get()) {
            loading.cancel();
            art.set(null);
            problem.set("");
            return;
        }
        if (loaded != null && java.util.Objects.equals(loadedFrom, folder.get())) {
            art.set(loaded);
            return;
        }
        loading.cancel();
        Path from = folder.get();
        long mine = ++generation;
        loading = Job.of("Reading the game's art", progress -> (from == null ? PmArt.bundled() : PmArt.load(from))
                        .prepared())
                .onSuccess(read -> {
                    if (mine != generation) {
                        return;
                    }
                    loaded = read;
                    loadedFrom = from;
                    problem.set("");
                    art.set(gameArt.get() && wanted ? read : null);
                })
                .onFailure(failure -> {
                    if (mine != generation) {
                        return;
                    }
                    art.set(null);
                    problem.set("The game's art could not be read (the level is drawn as a schematic): "
                            + failure.getMessage());
                })
                .runWith(runner);
    }

    /** @return on: the game's art (when it can be read); off: the schematic */
    public BooleanProperty gameArtProperty() {
        return gameArt;
    }

    /** @return the folder the art is read from, null for the viewer's own copy of the game's bitmaps */
    public ObjectProperty<Path> folderProperty() {
        return folder;
    }

    /** @return the art the canvases draw with now, null for the schematic */
    public ReadOnlyObjectProperty<GameArt> artProperty() {
        return art.getReadOnlyProperty();
    }

    /** @return why the art chosen could not be read ("" when it could, or when the schematic is chosen) */
    public ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }
}
