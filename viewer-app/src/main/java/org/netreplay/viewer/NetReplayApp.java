package org.netreplay.viewer;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;

/** The JavaFX application. */
public class NetReplayApp extends Application {
    @Override
    public void start(Stage stage) {
        stage.setTitle("netreplay");
        stage.setScene(new Scene(new Label("netreplay"), 800, 600));
        stage.show();
    }
}
