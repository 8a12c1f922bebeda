package org.netreplay.viewer.filter;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.netreplay.log.LogGroup;
import org.netreplay.log.LogTypeRegistry;

/** The prepared type tree: groups with totals, types ordered by id, texts formatted. */
class CategoryTreeTest {
    private final LogTypeRegistry registry = LogTypeRegistry.loadDefault();

    @Test
    void groupsTotalTheirTypesAndTypesComeOrderedById() {
        CategoryTree tree = CategoryTree.of(registry, Map.of(44, 48_402L, 27, 4_996L, 23, 205L, 10, 52L),
                id -> "#123456");
        List<String> groups = tree.groups().stream().map(g -> g.node().label()).toList();
        assertThat(groups).doesNotHaveDuplicates();
        long total = tree.groups().stream().mapToLong(g -> g.node().count()).sum();
        assertThat(total).isEqualTo(48_402L + 4_996L + 205L + 52L);
        for (CategoryTree.Group group : tree.groups()) {
            assertThat(group.typeIds()).isSorted();
            assertThat(group.types().stream().mapToLong(CategoryNode::count).sum()).isEqualTo(group.node().count());
            for (int id : group.typeIds()) {
                assertThat(registry.type(id).group().name().toLowerCase(java.util.Locale.ROOT))
                        .isEqualTo(group.node().label());
            }
        }
        CategoryNode tmst = nodeOf(tree, 44);
        assertThat(tmst.countText()).isEqualTo("48,402");
        assertThat(tmst.detail()).isEqualTo("44");
        assertThat(tmst.colour()).isEqualTo("#123456");
        assertThat(tmst.key()).isEqualTo("O");
    }

    @Test
    void groupsFollowTheLogGroupOrder() {
        CategoryTree tree = CategoryTree.of(registry, Map.of(44, 1L, 27, 1L, 10, 1L), id -> "#ffffff");
        List<LogGroup> order = tree.groups().stream()
                .map(g -> registry.type(g.typeIds().get(0)).group()).toList();
        assertThat(order).isSortedAccordingTo(java.util.Comparator.naturalOrder());
    }

    private static CategoryNode nodeOf(CategoryTree tree, int typeId) {
        for (CategoryTree.Group group : tree.groups()) {
            int i = group.typeIds().indexOf(typeId);
            if (i >= 0) {
                return group.types().get(i);
            }
        }
        throw new AssertionError("type " + typeId + " is not in the tree");
    }
}
