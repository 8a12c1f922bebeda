package org.netreplay.viewer.replay;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.viewer.prefs.ComfortPreferences;
import org.netreplay.viewer.task.DirectTaskRunner;
import org.netreplay.viewer.testing.MemoryPreferences;

/**
 * Which pictures the replay page draws with: the game's art for a Purple Martians game when it is on, the schematic
 * for other games, when it is off, or when the chosen folder cannot be read (with the reason); the choice and the
 * folder remembered.
 */
class ReplayArtTest {
    @Test
    void aPurpleMartiansGameGetsTheViewersCopyOfTheArtAndOtherGamesNone() {
        ReplayArt art = new ReplayArt(new DirectTaskRunner());
        assertThat(art.artProperty().get()).as("nothing shown yet").isNull();
        art.shown("purple-martians");
        assertThat(art.artProperty().get()).isInstanceOf(PmArt.class);
        assertThat(art.artProperty().get().origin()).contains("viewer's own copy");
        art.shown("pm-reference");
        assertThat(art.artProperty().get()).isNull();
        assertThat(art.problemProperty().get()).isEmpty();
    }

    @Test
    void turnedOffTheSchematicIsDrawnAndTheChoiceIsRemembered() {
        MemoryPreferences node = new MemoryPreferences();
        ReplayArt art = new ReplayArt(new DirectTaskRunner());
        art.remember(new ComfortPreferences(node));
        art.shown("purple-martians");
        art.gameArtProperty().set(false);
        assertThat(art.artProperty().get()).isNull();
        art.gameArtProperty().set(true);
        assertThat(art.artProperty().get()).isNotNull();
        art.gameArtProperty().set(false);

        ReplayArt again = new ReplayArt(new DirectTaskRunner());
        again.remember(new ComfortPreferences(node));
        again.shown("purple-martians");
        assertThat(again.gameArtProperty().get()).isFalse();
        assertThat(again.artProperty().get()).isNull();
    }

    @Test
    void aFolderWithoutTheArtGivesTheSchematicAndSaysWhyAndIsRemembered(@TempDir Path empty) {
        MemoryPreferences node = new MemoryPreferences();
        ReplayArt art = new ReplayArt(new DirectTaskRunner());
        art.remember(new ComfortPreferences(node));
        art.shown("purple-martians");
        art.folderProperty().set(empty);
        assertThat(art.artProperty().get()).isNull();
        assertThat(art.problemProperty().get()).contains("schematic").contains(empty.resolve("tiles.png").toString());

        ReplayArt again = new ReplayArt(new DirectTaskRunner());
        again.remember(new ComfortPreferences(node));
        assertThat(again.folderProperty().get()).isEqualTo(empty);
        again.folderProperty().set(null);
        again.shown("purple-martians");
        assertThat(again.artProperty().get()).as("back to the viewer's copy").isInstanceOf(PmArt.class);
        assertThat(again.problemProperty().get()).isEmpty();
    }
}
