package org.netreplay.replay;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noCodeUnits;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noFields;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.AccessTarget;
import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import com.tngtech.archunit.thirdparty.org.objectweb.asm.ClassReader;
import com.tngtech.archunit.thirdparty.org.objectweb.asm.ClassVisitor;
import com.tngtech.archunit.thirdparty.org.objectweb.asm.MethodVisitor;
import com.tngtech.archunit.thirdparty.org.objectweb.asm.Opcodes;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.netreplay.replay.game.ReferenceGame;
import org.netreplay.replay.sim.Simulation;
import org.netreplay.replay.sim.archfixture.CleanFixture;
import org.netreplay.replay.sim.archfixture.DoubleSignatureFixture;
import org.netreplay.replay.sim.archfixture.FloatFieldFixture;
import org.netreplay.replay.sim.archfixture.FloatingCallFixture;
import org.netreplay.replay.sim.archfixture.FloatingLocalFixture;
import org.netreplay.replay.sim.archfixture.HashCodeFixture;
import org.netreplay.replay.sim.archfixture.HashMapFixture;
import org.netreplay.replay.sim.archfixture.HashSetFixture;
import org.netreplay.replay.sim.archfixture.IoFixture;
import org.netreplay.replay.sim.archfixture.JavaTimeFixture;
import org.netreplay.replay.sim.archfixture.MathRandomFixture;
import org.netreplay.replay.sim.archfixture.NanoTimeFixture;
import org.netreplay.replay.sim.archfixture.RandomFixture;
import org.netreplay.replay.sim.archfixture.SetOfFixture;
import org.netreplay.replay.sim.archfixture.StandardStreamFixture;
import org.netreplay.replay.sim.archfixture.ThreadFixture;
import org.netreplay.replay.sim.archfixture.WallClockFixture;

/**
 * The determinism rule of docs/ARCHITECTURE.md ("Rules"): {@code org.netreplay.replay.sim..} is deterministic, and
 * the reference game's packages sim, level and game write nothing to the standard streams.
 * Each rule is checked against the production classes, and each is shown to fail on a deliberately broken fixture
 * in {@code org.netreplay.replay.sim.archfixture} (test sources only).
 */
class DeterminismRulesTest {
    private static final String SIM = "org.netreplay.replay.sim..";

    private static final DescribedPredicate<JavaClass> FLOATING = DescribedPredicate.describe("float or double",
            type -> {
                JavaClass base = type.isArray() ? type.getBaseComponentType() : type;
                String n = base.getName();
                return n.equals("float") || n.equals("double") || n.equals("java.lang.Float")
                        || n.equals("java.lang.Double");
            });

    private static final DescribedPredicate<List<JavaClass>> ANY_FLOATING = DescribedPredicate.describe(
            "a float or double parameter", types -> types.stream().anyMatch(FLOATING));

    private static final DescribedPredicate<JavaAccess<?>> FLOATING_TARGET = DescribedPredicate.describe(
            "a float or double API", access -> {
                AccessTarget target = access.getTarget();
                if (target instanceof AccessTarget.CodeUnitAccessTarget) {
                    AccessTarget.CodeUnitAccessTarget unit = (AccessTarget.CodeUnitAccessTarget) target;
                    return FLOATING.test(unit.getRawReturnType()) || ANY_FLOATING.test(unit.getRawParameterTypes());
                }
                return target instanceof AccessTarget.FieldAccessTarget
                        && FLOATING.test(((AccessTarget.FieldAccessTarget) target).getRawType());
            });

    static final ArchRule NO_FLOATING_FIELDS = noFields().that().areDeclaredInClassesThat().resideInAPackage(SIM)
            .should().haveRawType(FLOATING)
            .because("float and double are not bit-identical across platforms and JIT modes; the game's lockstep "
                    + "era replaced all floats with fixed point, docs/simulator.md §7.1 (use Fixed, px/256)");

    static final ArchRule NO_FLOATING_SIGNATURES = noCodeUnits().that().areDeclaredInClassesThat()
            .resideInAPackage(SIM)
            .should().haveRawReturnType(FLOATING).orShould().haveRawParameterTypes(ANY_FLOATING)
            .because("simulation values are fixed-point ints (px/256) so every peer computes the same bits");

    static final ArchRule NO_FLOATING_APIS = noClasses().that().resideInAPackage(SIM)
            .should().accessTargetWhere(FLOATING_TARGET)
            .because("calling float/double APIs such as Math.sqrt brings floating point back in; use Fixed.isqrt");

    static final ArchRule NO_FLOATING_INSTRUCTIONS = classes().that().resideInAPackage(SIM)
            .should(notUseFloatingPointInstructions())
            .because("float arithmetic on local variables is as non-deterministic as float fields");

    static final ArchRule NO_RANDOM = DeterminismRules.noRandom(SIM);

    static final ArchRule NO_WALL_CLOCK = DeterminismRules.noWallClock(SIM);

    static final ArchRule NO_THREADS = DeterminismRules.noThreads(SIM);

    static final ArchRule NO_HASH_COLLECTIONS = DeterminismRules.noHashCollections(SIM);

    static final ArchRule NO_HASH_CODE = DeterminismRules.noHashCode(SIM);

    static final ArchRule NO_IO = DeterminismRules.noIo("the simulation is pure: levels are read by "
            + "org.netreplay.replay.level into MapData", SIM);

    static final ArchRule NO_STANDARD_STREAMS = DeterminismRules.noStandardStreams(SIM,
            "org.netreplay.replay.level..", "org.netreplay.replay.game..");

    private static final JavaClasses PRODUCTION_CLASSES = new ClassFileImporter()
            .withImportOption(new ImportOption.DoNotIncludeTests())
            .importPackages("org.netreplay.replay.sim", "org.netreplay.replay.level", "org.netreplay.replay.game");

    private static final JavaClasses CLEAN_CLASSES = new ClassFileImporter().importClasses(CleanFixture.class);

    static Stream<Arguments> rules() {
        return Stream.of(
                Arguments.of("NO_FLOATING_FIELDS", NO_FLOATING_FIELDS, FloatFieldFixture.class),
                Arguments.of("NO_FLOATING_SIGNATURES", NO_FLOATING_SIGNATURES, DoubleSignatureFixture.class),
                Arguments.of("NO_FLOATING_APIS", NO_FLOATING_APIS, FloatingCallFixture.class),
                Arguments.of("NO_FLOATING_INSTRUCTIONS", NO_FLOATING_INSTRUCTIONS, FloatingLocalFixture.class),
                Arguments.of("NO_RANDOM (Random)", NO_RANDOM, RandomFixture.class),
                Arguments.of("NO_RANDOM (Math.random)", NO_RANDOM, MathRandomFixture.class),
                Arguments.of("NO_WALL_CLOCK (millis)", NO_WALL_CLOCK, WallClockFixture.class),
                Arguments.of("NO_WALL_CLOCK (nanoTime)", NO_WALL_CLOCK, NanoTimeFixture.class),
                Arguments.of("NO_WALL_CLOCK (java.time)", NO_WALL_CLOCK, JavaTimeFixture.class),
                Arguments.of("NO_THREADS", NO_THREADS, ThreadFixture.class),
                Arguments.of("NO_HASH_COLLECTIONS (HashMap)", NO_HASH_COLLECTIONS, HashMapFixture.class),
                Arguments.of("NO_HASH_COLLECTIONS (HashSet)", NO_HASH_COLLECTIONS, HashSetFixture.class),
                Arguments.of("NO_HASH_COLLECTIONS (Set.of)", NO_HASH_COLLECTIONS, SetOfFixture.class),
                Arguments.of("NO_HASH_CODE", NO_HASH_CODE, HashCodeFixture.class),
                Arguments.of("NO_IO", NO_IO, IoFixture.class),
                Arguments.of("NO_STANDARD_STREAMS", NO_STANDARD_STREAMS, StandardStreamFixture.class));
    }

    @Test
    void importsTheReferenceGamesProductionClassesOnly() {
        assertThat(PRODUCTION_CLASSES.contain(Simulation.class)).isTrue();
        assertThat(PRODUCTION_CLASSES.contain(ReferenceGame.class)).isTrue();
        assertThat(PRODUCTION_CLASSES.contain(FloatFieldFixture.class)).isFalse();
    }

    @ParameterizedTest(name = "{0} holds for the reference game's production classes")
    @MethodSource("rules")
    void simulationFollowsRule(String ruleName, ArchRule rule, Class<?> brokenFixture) {
        rule.check(PRODUCTION_CLASSES);
    }

    @ParameterizedTest(name = "{0} reports {2}")
    @MethodSource("rules")
    void ruleReportsItsBrokenFixture(String ruleName, ArchRule rule, Class<?> brokenFixture) {
        JavaClasses fixture = new ClassFileImporter().importClasses(brokenFixture);
        assertThat(rule.evaluate(fixture).hasViolation()).as(ruleName + " on " + brokenFixture.getSimpleName())
                .isTrue();
    }

    @ParameterizedTest(name = "{0} accepts a clean fixture")
    @MethodSource("rules")
    void ruleAcceptsCleanCode(String ruleName, ArchRule rule, Class<?> brokenFixture) {
        assertThat(rule.evaluate(CLEAN_CLASSES).hasViolation()).as(ruleName).isFalse();
    }

    private static ArchCondition<JavaClass> notUseFloatingPointInstructions() {
        return new ArchCondition<>("not use floating-point bytecode instructions") {
            @Override
            public void check(JavaClass javaClass, ConditionEvents events) {
                for (String use : floatingInstructions(javaClass)) {
                    events.add(SimpleConditionEvent.violated(javaClass, javaClass.getName() + " " + use));
                }
            }
        };
    }

    /** Opcodes that load, store, compute, convert or return float/double values (JVMS §6.5). */
    private static final Set<Integer> FLOATING_OPCODES = Set.of(Opcodes.FCONST_0, Opcodes.FCONST_1,
            Opcodes.FCONST_2, Opcodes.DCONST_0, Opcodes.DCONST_1, Opcodes.FALOAD, Opcodes.DALOAD, Opcodes.FASTORE,
            Opcodes.DASTORE, Opcodes.FADD, Opcodes.DADD, Opcodes.FSUB, Opcodes.DSUB, Opcodes.FMUL, Opcodes.DMUL,
            Opcodes.FDIV, Opcodes.DDIV, Opcodes.FREM, Opcodes.DREM, Opcodes.FNEG, Opcodes.DNEG, Opcodes.I2F,
            Opcodes.I2D, Opcodes.L2F, Opcodes.L2D, Opcodes.F2I, Opcodes.F2L, Opcodes.F2D, Opcodes.D2I,
            Opcodes.D2L, Opcodes.D2F, Opcodes.FCMPL, Opcodes.FCMPG, Opcodes.DCMPL, Opcodes.DCMPG,
            Opcodes.FRETURN, Opcodes.DRETURN, Opcodes.FLOAD, Opcodes.DLOAD, Opcodes.FSTORE, Opcodes.DSTORE);

    private static List<String> floatingInstructions(JavaClass javaClass) {
        String resource = "/" + javaClass.getName().replace('.', '/') + ".class";
        byte[] bytes;
        try (InputStream in = DeterminismRulesTest.class.getResourceAsStream(resource)) {
            if (in == null) {
                return List.of("class file " + resource + " not found");
            }
            bytes = in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<String> uses = new ArrayList<>();
        new ClassReader(bytes).accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public MethodVisitor visitMethod(int access, String method, String descriptor, String signature,
                    String[] exceptions) {
                return new MethodVisitor(Opcodes.ASM9) {
                    @Override
                    public void visitInsn(int opcode) {
                        report(opcode);
                    }

                    @Override
                    public void visitVarInsn(int opcode, int slot) {
                        report(opcode);
                    }

                    @Override
                    public void visitIntInsn(int opcode, int operand) {
                        if (opcode == Opcodes.NEWARRAY && (operand == Opcodes.T_FLOAT || operand == Opcodes.T_DOUBLE)) {
                            uses.add("creates a float/double array in " + method);
                        }
                    }

                    @Override
                    public void visitLdcInsn(Object value) {
                        if (value instanceof Float || value instanceof Double) {
                            uses.add("loads constant " + value + " in " + method);
                        }
                    }

                    private void report(int opcode) {
                        if (FLOATING_OPCODES.contains(opcode)) {
                            uses.add("uses floating-point opcode " + opcode + " in " + method);
                        }
                    }
                };
            }
        }, 0);
        return uses;
    }
}
