package org.netreplay.viewer.filter;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.BitSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.netreplay.log.merge.LineFilter;
import org.netreplay.log.LogGroup;
import org.netreplay.log.LogTypeRegistry;

class FilterViewModelTest {
    private FilterViewModel model;
    private int changes;

    @BeforeEach
    void setUp() {
        model = new FilterViewModel(LogTypeRegistry.loadDefault(), new BitSet(), null);
        model.setSession(Map.of(10, 5L, 27, 7L, 44, 100L, 23, 3L), Map.of(0, 60L, 1, 55L),
                List.of("srv", "c1", "csv"), List.of(70, 45, 9), List.of(true, true, false), 0, 500);
        model.filterProperty().addListener((obs, old, now) -> changes++);
    }

    private LineFilter filter() {
        return model.filterProperty().get();
    }

    @Test
    void gameKeysToggleTheirTypes() {
        assertThat(model.toggleTypeKey('o')).isTrue();
        assertThat(filter().isTypeVisible(44)).isFalse();
        assertThat(model.toggleTypeKey('O')).isTrue();
        assertThat(filter().isTypeVisible(44)).isTrue();
        assertThat(model.toggleTypeKey('X')).isTrue();
        assertThat(filter().isTypeVisible(27)).isFalse();
        assertThat(model.toggleTypeKey('K')).as("stak is not in this session").isFalse();
    }

    @Test
    void digitsTogglePlayers() {
        model.togglePlayer(1);
        assertThat(filter().playerMask()).isEqualTo(0xFF & ~0b10);
        assertThat(model.hiddenPlayers().get(1)).isTrue();
        model.togglePlayer(1);
        assertThat(filter().playerMask()).isEqualTo(0xFF);
    }

    @Test
    void bulkChangesRecomputeTheFilterOnce() {
        model.setAllTypes(false);
        assertThat(changes).isEqualTo(1);
        assertThat(filter().isTypeVisible(10)).isFalse();
        assertThat(filter().isTypeVisible(44)).isFalse();
        model.setGroup(LogGroup.NET, true);
        assertThat(filter().isTypeVisible(27)).isTrue();
        assertThat(filter().isTypeVisible(44)).isFalse();
    }

    @Test
    void frameRangeIsClampedAndOrdered() {
        model.setFrameRange(900, 100);
        assertThat(filter().minFrame()).isEqualTo(100);
        assertThat(filter().maxFrame()).as("500 is the session end, so no upper limit").isEqualTo(Integer.MAX_VALUE);
        model.setFrameRange(10, 20);
        assertThat(filter().minFrame()).isEqualTo(10);
        assertThat(filter().maxFrame()).isEqualTo(20);
        model.resetFrameRange();
        assertThat(filter().minFrame()).isEqualTo(Integer.MIN_VALUE);
    }

    @Test
    void lanesCanBeHiddenAndTheCsvLaneStartsHidden() {
        assertThat(filter().laneMask() & 0b111).isEqualTo(0b011);
        model.lanes().get(1).visibleProperty().set(false);
        assertThat(filter().laneMask() & 0b111).isEqualTo(0b001);
    }

    @Test
    void rememberedHiddenTypesWinOverDefaults() {
        BitSet hidden = new BitSet();
        hidden.set(27);
        FilterViewModel remembered = new FilterViewModel(LogTypeRegistry.loadDefault(), hidden, null);
        assertThat(remembered.filterProperty().get().isTypeVisible(27)).isFalse();
        assertThat(remembered.filterProperty().get().isTypeVisible(23)).as("band is off by default only").isTrue();
        FilterViewModel defaults = new FilterViewModel(LogTypeRegistry.loadDefault(), null, null);
        assertThat(defaults.filterProperty().get().isTypeVisible(23)).isFalse();
    }

    @Test
    void rowMenuActionsHideAndIsolateTypes() {
        model.setTypeVisible(27, false);
        assertThat(filter().isTypeVisible(27)).isFalse();
        assertThat(filter().isTypeVisible(44)).isTrue();
        model.showOnlyType(44);
        assertThat(filter().isTypeVisible(44)).isTrue();
        assertThat(filter().isTypeVisible(10)).isFalse();
        assertThat(filter().isTypeVisible(23)).isFalse();
        model.setPlayerVisible(0, false);
        assertThat(filter().playerMask() & 1).isZero();
    }

    @Test
    void playerZeroIsTheServerInANetgameAndThePlayerInASinglePlayerGame() {
        assertThat(model.players().get(0).label()).isEqualTo("0 server");
        FilterViewModel single = new FilterViewModel(LogTypeRegistry.loadDefault(), new BitSet(), null);
        single.setSession(Map.of(51, 5L), Map.of(0, 5L), List.of("log"), List.of(5), List.of(true), 0, 40);
        assertThat(single.players().get(0).label()).isEqualTo("0 player");
    }
}
