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
    /** Up to this many differing fields, their groups and entities are opened when a frame is shown. */
    private static final int MAX_OPENED_DIFFERENCES = 50;
    private final InspectorViewModel model;
    private final BorderPane view = new BorderPane();
    private final TreeTableView<Object> tree = new TreeTableView<>();
    private ContextMenu rowMenu;
    private final TreeTableColumn<Object, String> nameColumn = new TreeTableColumn<>("Field");
    private final TreeTableColumn<Object, String> serverColumn = new TreeTableColumn<>("Server");
    private final TreeTableColumn<Object, String> clientColumn = new TreeTableColumn<>("Client");
    private final TreeTableColumn<Object, String> unitColumn = new TreeTableColumn<>("Unit");
    private final TreeTableColumn<Object, String> differenceColumn = new TreeTableColumn<>("Δ");
    private final TreeTableColumn<Object, String> serverBitsColumn = new TreeTableColumn<>("Server bits");
    private final TreeTableColumn<Object, String> clientBitsColumn = new TreeTableColumn<>("Client bits");
    /** The selected field's path, both exact values, the difference and the bits, in full (wraps). */
    private final Label detail = new Label();
    private final Label message = new Label();
    private final CheckBox differences = new CheckBox("Only differences");
    private final Label summary = new Label();
    private final SparklineView sparkline = new SparklineView();
    /** The tree over the history chart, which folds to its bar when the inspector is short. */
    private final TreeOverHistory treeOverHistory;
    private boolean restoring;
    private double charWidth;
    /** The tree's font size (viewer-inspect.css {@code .inspector-tree}), px. */
    private static final double TREE_FONT_PX = 11;
    /** Characters a level of the tree indents its rows by (about 18 px at 11 px). */
    private static final int INDENT_CHARS = 3;
    /** A cell's left and right padding and a little air, px. */
    private static final double CELL_PADDING_PX = 14;
    /**
     * The widest value a column makes room for, characters: every number, its bits and its difference fit (a float
     * takes at most 15); a longer text (a tile's list of flags, a name) ends in … and is whole in the cell's tooltip
     * and the detail line, so one such field does not push the other columns off the inspector.
     */
    private static final int MAX_VALUE_CHARS = 32;
    /** The most of the tree's width the field names take when values need the room. */
    private static final double NAME_SHARE = 0.42;
    /** The least width of the field names' column, px. */
    private static final double MIN_NAME_PX = 90;
    /** The disclosure arrow left of a group's name, px. */
    private static final double DISCLOSURE_PX = 22;

    /**
     * @param model       the inspector's state
     * @param preferences where the history divider is remembered, or null
     * @param dark        whether the dark theme is on (the sparkline's palette)
     */
    public InspectorView(InspectorViewModel model, ComfortPreferences preferences, ObservableBooleanValue dark) {
        this.model = model;
        view.getStyleClass().add("inspector");
        view.setId("inspector");
        view.setMinWidth(260); // the columns keep their width and scroll sideways; the detail line wraps
        detail.setId("inspectorDetail");
        detail.getStyleClass().add("inspector-detail");
        detail.setWrapText(true);
        detail.setMaxWidth(Double.MAX_VALUE);
        detail.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        detail.setPrefWidth(1); // it wraps to the inspector's width, never widens it
        message.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        message.setPrefWidth(1);
        summary.setWrapText(true);
        summary.setMaxWidth(Double.MAX_VALUE);
        summary.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        summary.setPrefWidth(1); // its own row, wrapped: in the tool bar's flow its width set the inspector's least
        view.setTop(new VBox(toolbar(), summary, message, detail));
        message.setId("inspectorMessage");
        message.getStyleClass().add("inspector-message");
        message.setWrapText(true);
        message.setMaxWidth(Double.MAX_VALUE);
        buildTree();
        Label historyTitle = new Label();
        historyTitle.setId("historyTitle");
        historyTitle.getStyleClass().add("bar-caption");
        historyTitle.textProperty().bind(model.historyMessageProperty());
        // the sentence alone: the history chart draws its own title and legend
        javafx.scene.control.Tooltip historyTip = new javafx.scene.control.Tooltip();
        historyTip.textProperty().bind(model.historyMessageProperty());
        historyTitle.setTooltip(historyTip);
        treeOverHistory = new TreeOverHistory(tree, historyTitle, sparkline, preferences);
        view.setCenter(treeOverHistory.view());
        model.tableProperty().addListener((obs, old, now) -> show(now));
        model.historyProperty().addListener((obs, old, now) -> sparkline.show(now));
        model.selectedEntityProperty().addListener((obs, old, now) -> selectEntity(now));
        sparkline.setDark(dark.get());
        dark.addListener((obs, old, now) -> sparkline.setDark(now));
        show(model.tableProperty().get());
    }

    private javafx.scene.layout.FlowPane toolbar() {
        Label title = new Label("State");
        title.getStyleClass().add("section-title");
        differences.setId("onlyDifferences");
        differences.selectedProperty().bindBidirectional(model.onlyDifferencesProperty());
        CheckBox entity = new CheckBox("Only this entity");
        entity.setId("onlyThisEntity");
        entity.selectedProperty().bindBidirectional(model.onlyThisEntityProperty());
        CheckBox bits = new CheckBox("Bits");
        bits.setId("showBits");
        bits.setTooltip(new javafx.scene.control.Tooltip("Show each side's raw bits in hex (a float's IEEE-754 "
                + "bits)"));
        bits.selectedProperty().bindBidirectional(model.showBitsProperty());
        Button rules = new Button("Ignore rules…");
        rules.setId("ignoreRules");
        rules.getStyleClass().add("small-button");
        rules.setOnAction(event -> IgnoreRulesDialog.edit(view.getScene().getWindow(), model));
        summary.setId("inspectorSummary");
        summary.getStyleClass().add("inspector-summary");
        // a flow, not a row: in a narrow column the check boxes wrap instead of turning into "..."
        javafx.scene.layout.FlowPane bar = new javafx.scene.layout.FlowPane(10, 2, title, differences, entity, bits,
                rules);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().add("inspector-bar");
        return bar;
    }

    private void buildTree() {
        tree.setId("inspectorTree");
        tree.getStyleClass().add("inspector-tree");
        tree.setShowRoot(false);
        tree.setFixedCellSize(TreeOverHistory.ROW_PX); // rows as low as the log's: more of them in a short inspector
        // each value column as wide as its widest text: a narrow inspector scrolls sideways, never cuts a value;
        // the tree asks for no width of its own (its columns' sum would widen the inspector past the window)
        tree.setColumnResizePolicy(TreeTableView.UNCONSTRAINED_RESIZE_POLICY);
        tree.setPrefWidth(1);
        tree.setMinWidth(0);
        tree.widthProperty().addListener((obs, old, now) -> showColumns(model.tableProperty().get()));
        nameColumn.setId("fieldColumn");
        nameColumn.setCellValueFactory(cell -> constant(nameOf(cell.getValue().getValue())));
        serverColumn.setId("serverColumn");
        serverColumn.setCellValueFactory(cell -> constant(text(cell.getValue().getValue(),
                InspectorTable.FieldRow::server)));
        clientColumn.setId("clientColumn");
        clientColumn.setCellValueFactory(cell -> constant(text(cell.getValue().getValue(),
                InspectorTable.FieldRow::client)));
        unitColumn.setId("unitColumn");
        unitColumn.setCellValueFactory(cell -> constant(text(cell.getValue().getValue(),
                InspectorTable.FieldRow::unit)));
        differenceColumn.setId("differenceColumn");
        differenceColumn.setCellValueFactory(cell -> constant(text(cell.getValue().getValue(),
                InspectorTable.FieldRow::difference)));
        serverBitsColumn.setId("serverBitsColumn");
        serverBitsColumn.setCellValueFactory(cell -> constant(text(cell.getValue().getValue(),
                InspectorTable.FieldRow::serverBits)));
        clientBitsColumn.setId("clientBitsColumn");
        clientBitsColumn.setCellValueFactory(cell -> constant(text(cell.getValue().getValue(),
                InspectorTable.FieldRow::clientBits)));
        List<TreeTableColumn<Object, String>> columns = List.of(nameColumn, serverColumn, clientColumn, unitColumn,
                differenceColumn, serverBitsColumn, clientBitsColumn);
        for (TreeTableColumn<Object, String> column : columns) {
            column.setSortable(false);
            column.setCellFactory(c -> new FullTextCell());
        }
        differenceColumn.setGraphic(headerTip("Δ", "How the client's value differs from the server's: ulps between "
                + "two floats, the exact difference of numbers, the changed bits (^) of flags"));
        differenceColumn.setText("");
        tree.getColumns().setAll(columns);
        model.showBitsProperty().addListener((obs, old, now) -> showColumns(model.tableProperty().get()));
        tree.setRowFactory(table -> new FieldRowCell());
        tree.setOnContextMenuRequested(event -> { // the menu key or Shift+F10: the selected row's menu
            TreeItem<Object> selected = tree.getSelectionModel().getSelectedItem();
            if (event.isKeyboardTrigger() && selected != null) {
                showRowMenu(selected.getValue(), tree, event.getScreenX(), event.getScreenY());
            }
            event.consume();
        });
        tree.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            showDetail(now == null ? null : now.getValue());
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
            showDetail(null);
            message.setText("No state yet: open a recording or a session with states, then choose a frame.");
            summary.setText("");
            differences.setDisable(false);
            return;
        }
        message.setText(table.message());
        message.pseudoClassStateChanged(DIFFERS, table.differing() > 0);
        differences.setDisable(!table.comparable()); // kept as chosen for the next session with two sides
        summary.setText(table.comparable() ? String.format(Locale.ROOT, "frame %,d · %,d differ · %,d fields shown",
                table.frame(), table.differing(), table.shownFields())
                : String.format(Locale.ROOT, "frame %,d · %,d fields", table.frame(), table.shownFields()));
        serverColumn.setText(table.serverLabel().isEmpty() ? "Server" : table.serverLabel());
        clientColumn.setText(table.clientLabel().isEmpty() ? "Client" : table.clientLabel());
        serverBitsColumn.setText(serverColumn.getText() + " bits");
        clientBitsColumn.setText(clientColumn.getText() + " bits");
        showColumns(table);
        TreeItem<Object> root = new TreeItem<>("root");
        boolean openAll = (model.onlyDifferencesProperty().get() && table.comparable())
                || model.onlyThisEntityProperty().get();
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

    /**
     * Shows the columns that have something to say (the client's and the difference with two sides, the bits when
     * asked for) and makes each as wide as its widest text and its heading: the tree scrolls sideways instead.
     */
    private void showColumns(InspectorTable table) {
        boolean two = table != null && table.comparable();
        boolean bits = model.showBitsProperty().get();
        clientColumn.setVisible(two);
        differenceColumn.setVisible(two);
        serverBitsColumn.setVisible(bits);
        clientBitsColumn.setVisible(bits && two);
        if (table == null) {
            return;
        }
        double charWidth = charWidth();
        int[] widest = new int[7];
        for (InspectorTable.GroupRow group : table.groups()) {
            widest[0] = Math.max(widest[0], nameOf(group).length());
            for (InspectorTable.EntityRow entity : group.entities()) {
                int entityName = nameOf(entity).length() + INDENT_CHARS;
                if (entityName > widest[0]) {
                    widest[0] = entityName;
                }
                InspectorTable.FieldRow one = single(entity);
                for (InspectorTable.FieldRow field : one != null ? List.of(one) : entity.fields()) {
                    widest[0] = Math.max(widest[0], field.name().length() + 2 * INDENT_CHARS);
                    widest[1] = Math.max(widest[1], field.server().length());
                    widest[2] = Math.max(widest[2], field.client().length());
                    widest[3] = Math.max(widest[3], field.unit().length());
                    widest[4] = Math.max(widest[4], field.difference().length());
                    widest[5] = Math.max(widest[5], field.serverBits().length());
                    widest[6] = Math.max(widest[6], field.clientBits().length());
                }
            }
        }
        List<TreeTableColumn<Object, String>> columns = List.of(nameColumn, serverColumn, clientColumn, unitColumn,
                differenceColumn, serverBitsColumn, clientBitsColumn);
        for (int i = 0; i < columns.size(); i++) {
            TreeTableColumn<Object, String> column = columns.get(i);
            String heading = column.getGraphic() instanceof Label label ? label.getText() : column.getText();
            int chars = i == 0 ? widest[i] : Math.min(widest[i], MAX_VALUE_CHARS);
            double width = Math.max(chars, heading.length()) * charWidth + CELL_PADDING_PX
                    + (i == 0 ? DISCLOSURE_PX : 0);
            if (i == 0) { // the names: at most about half the tree, a cut name has its path in the tooltip
                width = Math.max(Math.min(width, tree.getWidth() * NAME_SHARE), MIN_NAME_PX);
            }
            column.setPrefWidth(Math.ceil(width));
        }
    }

    /** @return the width of a character of the tree's monospace font, bold (a differing row), px */
    private double charWidth() {
        if (charWidth <= 0) {
            javafx.scene.text.Text probe = new javafx.scene.text.Text("0000000000");
            probe.setFont(javafx.scene.text.Font.font("DejaVu Sans Mono", javafx.scene.text.FontWeight.BOLD,
                    TREE_FONT_PX));
            charWidth = probe.getLayoutBounds().getWidth() / 10;
        }
        return charWidth;
    }

    /** Updates the line that shows the selected field in full. */
    private void showDetail(Object selected) {
        InspectorTable.FieldRow field = single(selected);
        InspectorTable table = model.tableProperty().get();
        if (field == null || table == null) {
            detail.setText("");
            detail.setVisible(false);
            detail.setManaged(false);
            return;
        }
        detail.setText(describe(field, table));
        detail.setVisible(true);
        detail.setManaged(true);
    }

    /**
     * @return a field in full, e.g. {@code syn[1].x: server 1062.0 · client 1062.0001 px · +1 ulp · bits
     *         0x4484c000 | 0x4484c001}
     */
    static String describe(InspectorTable.FieldRow field, InspectorTable table) {
        String unit = field.unit().isEmpty() ? "" : " " + field.unit();
        StringBuilder text = new StringBuilder(field.path()).append(": ");
        if (table.comparable()) {
            text.append(side(table.serverLabel(), "server")).append(' ').append(field.server()).append(unit)
                    .append(" · ").append(side(table.clientLabel(), "client")).append(' ').append(field.client())
                    .append(unit);
            text.append(field.differs() ? " · " + (field.difference().isEmpty() ? "differ" : field.difference())
                    + (field.ignored() ? " (ignored)" : "") : " · same");
        } else {
            text.append(field.server()).append(unit);
        }
        if (!field.serverBits().isEmpty()) {
            text.append(" · bits ").append(field.serverBits());
            if (table.comparable()) {
                text.append(" | ").append(field.clientBits());
            }
        }
        return text.toString();
    }

    private static String side(String label, String fallback) {
        return label == null || label.isEmpty() ? fallback : label;
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

    private static String text(Object value, java.util.function.Function<InspectorTable.FieldRow, String> part) {
        InspectorTable.FieldRow field = single(value);
        return field == null ? "" : part.apply(field);
    }

    private static Label headerTip(String text, String tip) {
        Label label = new Label(text);
        label.setTooltip(new javafx.scene.control.Tooltip(tip));
        return label;
    }

    /** @return the field a row shows: a field row, or an entity with a single field (a tile, an event), else null */
    private static InspectorTable.FieldRow single(Object value) {
        if (value instanceof InspectorTable.FieldRow field) {
            return field;
        }
        return value instanceof InspectorTable.EntityRow entity && entity.fields().size() == 1
                ? entity.fields().get(0) : null;
    }

    /**
     * A cell showing its text; when the text is cut (or always, for a field's row) its tooltip says it in full with
     * the row's field described ({@link #describe}). The tooltip is made once per cell, its text when it shows.
     */
    private final class FullTextCell extends javafx.scene.control.TreeTableCell<Object, String> {
        private javafx.scene.control.Tooltip tip;

        FullTextCell() {
            setOnMouseEntered(event -> {
                String text = getText();
                if (isEmpty() || text == null || text.isEmpty()) {
                    setTooltip(null);
                    return;
                }
                if (tip == null) {
                    tip = new javafx.scene.control.Tooltip();
                    tip.setWrapText(true);
                    tip.setMaxWidth(600);
                }
                InspectorTable.FieldRow field = single(getTableRow() == null ? null : getTableRow().getItem());
                InspectorTable table = model.tableProperty().get();
                tip.setText(field != null && table != null ? describe(field, table) : text);
                setTooltip(tip);
            });
        }

        @Override
        protected void updateItem(String item, boolean empty) {
            super.updateItem(item, empty);
            setText(empty ? null : item);
        }
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
