"""The app's icon in every form a platform asks for, drawn from resources/icons/garage.svg at
build time by Qt's SVG renderer (offscreen, no display): PNGs of the freedesktop hicolor sizes,
a Windows .ico and a macOS .icns. The two containers are written here from the PNGs (both may
hold PNG data as it is: Windows Vista and later, macOS 10.7 and later), and read back by
read_ico() / read_icns() for the tests.

    python packaging/icons.py OUT     # OUT/hicolor/NxN/apps/ID.png, OUT/garage.ico, OUT/garage.icns
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SVG = ROOT / "resources" / "icons" / "garage.svg"
APP_ID = "io.github.garage.garage"  # the desktop entry's Icon= and the AppStream component id

HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 20, 24, 32, 40, 48, 64, 256)  # Explorer's list, small and large icon views
# ICNS element types holding PNG data, by pixel size (a "@2x" type is the double of its name).
ICNS_TYPES = {b"icp4": 16, b"icp5": 32, b"icp6": 64, b"ic07": 128, b"ic08": 256, b"ic09": 512,
              b"ic10": 1024, b"ic11": 32, b"ic12": 64, b"ic13": 256, b"ic14": 512}


def render_png(size: int, svg: Path = SVG) -> bytes:
    """The SVG drawn on a transparent square of `size` pixels, as PNG bytes. Needs a
    QGuiApplication (offscreen will do)."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg}: not an SVG Qt can draw")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def png_size(png: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk."""
    if png[:8] != b"\x89PNG\r\n\x1a\n" or png[12:16] != b"IHDR":
        raise ValueError("not a PNG")
    width, height = struct.unpack(">II", png[16:24])
    return width, height


def ico(pngs: dict[int, bytes]) -> bytes:
    """A Windows icon file holding each PNG as it is: ICONDIR, one ICONDIRENTRY per image
    (a size of 256 is written as 0), then the images."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, images = b"", b""
    for size in sizes:
        data = pngs[size]
        entries += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(data), offset + len(images))
        images += data
    return header + entries + images


def read_ico(data: bytes) -> dict[int, bytes]:
    """{size: PNG} from an .ico written by ico() (or any .ico of PNG images)."""
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    if (reserved, kind) != (0, 1):
        raise ValueError("not an icon file")
    images = {}
    for index in range(count):
        width, height, _, _, planes, bits, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * index)
        png = data[offset:offset + length]
        if png_size(png) != (width or 256, height or 256) or (planes, bits) != (1, 32):
            raise ValueError(f"icon {index}: its entry does not match its image")
        images[width or 256] = png
    return images


def icns(pngs: dict[int, bytes]) -> bytes:
    """A macOS icon file: 'icns' and its length, then one (type, length, PNG) element per type
    whose size there is a PNG for."""
    elements = b""
    for kind, size in ICNS_TYPES.items():
        if size in pngs:
            elements += kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
    return b"icns" + struct.pack(">I", 8 + len(elements)) + elements


def read_icns(data: bytes) -> dict[bytes, bytes]:
    """{element type: PNG} from an .icns written by icns()."""
    magic, total = struct.unpack_from(">4sI", data, 0)
    if magic != b"icns" or total != len(data):
        raise ValueError("not an icns file, or cut short")
    elements, at = {}, 8
    while at < total:
        kind, length = struct.unpack_from(">4sI", data, at)
        elements[kind] = data[at + 8:at + length]
        at += length
    if at != total:
        raise ValueError("an element runs past the end")
    return elements


def write(out: Path) -> dict[Path, str]:
    """Every icon into `out`; returns {file written: where it is installed under a prefix}
    (the hicolor PNGs; the .ico and .icns are for the Windows and macOS builds only)."""
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(["icons"])  # noqa: F841 - kept while drawing
    sizes = sorted({*HICOLOR_SIZES, *ICO_SIZES, *ICNS_TYPES.values()})
    pngs = {size: render_png(size) for size in sizes}
    written: dict[Path, str] = {}
    for size in HICOLOR_SIZES:
        relative = f"hicolor/{size}x{size}/apps/{APP_ID}.png"
        path = out / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(pngs[size])
        written[path] = f"share/icons/{relative}"
    (out / "garage.ico").write_bytes(ico({size: pngs[size] for size in ICO_SIZES}))
    (out / "garage.icns").write_bytes(icns(pngs))
    return written


if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    for path, installed in write(Path(sys.argv[1])).items():
        print(f"{path} -> {installed}")
