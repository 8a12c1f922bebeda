package org.netreplay;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import java.lang.reflect.Field;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.netreplay.archfixture.cyclea.CycleA;
import org.netreplay.archfixture.cycleb.CycleB;
import org.netreplay.log.archfixture.BrokenCoreFixture;
import org.netreplay.log.archfixture.MisplacedViewModel;
import org.netreplay.replay.archfixture.ReplayUsesLogFixture;
import org.netreplay.session.archfixture.SessionUsesViewerFixture;
import org.netreplay.sim.archfixture.PrintingFixtures;
import org.netreplay.viewer.archfixture.BrokenViewFixtures;

/** Every rule of {@link NetreplayArchitectureTest} reports a deliberately broken fixture (test sources only). */
class ArchitectureRulesFixtureTest {
    static Stream<Arguments> rules() {
        return Stream.of(
                Arguments.of("coreHasNoUi", NetreplayArchitectureTest.coreHasNoUi, new Class<?>[] {BrokenCoreFixture.class}),
                Arguments.of("logDoesNotKnowReplay", NetreplayArchitectureTest.logDoesNotKnowReplay,
                        new Class<?>[] {BrokenCoreFixture.class}),
                Arguments.of("replayDoesNotKnowLog", NetreplayArchitectureTest.replayDoesNotKnowLog,
                        new Class<?>[] {ReplayUsesLogFixture.class}),
                Arguments.of("noCyclesAtAnyDepth", NetreplayArchitectureTest.noCyclesAtAnyDepth,
                        new Class<?>[] {CycleA.class, CycleB.class}),
                Arguments.of("viewModelsOwnNoNodes", NetreplayArchitectureTest.viewModelsOwnNoNodes,
                        new Class<?>[] {BrokenViewFixtures.NodeHoldingViewModel.class}),
                Arguments.of("viewModelsOwnNoNodes (by role: observable state and a node, any name)",
                        NetreplayArchitectureTest.viewModelsOwnNoNodes,
                        new Class<?>[] {BrokenViewFixtures.SelectionState.class}),
                Arguments.of("onlyTaskPackageUsesRunLater", NetreplayArchitectureTest.onlyTaskPackageUsesRunLater,
                        new Class<?>[] {BrokenViewFixtures.RunLaterCaller.class}),
                Arguments.of("onlyCommandLinesPrint (the viewer, System.out)",
                        NetreplayArchitectureTest.onlyCommandLinesPrint,
                        new Class<?>[] {BrokenViewFixtures.Printer.class}),
                Arguments.of("onlyCommandLinesPrint (the simulator, System.err)",
                        NetreplayArchitectureTest.onlyCommandLinesPrint,
                        new Class<?>[] {PrintingFixtures.SpeedReporter.class}),
                Arguments.of("onlyCommandLinesPrint (printStackTrace)", NetreplayArchitectureTest.onlyCommandLinesPrint,
                        new Class<?>[] {PrintingFixtures.SwallowingReader.class}),
                Arguments.of("viewModelsLiveInTheViewer", NetreplayArchitectureTest.viewModelsLiveInTheViewer,
                        new Class<?>[] {MisplacedViewModel.class}),
                Arguments.of("uiClassesGoThroughViewModels (a Region)",
                        NetreplayArchitectureTest.uiClassesGoThroughViewModels,
                        new Class<?>[] {BrokenViewFixtures.ReachingView.class}),
                Arguments.of("uiClassesGoThroughViewModels (a Canvas)",
                        NetreplayArchitectureTest.uiClassesGoThroughViewModels,
                        new Class<?>[] {BrokenViewFixtures.RowsCanvas.class}),
                Arguments.of("uiClassesGoThroughViewModels (a Stage)",
                        NetreplayArchitectureTest.uiClassesGoThroughViewModels,
                        new Class<?>[] {BrokenViewFixtures.SchemaStage.class}),
                Arguments.of("uiClassesGoThroughViewModels (a class that makes a window)",
                        NetreplayArchitectureTest.uiClassesGoThroughViewModels,
                        new Class<?>[] {BrokenViewFixtures.TableWindowOwner.class}),
                Arguments.of("modulesLayered", NetreplayArchitectureTest.modulesLayered,
                        new Class<?>[] {BrokenCoreFixture.class}),
                Arguments.of("sessionHasNoViewer", NetreplayArchitectureTest.sessionHasNoViewer,
                        new Class<?>[] {SessionUsesViewerFixture.class}));
    }

    @ParameterizedTest(name = "{0} reports its broken fixture")
    @MethodSource("rules")
    void ruleReportsItsBrokenFixture(String name, ArchRule rule, Class<?>[] fixture) {
        assertThat(rule.evaluate(new ClassFileImporter().importClasses(fixture)).hasViolation()).as(name).isTrue();
    }

    @Test
    void anAnnotatedExceptionAndItsNestedClassesPassTheViewRule() {
        assertThat(NetreplayArchitectureTest.uiClassesGoThroughViewModels.allowEmptyShould(true)
                .evaluate(new ClassFileImporter().importClasses(BrokenViewFixtures.ExcusedView.class,
                        BrokenViewFixtures.ExcusedView.Part.class)).hasViolation())
                .isFalse();
    }

    @Test
    void everyRuleHasAFixture() {
        Set<String> rules = Stream.of(NetreplayArchitectureTest.class.getDeclaredFields())
                .filter(f -> f.getType() == ArchRule.class).map(Field::getName).collect(Collectors.toSet());
        Set<String> withFixture = rules().map(a -> ((String) a.get()[0]).split(" ")[0]).collect(Collectors.toSet());
        assertThat(withFixture).isEqualTo(rules);
    }
}
