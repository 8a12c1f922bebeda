package org.netreplay.replay;

import static com.tngtech.archunit.core.domain.JavaCall.Predicates.target;
import static com.tngtech.archunit.core.domain.properties.HasName.Predicates.name;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.lang.ArchRule;
import java.security.SecureRandom;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Hashtable;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.WeakHashMap;

/**
 * The determinism rules every game simulation follows, for any package (docs/ARCHITECTURE.md, "Rules"): shared by the
 * reference game's {@link DeterminismRulesTest} and the Purple Martians module's rules (through this module's test
 * jar). Each rule's broken fixture lives in {@code org.netreplay.replay.sim.archfixture}.
 */
public final class DeterminismRules {
    private DeterminismRules() {
    }

    /** @return no Random, SplittableRandom, SecureRandom, ThreadLocalRandom or Math.random in {@code packages} */
    public static ArchRule noRandom(String... packages) {
        return noClasses().that().resideInAnyPackage(packages)
                .should().dependOnClassesThat().belongToAnyOf(Random.class, SplittableRandom.class,
                        SecureRandom.class, java.util.concurrent.ThreadLocalRandom.class)
                .orShould().callMethod(Math.class, "random").orShould().callMethod(StrictMath.class, "random")
                .because("the PRNG state must live inside the game state so rewinds replay it");
    }

    /** @return no System.currentTimeMillis, nanoTime or java.time in {@code packages} */
    public static ArchRule noWallClock(String... packages) {
        return noClasses().that().resideInAnyPackage(packages)
                .should().callMethod(System.class, "currentTimeMillis")
                .orShould().callMethod(System.class, "nanoTime")
                .orShould().dependOnClassesThat().resideInAPackage("java.time..")
                .because("simulated time is the frame counter; wall-clock time differs on every peer");
    }

    /** @return no threads, thread locals or java.util.concurrent in {@code packages} */
    public static ArchRule noThreads(String... packages) {
        return noClasses().that().resideInAnyPackage(packages)
                .should().dependOnClassesThat().belongToAnyOf(Thread.class, ThreadLocal.class)
                .orShould().dependOnClassesThat().resideInAPackage("java.util.concurrent..")
                .because("a simulation is driven by one thread; scheduling order is not reproducible");
    }

    /** @return no hash-based collections, Set or Map in {@code packages} */
    public static ArchRule noHashCollections(String... packages) {
        return noClasses().that().resideInAnyPackage(packages)
                .should().dependOnClassesThat().belongToAnyOf(HashMap.class, HashSet.class, LinkedHashMap.class,
                        LinkedHashSet.class, Hashtable.class, IdentityHashMap.class, WeakHashMap.class, Set.class,
                        Map.class)
                .because("hash iteration order depends on hash codes, and Set.of/Map.of iterate in an order "
                        + "randomised per JVM run; state lives in fixed, ordered arrays");
    }

    /** @return no hashCode or identityHashCode calls in {@code packages} */
    public static ArchRule noHashCode(String... packages) {
        return noClasses().that().resideInAnyPackage(packages)
                .should().callMethodWhere(target(name("hashCode")))
                .orShould().callMethod(System.class, "identityHashCode")
                .because("identity hash codes differ between JVM runs (use a checksum of the state)");
    }

    /** @return no file, channel or network I/O in {@code packages}; {@code why} says where levels come from */
    public static ArchRule noIo(String why, String... packages) {
        return noClasses().that().resideInAnyPackage(packages)
                .should().dependOnClassesThat().resideInAnyPackage("java.io..", "java.nio.file..",
                        "java.nio.channels..", "java.net..")
                .because(why);
    }

    /** @return no System.out or System.err in {@code packages} */
    public static ArchRule noStandardStreams(String... packages) {
        return noClasses().that().resideInAnyPackage(packages)
                .should().accessField(System.class, "out").orShould().accessField(System.class, "err")
                .because("a game reports through return values and exceptions; the CLI owns the streams");
    }
}
