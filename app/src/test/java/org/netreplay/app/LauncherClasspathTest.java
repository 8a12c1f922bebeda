package org.netreplay.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.netreplay.testdata.TestData;

/**
 * The {@code netreplay} script: it builds its class paths with the dependency plugin's real scope parameter
 * ({@code includeScope}; the {@code mdep.includeScope} property does not exist and silently included junit,
 * archunit, testfx and monocle), starts with a heap sized for big logs, runs a command on the CLI's own class path
 * (no JavaFX), and takes the commands from picocli instead of a list of its own. Every library on the class path it
 * builds is one the product uses, and every library the build manages is one some module declares.
 */
class LauncherClasspathTest {
    @Test
    void theLauncherAsksForTheRuntimeScopeOnly() throws IOException {
        String script = Files.readString(TestData.root().resolve("netreplay"));
        assertThat(script).contains("dependency:build-classpath -DincludeScope=runtime")
                .doesNotContain("mdep.includeScope");
        assertThat(script).contains("-XX:MaxRAMPercentage=50");
        assertThat(script).as("maven.test.skip would skip replay-engine's test jar, which purple-martians' tests need")
                .contains("-DskipTests").doesNotContain("maven.test.skip");
    }

    @Test
    void theViewerAloneRunsOnC1TheCommandsKeepC2() throws IOException {
        String script = Files.readString(TestData.root().resolve("netreplay"));
        int cli = script.indexOf("org.netreplay.cli.NetreplayCli \"$@\"");
        int c1 = script.indexOf("java_opts+=(-XX:TieredStopAtLevel=1)");
        int viewer = script.indexOf("\"$main\" \"$@\"");
        assertThat(cli).as("the commands' start").isPositive();
        assertThat(c1).as("the viewer's C1 flag, after the commands' start and before the viewer's").isGreaterThan(cli)
                .isLessThan(viewer);
    }

    @Test
    void theLauncherAsksPicocliForTheCommands() throws IOException {
        String script = Files.readString(TestData.root().resolve("netreplay"));
        assertThat(script).contains("org.netreplay.cli.NetreplayCli --list-commands")
                .contains("-cp \"$(cat \"$cli_cp\")\"");
        assertThat(script).as("no hand-kept list of commands").doesNotContainPattern("stats\\s*\\|")
                .doesNotContain("gm-info").doesNotContain("simulate");
    }

    /** The package each library the launcher's modules may declare is used through. */
    private static final Map<String, String> USED_THROUGH = Map.of(
            "jackson-databind", "com.fasterxml.jackson.databind",
            "picocli", "picocli",
            "javafx-controls", "javafx.scene.control",
            "richtextfx", "org.fxmisc.richtext",
            "flowless", "org.fxmisc.flowless",
            "controlsfx", "org.controlsfx");

    @Test
    void everyLibraryOnTheLaunchersRuntimeClasspathIsUsedByTheProductsCode() throws IOException {
        String script = Files.readString(TestData.root().resolve("netreplay"));
        Matcher module = Pattern.compile("-pl (\\S+) -am package").matcher(script);
        assertThat(module.find()).as("the launcher builds one module").isTrue();
        List<String> libraries = new ArrayList<>();
        runtimeLibraries(module.group(1), libraries);
        assertThat(libraries).contains("javafx-controls", "richtextfx");
        var classes = new com.tngtech.archunit.core.importer.ClassFileImporter()
                .withImportOption(com.tngtech.archunit.core.importer.ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.netreplay");
        for (String artifact : libraries) {
            String used = USED_THROUGH.get(artifact);
            assertThat(used).as("%s is declared: say which package of it the product uses, or drop it", artifact)
                    .isNotNull();
            boolean anyUse = classes.stream().anyMatch(type -> type.getDirectDependenciesFromSelf().stream()
                    .anyMatch(dependency -> dependency.getTargetClass().getPackageName().startsWith(used)));
            assertThat(anyUse).as("%s (%s) is on the runtime classpath but no class of the product uses it",
                    artifact, used).isTrue();
        }
    }

    @Test
    void everyLibraryTheBuildManagesIsDeclaredBySomeModule() throws IOException {
        String parent = Files.readString(TestData.root().resolve("pom.xml"));
        String managed = parent.substring(parent.indexOf("<dependencyManagement>"),
                parent.indexOf("</dependencyManagement>"));
        // what the parent itself declares for every module (JUnit, AssertJ), then each module's pom
        StringBuilder modules = new StringBuilder(parent.substring(parent.indexOf("</dependencyManagement>")));
        Matcher names = Pattern.compile("<module>([^<]+)</module>").matcher(parent);
        while (names.find()) {
            modules.append(Files.readString(TestData.root().resolve(names.group(1)).resolve("pom.xml")));
        }
        Matcher artifacts = Pattern.compile("<artifactId>([^<]+)</artifactId>(?:(?!</dependency>).)*"
                + "</dependency>", Pattern.DOTALL).matcher(managed);
        while (artifacts.find()) {
            String artifact = artifacts.group(1);
            if (artifact.endsWith("-bom")) {
                continue; // imports versions of a family (Jackson, JUnit), not a library
            }
            assertThat(modules.toString().contains("<artifactId>" + artifact + "</artifactId>"))
                    .as("%s is managed in the parent pom but no module declares it", artifact).isTrue();
        }
    }

    /**
     * Adds the libraries (not test-scoped) a module of this build declares, and those of the modules it depends on,
     * to {@code out}.
     */
    private static void runtimeLibraries(String module, List<String> out) throws IOException {
        Path pom = TestData.root().resolve(module).resolve("pom.xml");
        Matcher dependency = Pattern.compile("<dependency>(.*?)</dependency>", Pattern.DOTALL)
                .matcher(Files.readString(pom));
        while (dependency.find()) {
            String body = dependency.group(1);
            Matcher artifact = Pattern.compile("<artifactId>([^<]+)</artifactId>").matcher(body);
            if (!artifact.find() || body.contains("<scope>test</scope>")) {
                continue;
            }
            if (body.contains("<groupId>org.netreplay</groupId>")) {
                runtimeLibraries(artifact.group(1), out);
            } else if (!out.contains(artifact.group(1))) {
                out.add(artifact.group(1));
            }
        }
    }
}
