#!/usr/bin/env bash
# Builds the installable app from the app module's jar and runtime dependencies (run by `mvn -Pdist package`,
# app/pom.xml; arguments: the app jar, the version, the JDK to take jdeps, jlink, jpackage and jmods from):
#   app/target/dist/netreplay/                  a jpackage app image: bin/netreplay, its own jlink'd Java runtime
#                                               (lib/runtime), the jars and the bundled sample data (lib/app)
#   app/target/dist/netreplay_<version>_amd64.deb   the same as a Debian package, where dpkg-deb and fakeroot exist
# JavaFX comes as the Maven jars on the class path; the runtime holds the JDK modules jdeps finds they all need.
set -euo pipefail
app_jar="$1"
version="${2%%-*}"                       # jpackage wants digits and dots: 0.1.0-SNAPSHOT -> 0.1.0
module="$(cd "$(dirname "$0")/../.." && pwd)"
root="$(cd "$module/.." && pwd)"
dist="$module/target/dist"
libs="$module/target/dist-libs"          # the runtime dependencies, copied by the dependency plugin

jdk="${3:-${JAVA_HOME:-$(dirname "$(dirname "$(readlink -f "$(command -v javac)")")")}}"
for tool in jdeps jlink jpackage; do
  [ -x "$jdk/bin/$tool" ] || { echo "make-image: $jdk/bin/$tool not found: a full JDK 17+ is needed" >&2; exit 2; }
done
[ -d "$jdk/jmods" ] || { echo "make-image: $jdk/jmods not found: jlink needs the JDK's jmods" >&2; exit 2; }

rm -rf "$dist"
mkdir -p "$dist/input/sample-logs/sessions"
cp "$libs"/*.jar "$dist/input/"
cp "$app_jar" "$dist/input/"
# the bundled data the app opens and replays: -Dnetreplay.rootDir=$APPDIR makes lib/app the netreplay folder
cp -r "$root/sample-logs/levels" "$root/sample-logs/demos" "$root/sample-logs/README.md" \
      "$root/sample-logs/LICENSE-purple-martians.txt" "$dist/input/sample-logs/"
for s in "$root"/sample-logs/sessions/*/; do cp -r "$s" "$dist/input/sample-logs/sessions/"; done

# the JDK modules the jars use (JavaFX's among them), as jdeps finds them, plus java.logging for JavaFX's logger
modules="$("$jdk/bin/jdeps" --multi-release 17 --ignore-missing-deps --print-module-deps "$dist"/input/*.jar)"
modules="$modules,java.logging,jdk.unsupported"
"$jdk/bin/jlink" --module-path "$jdk/jmods" --add-modules "$modules" --strip-debug --no-header-files \
  --no-man-pages --compress=2 --output "$dist/runtime"

main_jar="$(basename "$app_jar")"
common=(--name netreplay --app-version "$version" --vendor "netreplay"
        --description "Desktop debugger for deterministic netgame logs, replays and desyncs")
"$jdk/bin/jpackage" --type app-image "${common[@]}" --input "$dist/input" --main-jar "$main_jar" \
  --main-class org.netreplay.app.Main --runtime-image "$dist/runtime" --dest "$dist" \
  --java-options '-Dnetreplay.rootDir=$APPDIR' --java-options '-XX:MaxRAMPercentage=50'
echo "make-image: $dist/netreplay ($(du -sh "$dist/netreplay" | cut -f1))"

if command -v dpkg-deb >/dev/null && command -v fakeroot >/dev/null; then
  "$jdk/bin/jpackage" --type deb "${common[@]}" --app-image "$dist/netreplay" --dest "$dist" \
    --linux-package-name netreplay --linux-app-category devel \
    --linux-package-deps "libgtk-3-0, libgl1, fontconfig"
  echo "make-image: $(ls "$dist"/*.deb) ($(du -sh "$dist"/*.deb | cut -f1))"
else
  echo "make-image: no .deb (dpkg-deb and fakeroot are needed; apt-get install fakeroot)" >&2
fi
