package org.netreplay.viewer.inspect;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import javafx.beans.value.ObservableBooleanValue;
import javafx.collections.ObservableList;
import javafx.css.PseudoClass;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.control.TreeTableRow;
import javafx.scene.control.TreeTableView;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.netreplay.viewer.prefs.ComfortPreferences;

/**
 * The state inspector: a tree table of the state's entities and fields at the cursor frame with the server and the
 * client side by side (differing fields red, ignored ones grey), the check boxes "only differences" and "only this
 * entity", the ignore rules editor, a sentence saying what is shown (or why there is nothing to compare), and under
 * the tree the selected field's history as a sparkline. Shows what its {@link InspectorViewModel} hands it.
 */
public final class InspectorView {
    private static final PseudoClass DIFFERS = PseudoClass.getPseudoClass("differs");
    private static final PseudoClass IGNORED = PseudoClass.getPseudoClass("ignored");
    private static final PseudoClass CONTAINS = PseudoClass.getPseudoClass("contains-differences");
    private static final String SPLIT = "inspector.history";
    /** Up to this many differing fields, their groups and entities are opened when a frame is shown. */
    private static final int MAX_OPENED_DIFFERENCES = 50;
    private final InspectorViewModel model;
    private final BorderPane view = new BorderPane();
    private final TreeTableView<Object> tree = new TreeTableView<>();
    private ContextMenu rowMenu;
    private final TreeTableColumn<Object, String> serverColumn = new TreeTableColumn<>("Server");
    private final TreeTableColumn<Object, String> clientColumn = new TreeTableColumn<>("Client");
    private final Label message = new Label();
    private final Label summary = new Label();
    private final SparklineView sparkline = new SparklineView();
    private final Label clientKey = new Label();
    private final Label differKey = new Label();
    private final SplitPane split;
    private boolean restoring;

    /**
     * @param model       the inspector's state
     * @param preferences where the history divider is remembered, or null
     * @param dark        whether the dark theme is on (the sparkline's palette)
     */
    public InspectorView(InspectorViewModel model, ComfortPreferences preferences, ObservableBooleanValue dark) {
        this.model = model;
        view.getStyleClass().add("inspector");
        view.setId("inspector");
        view.setMinWidth(260); // narrower, its value columns turn into "..."
        view.setTop(new VBox(toolbar(), message));
        message.setId("inspectorMessage");
        message.getStyleClass().add("inspector-message");
        message.setWrapText(true);
        message.setMaxWidth(Double.MAX_VALUE);
        buildTree();
        Label historyTitle = new Label();
        historyTitle.setId("historyTitle");
        historyTitle.getStyleClass().add("bar-caption");
        historyTitle.textProperty().bind(model.historyMessageProperty());
        Label serverKey = new Label("━ server");
        serverKey.getStyleClass().add("sparkline-server");
        clientKey.setText("━ client");
        clientKey.getStyleClass().add("sparkline-client");
        differKey.setText("▮ differ");
        differKey.getStyleClass().add("sparkline-differ");
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox historyBar = new HBox(8, historyTitle, spacer, serverKey, clientKey, differKey);
        historyBar.setAlignment(Pos.CENTER_LEFT);
        historyBar.getStyleClass().add("inspector-history-bar");
        VBox history = new VBox(historyBar, sparkline);
        VBox.setVgrow(sparkline, Priority.ALWAYS);
        split = new SplitPane(tree, history);
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(preferences == null ? 0.78 : preferences.split(SPLIT, 0.78));
        SplitPane.setResizableWithParent(history, false);
        if (preferences != null) {
            split.getDividers().get(0).positionProperty().addListener((obs, old, now) ->
                    preferences.setSplit(SPLIT, now.doubleValue()));
        }
        view.setCenter(split);
        model.tableProperty().addListener((obs, old, now) -> show(now));
        model.historyProperty().addListener((obs, old, now) -> {
            sparkline.show(now);
            boolean twoSides = now != null && now.client() != null;
            clientKey.setVisible(twoSides);
            clientKey.setManaged(twoSides);
            differKey.setVisible(twoSides);
            differKey.setManaged(twoSides);
        });
        model.selectedEntityProperty().addListener((obs, old, now) -> selectEntity(now));
        sparkline.setDark(dark.get());
        dark.addListener((obs, old, now) -> sparkline.setDark(now));
        show(model.tableProperty().get());
    }

    private javafx.scene.layout.FlowPane toolbar() {
        Label title = new Label("State");
        title.getStyleClass().add("section-title");
        CheckBox differences = new CheckBox("Only differences");
        differences.setId("onlyDifferences");
        differences.selectedProperty().bindBidirectional(model.onlyDifferencesProperty());
        CheckBox entity = new CheckBox("Only this entity");
        entity.setId("onlyThisEntity");
        entity.selectedProperty().bindBidirectional(model.onlyThisEntityProperty());
        Button rules = new Button("Ignore rules…");
        rules.setId("ignoreRules");
        rules.getStyleClass().add("small-button");
        rules.setOnAction(event -> IgnoreRulesDialog.edit(view.getScene().getWindow(), model));
        summary.setId("inspectorSummary");
        summary.getStyleClass().add("inspector-summary");
        // a flow, not a row: in a narrow column the check boxes wrap instead of turning into "..."
        javafx.scene.layout.FlowPane bar = new javafx.scene.layout.FlowPane(10, 2, title, differences, entity, rules,
                summary);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().add("inspector-bar");
        return bar;
    }

    private void buildTree() {
        tree.setId("inspectorTree");
        tree.getStyleClass().add("inspector-tree");
        tree.setShowRoot(false);
        tree.setColumnResizePolicy(TreeTableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        TreeTableColumn<Object, String> name = new TreeTableColumn<>("Field");
        name.setId("fieldColumn");
        name.setPrefWidth(160);
        name.setCellValueFactory(cell -> constant(nameOf(cell.getValue().getValue())));
        serverColumn.setId("serverColumn");
        serverColumn.setPrefWidth(90);
        serverColumn.setCellValueFactory(cell -> constant(valueOf(cell.getValue().getValue(), true)));
        clientColumn.setId("clientColumn");
        clientColumn.setPrefWidth(90);
        clientColumn.setCellValueFactory(cell -> constant(valueOf(cell.getValue().getValue(), false)));
        TreeTableColumn<Object, String> unit = new TreeTableColumn<>("Unit");
        unit.setId("unitColumn");
        unit.setPrefWidth(56);
        unit.setCellValueFactory(cell -> constant(unitOf(cell.getValue().getValue())));
        List.of(name, serverColumn, clientColumn, unit).forEach(column -> column.setSortable(false));
        tree.getColumns().setAll(List.of(name, serverColumn, clientColumn, unit));
        tree.setRowFactory(table -> new FieldRowCell());
        tree.setOnContextMenuRequested(event -> { // the menu key or Shift+F10: the selected row's menu
            TreeItem<Object> selected = tree.getSelectionModel().getSelectedItem();
            if (event.isKeyboardTrigger() && selected != null) {
                showRowMenu(selected.getValue(), tree, event.getScreenX(), event.getScreenY());
            }
            event.consume();
        });
        tree.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            if (restoring || now == null) {
                return;
            }
            Object value = now.getValue();
            if (value instanceof InspectorTable.FieldRow field) {
                model.selectedFieldProperty().set(field.path());
                model.selectedEntityProperty().set(entityOf(now));
            } else if (value instanceof InspectorTable.EntityRow entity) {
                model.selectedEntityProperty().set(entity.key());
                if (entity.fields().size() == 1) {
                    model.selectedFieldProperty().set(entity.fields().get(0).path());
                }
            }
        });
    }

    private static EntityKey entityOf(TreeItem<Object> item) {
        TreeItem<Object> parent = item.getParent();
        return parent != null && parent.getValue() instanceof InspectorTable.EntityRow entity ? entity.key() : null;
    }

    private static javafx.beans.value.ObservableValue<String> constant(String text) {
        return new javafx.beans.property.ReadOnlyStringWrapper(text).getReadOnlyProperty();
    }

    private void show(InspectorTable table) {
        Set<String> expanded = new TreeSet<>();
        collectExpanded(tree.getRoot(), expanded);
        if (table == null) {
            tree.setRoot(null);
            message.setText("No state yet: open a recording or a session with states, then choose a frame.");
            summary.setText("");
            return;
        }
        message.setText(table.message());
        message.pseudoClassStateChanged(DIFFERS, table.differing() > 0);
        summary.setText(table.comparable() ? String.format(Locale.ROOT, "frame %,d · %,d differ · %,d fields shown",
                table.frame(), table.differing(), table.shownFields())
                : String.format(Locale.ROOT, "frame %,d · %,d fields", table.frame(), table.shownFields()));
        serverColumn.setText(table.serverLabel().isEmpty() ? "Server" : table.serverLabel());
        clientColumn.setText(table.clientLabel().isEmpty() ? "Client" : table.clientLabel());
        clientColumn.setVisible(table.comparable());
        TreeItem<Object> root = new TreeItem<>("root");
        boolean openAll = model.onlyDifferencesProperty().get() || model.onlyThisEntityProperty().get();
        // a few differences are opened so their red rows show at once (after "next desync", say)
        boolean openDiffering = table.differing() > 0 && table.differing() <= MAX_OPENED_DIFFERENCES;
        for (InspectorTable.GroupRow group : table.groups()) {
            TreeItem<Object> item = new LazyItem(group);
            root.getChildren().add(item);
            if (openAll || expanded.contains(keyOf(group)) || (expanded.isEmpty() && table.groups().size() == 1)
                    || (openDiffering && group.differing() > 0)) {
                item.setExpanded(true);
                for (TreeItem<Object> entity : item.getChildren()) {
                    if (openAll || expanded.contains(keyOf(entity.getValue()))
                            || (openDiffering && entity.getValue() instanceof InspectorTable.EntityRow row
                            && row.differing() > 0)) {
                        entity.setExpanded(true);
                    }
                }
            }
        }
        if (expanded.isEmpty() && !root.getChildren().isEmpty() && !openAll && !openDiffering) {
            TreeItem<Object> first = root.getChildren().get(0); // the players first: the usual place to look
            first.setExpanded(true);
            if (!first.getChildren().isEmpty()) {
                first.getChildren().get(0).setExpanded(true);
            }
        }
        restoring = true;
        String picked;
        try {
            tree.setRoot(root);
            picked = restoreSelection(root);
        } finally {
            restoring = false;
        }
        if (picked != null) { // select it for real: its history is read, its entity selected (on the canvas too)
            TreeItem<Object> item = tree.getSelectionModel().getSelectedItem();
            model.selectedFieldProperty().set(picked);
            if (item != null) {
                model.selectedEntityProperty().set(item.getValue() instanceof InspectorTable.EntityRow row
                        ? row.key() : entityOf(item));
            }
        }
    }

    /** @return the path of a differing field chosen because nothing was selected yet, or null */
    private String restoreSelection(TreeItem<Object> root) {
        String path = model.selectedFieldProperty().get();
        EntityKey entity = model.selectedEntityProperty().get();
        InspectorTable shown = model.tableProperty().get();
        String picked = null;
        if ((path == null || path.isEmpty()) && entity == null && shown != null && !shown.differingPaths().isEmpty()) {
            picked = shown.differingPaths().get(0); // nothing chosen yet: show where it differs
            path = picked;
        }
        TreeItem<Object> found = path == null || path.isEmpty() ? null : find(root, path);
        if (found == null && entity != null) {
            found = find(root, entity.text());
        }
        if (found != null) {
            tree.getSelectionModel().select(found);
            int row = tree.getRow(found);
            if (row >= 0) {
                tree.scrollTo(Math.max(0, row - 3));
            }
        }
        return found == null ? null : picked;
    }

    /** Selects the entity chosen elsewhere (the replay canvas): opens its group and scrolls to it. */
    private void selectEntity(EntityKey entity) {
        if (restoring || entity == null || tree.getRoot() == null) {
            return;
        }
        TreeItem<Object> selected = tree.getSelectionModel().getSelectedItem();
        if (selected != null && (entity.equals(entityOf(selected))
                || selected.getValue() instanceof InspectorTable.EntityRow row && row.key().equals(entity))) {
            return;
        }
        for (TreeItem<Object> group : tree.getRoot().getChildren()) {
            if (group.getValue() instanceof InspectorTable.GroupRow row && row.entity().equals(entity.entity())) {
                group.setExpanded(true);
                TreeItem<Object> item = find(group, entity.text());
                if (item != null) {
                    restoring = true;
                    try {
                        item.setExpanded(true);
                        tree.getSelectionModel().select(item);
                        tree.scrollTo(Math.max(0, tree.getRow(item) - 1));
                    } finally {
                        restoring = false;
                    }
                }
            }
        }
    }

    /** Finds the item whose key is {@code key} below {@code from}, expanding groups and entities on the way. */
    private static TreeItem<Object> find(TreeItem<Object> from, String key) {
        for (TreeItem<Object> child : from.getChildren()) {
            Object value = child.getValue();
            if (keyOf(value).equals(key)) {
                return child;
            }
            boolean mayHold = value instanceof InspectorTable.GroupRow group
                    ? key.startsWith(group.entity() + "[")
                    : value instanceof InspectorTable.EntityRow entity && key.startsWith(entity.key().text() + ".");
            if (mayHold) {
                TreeItem<Object> found = find(child, key);
                if (found != null) {
                    child.setExpanded(true);
                    return found;
                }
            }
        }
        return null;
    }

    private static void collectExpanded(TreeItem<Object> item, Set<String> into) {
        if (item == null) {
            return;
        }
        if (item instanceof LazyItem lazy && !lazy.loaded()) {
            return;
        }
        for (TreeItem<Object> child : item.getChildren()) {
            if (child.isExpanded()) {
                into.add(keyOf(child.getValue()));
                collectExpanded(child, into);
            }
        }
    }

    private static String keyOf(Object value) {
        if (value instanceof InspectorTable.GroupRow group) {
            return "group:" + group.entity();
        }
        if (value instanceof InspectorTable.EntityRow entity) {
            return entity.key().text();
        }
        return value instanceof InspectorTable.FieldRow field ? field.path() : "";
    }

    private static String nameOf(Object value) {
        if (value instanceof InspectorTable.GroupRow group) {
            String count = group.entities().size() + (group.entities().size() == 1 ? " entity" : " entities");
            return group.entity() + "   (" + count + (group.differing() > 0 ? ", " + group.differing() + " differ)"
                    : ")");
        }
        if (value instanceof InspectorTable.EntityRow entity) {
            if (entity.fields().size() == 1) {
                return entity.key().text() + "." + entity.fields().get(0).name();
            }
            return entity.key().text() + (entity.differing() > 0 ? "   (" + entity.differing() + " differ)" : "");
        }
        return value instanceof InspectorTable.FieldRow field ? field.name() : "";
    }

    private static String valueOf(Object value, boolean server) {
        InspectorTable.FieldRow field = single(value);
        return field == null ? "" : server ? field.server() : field.client();
    }

    private static String unitOf(Object value) {
        InspectorTable.FieldRow field = single(value);
        return field == null ? "" : field.unit();
    }

    /** @return the field a row shows: a field row, or an entity with a single field (a tile, an event), else null */
    private static InspectorTable.FieldRow single(Object value) {
        if (value instanceof InspectorTable.FieldRow field) {
            return field;
        }
        return value instanceof InspectorTable.EntityRow entity && entity.fields().size() == 1
                ? entity.fields().get(0) : null;
    }

    /** A group or entity whose children are made when first asked for (28,000 fields, a few hundred shown). */
    private static final class LazyItem extends TreeItem<Object> {
        private boolean loaded;

        LazyItem(Object value) {
            super(value);
        }

        boolean loaded() {
            return loaded;
        }

        @Override
        public boolean isLeaf() {
            return getValue() instanceof InspectorTable.EntityRow entity && entity.fields().size() == 1;
        }

        @Override
        public ObservableList<TreeItem<Object>> getChildren() {
            if (!loaded) {
                loaded = true;
                List<TreeItem<Object>> children = new ArrayList<>();
                if (getValue() instanceof InspectorTable.GroupRow group) {
                    group.entities().forEach(entity -> children.add(new LazyItem(entity)));
                } else if (getValue() instanceof InspectorTable.EntityRow entity && entity.fields().size() > 1) {
                    entity.fields().forEach(field -> children.add(new TreeItem<>(field)));
                }
                super.getChildren().setAll(children);
            }
            return super.getChildren();
        }
    }

    /**
     * A row: red when its field differs, grey when ignored, a red name when something below differs; a secondary
     * press opens its menu ({@link #showRowMenu}).
     */
    private final class FieldRowCell extends TreeTableRow<Object> {
        FieldRowCell() {
            // on the secondary press, as the log list's row menu (mouse-made menu requests are not always sent)
            addEventHandler(javafx.scene.input.MouseEvent.MOUSE_PRESSED, event -> {
                if ((event.getButton() == javafx.scene.input.MouseButton.SECONDARY || event.isPopupTrigger())
                        && !isEmpty() && getItem() != null) {
                    showRowMenu(getItem(), this, event.getScreenX(), event.getScreenY());
                    event.consume();
                }
            });
            setOnContextMenuRequested(javafx.event.Event::consume); // a mouse-made request: the press opened it
        }

        @Override
        protected void updateItem(Object item, boolean empty) {
            super.updateItem(item, empty);
            InspectorTable.FieldRow field = empty ? null : single(item);
            pseudoClassStateChanged(DIFFERS, field != null && field.counts());
            pseudoClassStateChanged(IGNORED, field != null && field.ignored());
            int below = item instanceof InspectorTable.GroupRow group ? group.differing()
                    : item instanceof InspectorTable.EntityRow entity && entity.fields().size() > 1
                    ? entity.differing() : 0;
            pseudoClassStateChanged(CONTAINS, !empty && below > 0);
        }
    }

    /**
     * Opens the menu of a row's item (ignore, copy) at a screen point, closing one still open. The menu is made when
     * asked for: a menu is a popup window with a scene of its own, and one made at every row update cost the pulse
     * that fills the inspector about a third of its 114–142 ms (docs/benchmarks.md).
     */
    private void showRowMenu(Object item, Node anchor, double screenX, double screenY) {
        if (rowMenu != null) {
            rowMenu.hide();
        }
        rowMenu = menuFor(item);
        rowMenu.show(anchor, screenX, screenY);
    }

    private ContextMenu menuFor(Object item) {
        List<MenuItem> items = new ArrayList<>();
        InspectorTable.FieldRow field = single(item);
        if (field != null) {
            int bracket = field.path().indexOf('[');
            String entity = bracket > 0 ? field.path().substring(0, bracket) : field.path();
            items.add(action("Ignore " + field.path(), () -> model.ignore(field.path())));
            items.add(action("Ignore " + field.name() + " of every " + entity,
                    () -> model.ignore(entity + "[*]." + field.name())));
            items.add(action("Copy " + field.path(), () -> copy(field.path())));
        } else if (item instanceof InspectorTable.EntityRow entity) {
            items.add(action("Ignore every field of " + entity.key().text(),
                    () -> model.ignore(entity.key().text() + ".*")));
        } else if (item instanceof InspectorTable.GroupRow group) {
            items.add(action("Ignore every " + group.entity(), () -> model.ignore(group.entity() + "[*")));
        }
        return new ContextMenu(items.toArray(MenuItem[]::new));
    }

    private static MenuItem action(String text, Runnable run) {
        MenuItem item = new MenuItem(text);
        item.setMnemonicParsing(false);
        item.setOnAction(event -> run.run());
        return item;
    }

    private static void copy(String text) {
        ClipboardContent content = new ClipboardContent();
        content.putString(text);
        Clipboard.getSystemClipboard().setContent(content);
    }

    /** @return the inspector's root node */
    public Node view() {
        return view;
    }

    /** @return the tree table (tests read its rows) */
    TreeTableView<Object> tree() {
        return tree;
    }
}
