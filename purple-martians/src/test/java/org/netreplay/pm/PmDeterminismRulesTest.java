package org.netreplay.pm;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.netreplay.pm.sim.PmWorld;
import org.netreplay.pm.sim.archfixture.CleanFloatFixture;
import org.netreplay.pm.sim.archfixture.FmaFixture;
import org.netreplay.pm.sim.archfixture.InexactMathFixture;
import org.netreplay.pm.sim.archfixture.StaticStateFixture;
import org.netreplay.pm.state.PmStateCodec;
import org.netreplay.replay.DeterminismRules;
import org.netreplay.replay.sim.archfixture.HashMapFixture;
import org.netreplay.replay.sim.archfixture.HashCodeFixture;
import org.netreplay.replay.sim.archfixture.IoFixture;
import org.netreplay.replay.sim.archfixture.NanoTimeFixture;
import org.netreplay.replay.sim.archfixture.RandomFixture;
import org.netreplay.replay.sim.archfixture.SetOfFixture;
import org.netreplay.replay.sim.archfixture.StandardStreamFixture;
import org.netreplay.replay.sim.archfixture.ThreadFixture;
import org.netreplay.replay.sim.archfixture.WallClockFixture;

/**
 * The determinism guard of the Purple Martians simulation: the game uses float, so floats are
 * allowed in {@code org.netreplay.pm.sim}, under named rules: no inexact
 * {@link Math} (only its exact integer/float helpers; StrictMath or {@code PmMath} for the rest), no fused
 * multiply-add; and, as for every game, no PRNG outside the state, no clock, no threads, no hash iteration, no I/O,
 * no standard streams; no static field that is not final (in the whole port). Each rule holds for the production
 * classes and reports its broken fixture.
 */
class PmDeterminismRulesTest {
    private static final String[] PACKAGES = {"org.netreplay.pm.sim..", "org.netreplay.replay.sim.archfixture.."};

    /** Math methods whose results are exact (the same bits on every JVM). */
    private static final List<String> EXACT_MATH = List.of("abs", "min", "max", "floorDiv", "floorMod", "addExact",
            "subtractExact", "multiplyExact", "toIntExact", "negateExact", "signum", "copySign");

    static final ArchRule NO_INEXACT_MATH = noClasses().that().resideInAnyPackage(PACKAGES)
            .should().callMethodWhere(DescribedPredicate.describe("an inexact java.lang.Math method",
                    (JavaMethodCall call) -> call.getTargetOwner().isEquivalentTo(Math.class)
                            && !EXACT_MATH.contains(call.getName())))
            .because("Math.sin/cos/atan2/pow/exp... may be intrinsics with different last bits per JVM and CPU; "
                    + "the game's float results come from StrictMath or PmMath");

    static final ArchRule NO_FMA = noClasses().that().resideInAnyPackage(PACKAGES)
            .should().callMethod(Math.class, "fma", float.class, float.class, float.class)
            .orShould().callMethod(Math.class, "fma", double.class, double.class, double.class)
            .orShould().callMethod(StrictMath.class, "fma", float.class, float.class, float.class)
            .orShould().callMethod(StrictMath.class, "fma", double.class, double.class, double.class)
            .because("the game was built for SSE2 without FMA: every multiply and add rounds on its own");

    /**
     * Every field a class of the port, its state codec or its game wrapper keeps statically is final: several
     * simulations run in one JVM at once (the simulator's server and its clients, a client's prediction on a second
     * thread, the viewer's replays), so a static field that changes would carry one game's state into another's.
     */
    static final ArchRule NO_STATIC_STATE = com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields().that()
            .areStatic().and().areDeclaredInClassesThat().resideInAnyPackage(
                    "org.netreplay.pm..", "org.netreplay.replay.sim.archfixture..")
            .should().beFinal()
            .allowEmptyShould(true) // a class without static fields has nothing to check
            .because("simulations share the JVM: the simulator's peers and a client's prediction run on other threads");

    /** The whole port, for the rules that hold beyond the simulation (its state codec, its game wrapper). */
    private static final JavaClasses WHOLE_PORT = new ClassFileImporter()
            .withImportOption(new ImportOption.DoNotIncludeTests())
            .importPackages("org.netreplay.pm");

    private static final JavaClasses PRODUCTION = new ClassFileImporter()
            .withImportOption(new ImportOption.DoNotIncludeTests())
            .importPackages("org.netreplay.pm.sim");

    static Stream<Arguments> rules() {
        return Stream.of(
                Arguments.of("NO_INEXACT_MATH", NO_INEXACT_MATH, InexactMathFixture.class),
                Arguments.of("NO_FMA", NO_FMA, FmaFixture.class),
                Arguments.of("NO_RANDOM", DeterminismRules.noRandom(PACKAGES), RandomFixture.class),
                Arguments.of("NO_WALL_CLOCK (millis)", DeterminismRules.noWallClock(PACKAGES), WallClockFixture.class),
                Arguments.of("NO_WALL_CLOCK (nanoTime)", DeterminismRules.noWallClock(PACKAGES),
                        NanoTimeFixture.class),
                Arguments.of("NO_THREADS", DeterminismRules.noThreads(PACKAGES), ThreadFixture.class),
                Arguments.of("NO_HASH_COLLECTIONS (HashMap)", DeterminismRules.noHashCollections(PACKAGES),
                        HashMapFixture.class),
                Arguments.of("NO_HASH_COLLECTIONS (Set.of)", DeterminismRules.noHashCollections(PACKAGES),
                        SetOfFixture.class),
                Arguments.of("NO_HASH_CODE", DeterminismRules.noHashCode(PACKAGES), HashCodeFixture.class),
                Arguments.of("NO_IO", DeterminismRules.noIo("levels come in through a LevelLibrary; the "
                        + "game package reads the files", PACKAGES), IoFixture.class),
                Arguments.of("NO_STANDARD_STREAMS", DeterminismRules.noStandardStreams(PACKAGES),
                        StandardStreamFixture.class),
                Arguments.of("NO_STATIC_STATE", NO_STATIC_STATE, StaticStateFixture.class));
    }

    @Test
    void noClassOfThePortKeepsStateInAStaticField() {
        assertThat(WHOLE_PORT.contain(PmStateCodec.class)).isTrue();
        assertThat(WHOLE_PORT.contain(StaticStateFixture.class)).isFalse();
        NO_STATIC_STATE.check(WHOLE_PORT);
    }

    @Test
    void importsThePortsProductionClassesOnly() {
        assertThat(PRODUCTION.contain(PmWorld.class)).isTrue();
        assertThat(PRODUCTION.contain(PmStateCodec.class)).as("the codec is not simulation").isFalse();
        assertThat(PRODUCTION.contain(InexactMathFixture.class)).isFalse();
    }

    @ParameterizedTest(name = "{0} holds for the simulation")
    @MethodSource("rules")
    void simulationFollowsRule(String name, ArchRule rule, Class<?> broken) {
        rule.check(PRODUCTION);
    }

    @ParameterizedTest(name = "{0} reports {2}")
    @MethodSource("rules")
    void ruleReportsItsBrokenFixture(String name, ArchRule rule, Class<?> broken) {
        assertThat(rule.evaluate(new ClassFileImporter().importClasses(broken)).hasViolation()).as(name).isTrue();
    }

    @ParameterizedTest(name = "{0} accepts float code written as the port writes it")
    @MethodSource("rules")
    void ruleAcceptsCleanFloatCode(String name, ArchRule rule, Class<?> broken) {
        assertThat(rule.evaluate(new ClassFileImporter().importClasses(CleanFloatFixture.class)).hasViolation())
                .as(name).isFalse();
    }
}
