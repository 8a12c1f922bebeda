package org.netreplay.replay.history;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noFields;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Determinism and output rules for the replay packages (history, session, desync, dif, gm): no hash collections,
 * no java.util.Random, no wall clock, no float/double fields, no standard streams. Each rule is also run against a
 * class that breaks it, so the rule is known to be able to fail.
 */
class ReplayPackagesRulesTest {
    private static final String[] PACKAGES = {"org.netreplay.replay.history..", "org.netreplay.replay.session..",
        "org.netreplay.replay.desync..", "org.netreplay.replay.dif..", "org.netreplay.replay.gm.."};

    static ArchRule noHashCollectionsOrRandom(String... packages) {
        return noClasses().that().resideInAnyPackage(packages).should().dependOnClassesThat()
                .belongToAnyOf(HashMap.class, HashSet.class, Random.class)
                .because("keyframes, history and move timelines must iterate in frame order on every run");
    }

    static ArchRule noWallClock(String... packages) {
        return noClasses().that().resideInAnyPackage(packages).should()
                .callMethod(System.class, "currentTimeMillis").orShould().callMethod(System.class, "nanoTime")
                .because("replay results depend only on the level and the game moves");
    }

    static ArchRule noFloatingFields(String... packages) {
        return noFields().that().areDeclaredInClassesThat().resideInAnyPackage(packages).should()
                .haveRawType(float.class).orShould().haveRawType(double.class)
                .because("frames, bytes and checksums are integers; floats are not bit-identical everywhere");
    }

    static ArchRule noStandardStreams(String... packages) {
        return noClasses().that().resideInAnyPackage(packages).should().accessField(System.class, "out")
                .orShould().accessField(System.class, "err")
                .because("the core reports through return values and exceptions; the CLI owns the streams");
    }

    @Test
    void replayPackagesFollowTheRules() {
        JavaClasses classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.netreplay.replay");
        assertThat(classes.stream().filter(c -> c.getPackageName().startsWith("org.netreplay.replay.session")))
                .isNotEmpty();
        noHashCollectionsOrRandom(PACKAGES).check(classes);
        noWallClock(PACKAGES).check(classes);
        noFloatingFields(PACKAGES).check(classes);
        noStandardStreams(PACKAGES).check(classes);
    }

    @Test
    void everyRuleCatchesABrokenClass() {
        JavaClasses broken = new ClassFileImporter().importClasses(Broken.class);
        String here = Broken.class.getPackageName();
        assertThat(noHashCollectionsOrRandom(here).evaluate(broken).hasViolation()).isTrue();
        assertThat(noWallClock(here).evaluate(broken).hasViolation()).isTrue();
        assertThat(noFloatingFields(here).evaluate(broken).hasViolation()).isTrue();
        assertThat(noStandardStreams(here).evaluate(broken).hasViolation()).isTrue();
    }

    /** Breaks every rule on purpose. */
    static final class Broken {
        double speed;
        final HashMap<Integer, byte[]> keyframes = new HashMap<>();

        long now() {
            System.out.println(keyframes.size());
            return System.nanoTime() + (long) speed;
        }
    }
}
