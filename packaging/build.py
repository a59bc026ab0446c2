"""Builds what Garage ships, the same way on Linux, Windows and macOS, in Python (no shell in
the build path):

    python packaging/build.py assets OUT        man pages, completions and icons into OUT
    python packaging/build.py bundle [DIST]     PyInstaller: DIST/garage/ (Linux, Windows: garage.exe
                                                and garage-cli.exe) or DIST/Garage.app (macOS)
    python packaging/build.py installer [DIST]  Windows: the Inno Setup installer (iscc) from DIST/garage;
                                                macOS: DIST/Garage-VERSION.dmg (hdiutil)
    python packaging/build.py smoke [DIST]      runs what `bundle` built on a fresh garage

`assets` is what the wheel's build hook (packaging/hatch_build.py) and `bundle` call; `bundle`
and `smoke` run in a Python that has garage (from a wheel) and PyInstaller installed, as
scripts/bundle's own virtualenv and the CI workflow (.github/workflows/platforms.yml) have.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
MANIFEST = "manifest.json"
APP_ID = "io.github.garage.garage"  # the desktop entry's Icon= and the AppStream component id (icons.py)


def assets(out: Path) -> dict[str, str]:
    """Man pages, completions and icons into `out`, and out/manifest.json: {file relative to
    out: where it is installed under a prefix (share/...)}. Runs the generators in a child
    Python, offscreen, so a build tool's process never holds a Qt application."""
    out.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=os.pathsep.join(
        [str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])]))
    code = ("import json, sys; sys.path.insert(0, sys.argv[1]); import cli_docs, icons; from pathlib import Path;"
            " out = Path(sys.argv[2]); written = {**cli_docs.write(out), **icons.write(out)};"
            " print(json.dumps({p.relative_to(out).as_posix(): i for p, i in written.items()}))")
    done = subprocess.run([sys.executable, "-c", code, str(HERE), str(out)], env=env, capture_output=True, text=True,
                          timeout=600)
    if done.returncode != 0:
        raise SystemExit(f"build.py assets: the generators failed:\n{done.stderr}")
    manifest = json.loads(done.stdout.splitlines()[-1])
    translations(out / "translations")
    (out / MANIFEST).write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return manifest


def translations(out: Path) -> list[Path]:
    """Every resources/translations/*.ts compiled to a .qm in `out` by PySide6's lrelease (the
    wheel carries them in garage/resources/translations; not listed in the manifest, which is
    what goes under share/)."""
    import PySide6

    tool = Path(PySide6.__file__).parent / ("lrelease.exe" if sys.platform == "win32" else "lrelease")
    out.mkdir(parents=True, exist_ok=True)
    made = []
    for source in sorted((ROOT / "resources" / "translations").glob("*.ts")):
        target = out / f"{source.stem}.qm"
        done = subprocess.run([str(tool), "-silent", str(source), "-qm", str(target)], capture_output=True,
                              text=True, timeout=300)
        if done.returncode != 0 or not target.is_file():
            raise SystemExit(f"build.py assets: lrelease failed on {source.name}: {done.stderr}")
        made.append(target)
    return made


def lay_out_share(folder: Path, made: Path) -> None:
    """The freedesktop files of a Linux bundle under folder/share/, by their installed names
    (the desktop entry and the metainfo name each other; packaging/install copies share/):
    launcher, metainfo, file type, the icon in SVG and every PNG size, man pages, completions."""
    share = folder / "share"
    copies = {HERE / f"{APP_ID}.desktop": share / "applications" / f"{APP_ID}.desktop",
              HERE / f"{APP_ID}.metainfo.xml": share / "metainfo" / f"{APP_ID}.metainfo.xml",
              HERE / "garage-mime.xml": share / "mime" / "packages" / "garage.xml",
              ROOT / "resources" / "icons" / "garage.svg": share / "icons" / "hicolor" / "scalable" / "apps"
              / f"{APP_ID}.svg"}
    manifest = json.loads((made / MANIFEST).read_text(encoding="utf-8"))
    copies.update({made / relative: folder / installed for relative, installed in manifest.items()})
    for source, target in copies.items():
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)


def bundle(dist: Path) -> Path:
    """PyInstaller's build of packaging/garage.spec into `dist`, with the icons the spec asks for
    (GARAGE_ASSETS); on Linux the share/ tree, the licence and the installer beside it."""
    work = ROOT / "build" / "pyinstaller"
    made = ROOT / "build" / "assets"
    shutil.rmtree(made, ignore_errors=True)
    assets(made)
    shutil.rmtree(work, ignore_errors=True)
    for old in (dist / "garage", dist / "Garage.app"):
        shutil.rmtree(old, ignore_errors=True)
    env = dict(os.environ, GARAGE_ASSETS=str(made))
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN", "--distpath",
                    str(dist), "--workpath", str(work), str(HERE / "garage.spec")], check=True, env=env,
                   timeout=3600)
    if sys.platform == "darwin":
        return dist / "Garage.app"
    folder = dist / "garage"
    shutil.copyfile(ROOT / "LICENSE", folder / "LICENSE")
    if sys.platform.startswith("linux"):
        shutil.copyfile(HERE / "install", folder / "install")
        (folder / "install").chmod(0o755)
        lay_out_share(folder, made)
    return folder


def version() -> str:
    sys.path.insert(0, str(ROOT))
    from garage import __version__

    return __version__


def installer(dist: Path) -> Path:
    if sys.platform == "win32":
        iscc = shutil.which("iscc") or r"C:\Program Files (x86)\Inno Setup 6\ISCC.exe"
        subprocess.run([iscc, f"/DAppVersion={version()}", f"/DSource={dist / 'garage'}",
                        f"/DAssets={ROOT / 'build' / 'assets'}", f"/DOutputDir={dist}",
                        str(HERE / "windows" / "garage.iss")], check=True, timeout=1800)
        return dist / f"garage-{version()}-setup.exe"
    if sys.platform == "darwin":
        image = dist / f"Garage-{version()}.dmg"
        image.unlink(missing_ok=True)
        subprocess.run(["hdiutil", "create", "-volname", "Garage", "-srcfolder", str(dist / "Garage.app"),
                        "-ov", "-format", "UDZO", str(image)], check=True, timeout=1800)
        return image
    raise SystemExit("build.py installer: Windows and macOS only (Linux: the bundle's ./install)")


def executables(dist: Path, platform: str = sys.platform) -> tuple[Path, Path]:
    """Where `bundle` put the app and the CLI on this platform."""
    if platform == "darwin":
        folder = dist / "Garage.app" / "Contents" / "MacOS"
        return folder / "garage", folder / "garage-cli"
    suffix = ".exe" if platform == "win32" else ""
    return dist / "garage" / f"garage{suffix}", dist / "garage" / f"garage-cli{suffix}"


def smoke(dist: Path) -> None:
    """The built programs on a fresh garage in a throwaway home: the CLI lists the example cars
    and validates one; the app's --self-test opens the garage and prints a sheet to PDF."""
    app, cli = executables(dist)
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, HOME=home, USERPROFILE=home, APPDATA=str(Path(home, "roaming")),
                   LOCALAPPDATA=str(Path(home, "local")), XDG_DATA_HOME=str(Path(home, "data")),
                   XDG_CONFIG_HOME=str(Path(home, "config")), QT_QPA_PLATFORM="offscreen")
        env.pop("GARAGE_DB", None)
        listed = subprocess.run([str(cli), "list", "--json"], env=env, capture_output=True, text=True, timeout=600)
        if listed.returncode != 0 or len(json.loads(listed.stdout)) < 1:
            raise SystemExit(f"smoke: garage-cli list failed ({listed.returncode}): {listed.stderr}")
        car = ROOT / "resources" / "examples" / "purple-haze.car.json"
        checked = subprocess.run([str(cli), "validate", str(car)], env=env, capture_output=True, text=True,
                                 timeout=600)
        if checked.returncode != 0:
            raise SystemExit(f"smoke: garage-cli validate failed ({checked.returncode}): {checked.stderr}")
        pdf = Path(home, "self-test.pdf")
        shown = subprocess.run([str(app), "--self-test", str(pdf)], env=env, capture_output=True, text=True,
                               timeout=600)
        if shown.returncode != 0 or not pdf.is_file() or not pdf.read_bytes().startswith(b"%PDF"):
            raise SystemExit(f"smoke: garage --self-test failed ({shown.returncode}): {shown.stderr}")
    print(f"smoke: {cli.name} and {app.name} ran on a fresh garage")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="build.py", description="Build what Garage ships.")
    sub = parser.add_subparsers(dest="step", required=True)
    sub.add_parser("assets").add_argument("out", type=Path)
    for step in ("bundle", "installer", "smoke"):
        sub.add_parser(step).add_argument("dist", type=Path, nargs="?", default=ROOT / "dist")
    args = parser.parse_args(argv)
    if args.step == "assets":
        for relative, installed in assets(args.out.resolve()).items():
            print(f"{relative} -> {installed}")
    elif args.step == "bundle":
        print(f"bundle: {bundle(args.dist.resolve())}")
    elif args.step == "installer":
        print(f"installer: {installer(args.dist.resolve())}")
    else:
        smoke(args.dist.resolve())
    return 0


if __name__ == "__main__":
    sys.exit(main())
