package org.netreplay.replay.session;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LevelArgumentTest {

    @Test
    void numberFindsLevelFileInTheFolderOrFallsBackToTheBuiltInMap(@TempDir Path dir) throws IOException {
        Path file = Files.createFile(dir.resolve("level007.pml"));
        assertThat(LevelArgument.resolve("7", dir, 1)).isEqualTo(new LevelArgument(7, file));
        assertThat(LevelArgument.resolve("8", dir, 1)).isEqualTo(new LevelArgument(8, null));
    }

    @Test
    void fileTakesItsNumberFromTheNameOrTheFallback(@TempDir Path dir) throws IOException {
        Path pml = Files.createFile(dir.resolve("level042.pml"));
        Path json = Files.createFile(dir.resolve("arena.json"));
        assertThat(LevelArgument.resolve(pml.toString(), null, 3)).isEqualTo(new LevelArgument(42, pml));
        assertThat(LevelArgument.resolve(json.toString(), null, 3)).isEqualTo(new LevelArgument(3, json));
    }

    @Test
    void badArgumentsNameTheValue(@TempDir Path dir) {
        assertThatThrownBy(() -> LevelArgument.resolve("abc", dir, 1)).hasMessageContaining("level (abc)");
        assertThatThrownBy(() -> LevelArgument.resolve(dir.resolve("level001.pml").toString(), dir, 1))
                .hasMessageContaining("does not exist");
    }

    @Test
    void defaultLevelsFolderIsUnderTheRootDirProperty() {
        String root = System.getProperty(LevelArgument.ROOT_PROPERTY);
        assertThat(root).as("set by the build").isNotBlank();
        assertThat(LevelArgument.defaultLevelsDir()).isEqualTo(Path.of(root, "sample-logs", "levels"));
        assertThat(LevelArgument.defaultLevelsDir().resolve("level002.pml")).isRegularFile();
    }
}
