package org.netreplay.replay.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Limits of {@link MapBuilder}. */
class MapBuilderTest {

    @Test
    void positionsAreClampedIntoTheMap() {
        MapData map = new MapBuilder().item(ItemKind.COIN, 0, -50, 70_000).enemy(EnemyKind.WALKER, 0, 5000, -1)
                .start(-20, 2500).build();

        assertThat(map.itemX(0)).isZero();
        assertThat(map.itemY(0)).isEqualTo(1999);
        assertThat(map.enemyX(0)).isEqualTo(1999);
        assertThat(map.enemyY(0)).isZero();
        assertThat(map.startX(0)).isZero();
        assertThat(map.startY(0)).isEqualTo(1999);
    }

    @Test
    void extraItemsEnemiesAndStartsAreDroppedAndCounted() {
        MapBuilder builder = new MapBuilder();
        for (int i = 0; i < 300; i++) {
            builder.item(ItemKind.COIN, 0, i, i).enemy(EnemyKind.FLYER, 0, i, i).start(i, i);
        }
        MapData map = builder.build();

        assertThat(map.itemCount()).isEqualTo(StateLayout.MAX_ITEMS);
        assertThat(map.enemyCount()).isEqualTo(StateLayout.MAX_ENEMIES);
        assertThat(map.startCount()).isEqualTo(MapBuilder.MAX_STARTS);
        assertThat(builder.droppedCount()).isEqualTo((300 - 256) + (300 - 100) + (300 - 8));
    }

    @Test
    void aMapWithoutStartsGetsOneAndTilesOutsideTheGridAreRejected() {
        assertThat(new MapBuilder().build().startCount()).isEqualTo(1);
        assertThatThrownBy(() -> new MapBuilder().tile(100, 0, Tiles.SOLID))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("(100, 0)");
    }
}
