package org.netreplay.log.archfixture;

/** Broken fixture: a view model outside the viewer (viewModelsLiveInTheViewer). */
public final class MisplacedViewModel {
}
