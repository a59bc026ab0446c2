"""packaging/icons.py: the PNG sizes, the .ico and the .icns drawn from the SVG, read back by
our own readers and by Pillow's (reportlab's dependency, so always here), which know nothing
of how they were written."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PIL import Image

from tests.packaging import load_script

icons = load_script("icons")


@pytest.fixture(scope="module")
def out(tmp_path_factory, qapp) -> Path:  # qapp: one QGuiApplication for the test process
    folder = tmp_path_factory.mktemp("icons")
    icons.write(folder)
    return folder


def test_every_hicolor_size_is_a_png_of_that_size_with_the_drawing_in_it(out):
    for size in icons.HICOLOR_SIZES:
        path = out / "hicolor" / f"{size}x{size}" / "apps" / f"{icons.APP_ID}.png"
        with Image.open(path) as image:
            assert image.format == "PNG" and image.size == (size, size)
            rgba = image.convert("RGBA")
            assert rgba.getpixel((0, 0))[3] == 0  # a transparent corner (the SVG's rounded square)
            assert rgba.getpixel((size // 2, size // 2))[3] == 255  # and the drawing in the middle


def test_the_ico_holds_every_windows_size_and_reads_back(out):
    data = (out / "garage.ico").read_bytes()
    images = icons.read_ico(data)
    assert sorted(images) == sorted(icons.ICO_SIZES)
    assert all(icons.png_size(png) == (size, size) for size, png in images.items())
    with Image.open(io.BytesIO(data)) as image:
        assert image.format == "ICO"
        assert {size for size, _ in image.info["sizes"]} == set(icons.ICO_SIZES)
        image.size = (256, 256)
        image.load()
        assert image.size == (256, 256)


def test_the_icns_holds_every_macos_type_and_reads_back(out):
    data = (out / "garage.icns").read_bytes()
    elements = icons.read_icns(data)
    assert set(elements) == set(icons.ICNS_TYPES)
    for kind, png in elements.items():
        assert icons.png_size(png) == (icons.ICNS_TYPES[kind],) * 2, kind
    with Image.open(io.BytesIO(data)) as image:
        assert image.format == "ICNS"
        image.load()
        assert image.size[0] >= 512


def test_a_container_that_does_not_match_its_images_is_refused():
    fake = b"\x89PNG\r\n\x1a\n" + b"\0\0\0\rIHDR" + (32).to_bytes(4, "big") * 2 + b"rest"
    with pytest.raises(ValueError, match="does not match"):
        icons.read_ico(icons.ico({16: fake}))  # an entry of 16 pixels over a 32-pixel image
    with pytest.raises(ValueError, match="cut short"):
        icons.read_icns(icons.icns({16: fake})[:-2])
