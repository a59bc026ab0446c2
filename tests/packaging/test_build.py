"""packaging/build.py's steps that run here: `assets` (in a child Python, as the wheel's hook
and the bundle call it) and the Linux bundle's share/ tree. PyInstaller's own build is
test_bundle.py's (Linux) and the CI workflow's (Windows, macOS)."""

from __future__ import annotations

import json

import pytest

from tests.packaging import load_script

build = load_script("build")


@pytest.fixture(scope="module")
def made(tmp_path_factory):
    out = tmp_path_factory.mktemp("assets")
    build.assets(out)
    return out


def test_assets_lists_every_file_it_made_and_where_it_goes(made):
    manifest = json.loads((made / build.MANIFEST).read_text(encoding="utf-8"))
    assert all((made / relative).is_file() for relative in manifest)
    assert all(installed.startswith("share/") for installed in manifest.values())
    assert {"man/man1/garage-cli.1", "man/man1/garage.1", "completions/bash/garage-cli",
            "hicolor/48x48/apps/io.github.garage.garage.png"} <= set(manifest)
    assert (made / "garage.ico").is_file() and (made / "garage.icns").is_file()  # for Windows and macOS
    assert (made / "translations" / "garage_de.qm").stat().st_size > 1000


def test_the_linux_bundle_gets_every_desktop_file_by_its_installed_name(made, tmp_path):
    build.lay_out_share(tmp_path, made)
    share = tmp_path / "share"
    for path in (f"applications/{build.APP_ID}.desktop", f"metainfo/{build.APP_ID}.metainfo.xml",
                 "mime/packages/garage.xml",
                 f"icons/hicolor/scalable/apps/{build.APP_ID}.svg", f"icons/hicolor/256x256/apps/{build.APP_ID}.png",
                 "man/man1/garage-cli.1", "bash-completion/completions/garage-cli",
                 "zsh/site-functions/_garage-cli", "fish/vendor_completions.d/garage-cli.fish"):
        assert (share / path).is_file(), path


def test_a_failing_generator_stops_the_build_saying_why(tmp_path, monkeypatch):
    scripts = tmp_path / "packaging"
    scripts.mkdir()
    (scripts / "cli_docs.py").write_text("raise ImportError('broken on purpose')\n")
    (scripts / "icons.py").write_text("")
    monkeypatch.setattr(build, "HERE", scripts)
    with pytest.raises(SystemExit, match=r"(?s)generators failed.*broken on purpose"):
        build.assets(tmp_path / "out")
    assert not (tmp_path / "out" / build.MANIFEST).exists()
