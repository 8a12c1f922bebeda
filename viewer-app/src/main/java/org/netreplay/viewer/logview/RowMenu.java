package org.netreplay.viewer.logview;

import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import org.netreplay.viewer.filter.FilterViewModel;

/**
 * The log rows' context menu, built for the selected line: copy it, hide its type / player / file, show only its
 * type, or set the frame range to start at its frame.
 */
final class RowMenu {
    private RowMenu() {
    }

    static ContextMenu forLine(DisplayLine line, LogViewModel log, FilterViewModel filter, Runnable copy) {
        ContextMenu menu = new ContextMenu();
        String type = log.typeLook(line.typeId()).label();
        String lane = log.laneName(line.lane());
        menu.setId("rowMenu");
        menu.getItems().add(item("Copy line", copy));
        menu.getItems().add(new SeparatorMenuItem());
        if (line.typeId() >= 0) {
            MenuItem hide = item("Hide type " + type + " (type " + line.typeId() + ")",
                    () -> filter.setTypeVisible(line.typeId(), false));
            hide.setId("hideType");
            menu.getItems().add(hide);
            menu.getItems().add(item("Show only type " + type, () -> filter.showOnlyType(line.typeId())));
        }
        if (line.player() >= 0) {
            menu.getItems().add(item("Hide player " + line.player(),
                    () -> filter.setPlayerVisible(line.player(), false)));
        }
        menu.getItems().add(item("Hide file " + lane, () -> filter.setLaneVisible(line.lane(), false)));
        menu.getItems().add(new SeparatorMenuItem());
        menu.getItems().add(item("Frames from " + line.frame(), () -> filter.setFrameRange(line.frame(),
                filter.maxFrameProperty().get())));
        menu.getItems().add(item("Frames up to " + line.frame(), () -> filter.setFrameRange(
                filter.minFrameProperty().get(), line.frame())));
        return menu;
    }

    private static MenuItem item(String text, Runnable action) {
        MenuItem item = new MenuItem(text);
        item.setMnemonicParsing(false);
        item.setOnAction(event -> action.run());
        return item;
    }
}
