package org.netreplay;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import org.netreplay.viewer.common.ArchitectureException;

/** The layer rules of docs/ARCHITECTURE.md ("Rules"), checked over every module on the class path. */
@AnalyzeClasses(packages = "org.netreplay", importOptions = ImportOption.DoNotIncludeTests.class)
class NetreplayArchitectureTest {
    // Each rule is shown failing on a broken fixture in ArchitectureRulesFixtureTest.


    @ArchTest
    static final ArchRule coreHasNoUi = noClasses()
            .that().resideInAnyPackage("org.netreplay.log..", "org.netreplay.replay..", "org.netreplay.samples..",
                    "org.netreplay.session..", "org.netreplay.pm..")
            .should().dependOnClassesThat().resideInAnyPackage("javafx..", "java.awt..", "javax.swing..")
            .because("the core modules must run headless in the CLI, benchmarks and tests");

    @ArchTest
    static final ArchRule logDoesNotKnowReplay = noClasses()
            .that().resideInAPackage("org.netreplay.log..")
            .should().dependOnClassesThat().resideInAPackage("org.netreplay.replay..")
            .because("log-format and replay-engine are independent modules");

    @ArchTest
    static final ArchRule replayDoesNotKnowLog = noClasses()
            .that().resideInAPackage("org.netreplay.replay..")
            .should().dependOnClassesThat().resideInAPackage("org.netreplay.log..")
            .because("the replay engine must not depend on the log format");

    @ArchTest
    static final ArchRule noCyclesAtAnyDepth = slices().matching("org.netreplay.(**)").should().beFreeOfCycles()
            .because("every package, at every depth, is a layer: a cycle between two packages makes them one");

    @ArchTest
    static final ArchRule viewModelsOwnNoNodes = noClasses()
            .that().haveSimpleNameEndingWith("ViewModel")
            .should().dependOnClassesThat().resideInAPackage("javafx.scene..")
            .because("view models hold UI state as properties and are tested without a scene (MVVM)");

    @ArchTest
    static final ArchRule onlyTaskPackageUsesRunLater = noClasses()
            .that().resideOutsideOfPackage("org.netreplay.viewer.task..")
            .should().callMethod(javafx.application.Platform.class, "runLater", Runnable.class)
            .because("background results reach the FX thread only through TaskRunner");

    @ArchTest
    static final ArchRule noStandardStreamsOutsideCommandLines = noClasses()
            .that().resideInAnyPackage("org.netreplay.log..", "org.netreplay.replay..", "org.netreplay.viewer..")
            .should().accessField(System.class, "out")
            .orShould().accessField(System.class, "err")
            .because("libraries and the viewer log through System.Logger; only the CLI and benchmarks print");

    @ArchTest
    static final ArchRule viewModelsLiveInTheViewer = classes()
            .that().haveSimpleNameEndingWith("ViewModel")
            .should().resideInAPackage("org.netreplay.viewer..")
            .because("view models belong to the viewer, never to the core modules");

    @ArchTest
    static final ArchRule viewsGoThroughViewModels = noClasses()
            .that().haveSimpleNameEndingWith("View").and().resideInAPackage("org.netreplay.viewer..")
            .and().areNotAnnotatedWith(ArchitectureException.class)
            .should().dependOnClassesThat().resideInAnyPackage("org.netreplay.log..", "org.netreplay.replay..",
                    "org.netreplay.pm..")
            .because("a view shows what its view model or the session module hands it; it does not reach into the "
                    + "log or replay internals (an exception names its reason in @ArchitectureException)");

    @ArchTest
    static final ArchRule modulesLayered = noClasses()
            .that().resideInAnyPackage("org.netreplay.log..", "org.netreplay.replay..", "org.netreplay.pm..")
            .should().dependOnClassesThat().resideInAnyPackage("org.netreplay.session..", "org.netreplay.viewer..",
                    "org.netreplay.cli..")
            .because("the module graph is log-format, replay-engine <- session <- viewer-app");

    @ArchTest
    static final ArchRule sessionHasNoViewer = noClasses()
            .that().resideInAPackage("org.netreplay.session..")
            .should().dependOnClassesThat().resideInAnyPackage("org.netreplay.viewer..", "org.netreplay.cli..")
            .because("the session module is headless: the simulator and the CLI use it without a viewer");
}
