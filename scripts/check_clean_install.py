#!/usr/bin/env python3
"""The clean-Debian check: Garage installed as a new player would, on a Debian 12 with nothing
but `python3` and `git`, in chroots made with debootstrap.

    scripts/check_clean_install.py [--bundle DIR] [--only run|pip|bundle]...

Needs root, the network and debootstrap (`apt-get install debootstrap`). What it downloads is
cached in /var/cache/garage-ci (GARAGE_CI_CACHE): the base system, Debian's packages and pip's
downloads, so a second run downloads nothing. Each part starts from a fresh copy of the base:

  run     a clone of this checkout's HEAD; `scripts/run` interrupted (Ctrl+C) while pip installs,
          then `scripts/run` again, which must repair .venv and bring the window up through the
          app's offscreen self-test (`--self-test PDF`: the garage, Help, a sheet preview, printed)
  pip     the wheel of the checkout `pip install`ed into a new venv: both commands, and
          `garage-cli desktop install` puts the launcher, icon and file type in XDG_DATA_HOME
  bundle  the bundle (tests/packaging/bundle_cache.py's, or --bundle DIR) in a chroot given only
          the Debian packages packaging/README.md lists: garage-cli, the GUI self-test, ./install

Prints each step with its time; exits 1 at the first failure, saying what failed.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import signal
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CACHE = Path(os.environ.get("GARAGE_CI_CACHE", "/var/cache/garage-ci"))
BASE = CACHE / "debian12-base"
SUITE, MIRROR = "bookworm", "http://deb.debian.org/debian"
PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
STEP_TIMEOUT_S = 1800
STARTED = time.monotonic()


class CheckFailed(Exception):
    pass


def say(text: str) -> None:
    print(f"check[{time.monotonic() - STARTED:6.0f}s]: {text}", flush=True)


def timed(what: str):
    @contextmanager
    def step():
        began = time.monotonic()
        say(f"{what} ...")
        yield
        say(f"{what}: done in {time.monotonic() - began:.0f}s")
    return step()


def host(*args: str | Path, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run([str(a) for a in args], check=True, timeout=STEP_TIMEOUT_S, **kwargs)


def base_system() -> Path:
    """Debian 12 minbase with python3 and git, made once and kept."""
    if (BASE / ".complete").is_file():
        return BASE
    if not shutil.which("debootstrap") and shutil.which("apt-get"):
        with timed("apt-get install debootstrap"):
            host("apt-get", "install", "-y", "-qq", "debootstrap", stdout=subprocess.DEVNULL,
                 env=dict(os.environ, DEBIAN_FRONTEND="noninteractive"))
    if not shutil.which("debootstrap"):
        raise CheckFailed("debootstrap is missing (as root: apt-get install debootstrap)")
    with timed(f"debootstrap {SUITE} (minbase, python3 and git) into {BASE}"):
        partial = BASE.with_name(BASE.name + ".tmp")
        shutil.rmtree(partial, ignore_errors=True)
        host("debootstrap", "--variant=minbase", "--include=python3,git", SUITE, partial, MIRROR,
             stdout=subprocess.DEVNULL)
        shutil.rmtree(BASE, ignore_errors=True)
        partial.rename(BASE)
        (BASE / ".complete").write_text(f"{SUITE} minbase python3 git\n")
    return BASE


class Chroot:
    """A fresh copy of the base system, with /proc, /dev and the download caches mounted in."""

    def __init__(self, name: str):
        self.root = CACHE / "work" / name
        self.mounts: list[Path] = []

    def __enter__(self) -> Chroot:
        self._remove()
        self.root.parent.mkdir(parents=True, exist_ok=True)
        host("cp", "-a", "--reflink=auto", base_system(), self.root)
        shutil.copy("/etc/resolv.conf", self.root / "etc" / "resolv.conf")
        # A network behind a TLS proxy: pip inside trusts what the host's pip is told to (PIP_CERT).
        if os.environ.get("PIP_CERT") and Path(os.environ["PIP_CERT"]).is_file():
            shutil.copy(os.environ["PIP_CERT"], self.root / "etc" / "host-ca-certificates.crt")
        self._mount("proc", "proc", fstype="proc")
        self._mount("/dev", "dev")
        self._mount("/dev/pts", "dev/pts")
        # Debian's packages, their lists and pip's downloads, kept between runs.
        for cache, inside in (("apt-archives", "var/cache/apt/archives"), ("apt-lists", "var/lib/apt/lists"),
                              ("pip", "root/.cache/pip")):
            (CACHE / cache / "partial").mkdir(parents=True, exist_ok=True)
            self._mount(CACHE / cache, inside)
        # Keep what apt downloads (Debian's docker-style clean-up would delete it).
        (self.root / "etc/apt/apt.conf.d/99keep").write_text('Binary::apt::APT::Keep-Downloaded-Packages "true";\n')
        return self

    def _mount(self, source: str | Path, inside: str, fstype: str | None = None) -> None:
        target = self.root / inside
        target.mkdir(parents=True, exist_ok=True)
        host("mount", *(["-t", fstype, str(source)] if fstype else ["--bind", str(source)]), target)
        self.mounts.append(target)

    def __exit__(self, *exc: object) -> None:
        for target in reversed(self.mounts):
            subprocess.run(["umount", "-l", str(target)], check=False)
        self.mounts.clear()
        self._remove()

    def _remove(self) -> None:
        if not self.root.exists():
            return
        inside = [line.split()[1] for line in Path("/proc/mounts").read_text().splitlines()
                  if line.split()[1].startswith(str(self.root) + "/")]
        for target in sorted(inside, reverse=True):
            subprocess.run(["umount", "-l", target], check=False)
        still = [line.split()[1] for line in Path("/proc/mounts").read_text().splitlines()
                 if line.split()[1].startswith(str(self.root) + "/")]
        if still:  # never delete through a mount into the host
            raise CheckFailed(f"{self.root}: still mounted inside: {still}")
        host("rm", "-rf", "--one-file-system", self.root)

    def command(self, script: str, env: dict[str, str] | None = None) -> list[str]:
        variables = {"HOME": "/root", "PATH": PATH, "LANG": "C.UTF-8", "TERM": "dumb", **(env or {})}
        if (self.root / "etc" / "host-ca-certificates.crt").is_file():
            variables["PIP_CERT"] = "/etc/host-ca-certificates.crt"
        return ["chroot", str(self.root), "/usr/bin/env", "-i", *(f"{k}={v}" for k, v in variables.items()),
                "/bin/bash", "-c", f"set -euo pipefail; {script}"]

    def run(self, script: str, env: dict[str, str] | None = None, check: bool = True) -> subprocess.CompletedProcess:
        done = subprocess.run(self.command(script, env), capture_output=True, text=True, timeout=STEP_TIMEOUT_S)
        if check and done.returncode != 0:
            raise CheckFailed(f"in the chroot, `{script}` exited {done.returncode}:\n{done.stdout[-3000:]}"
                              f"{done.stderr[-3000:]}")
        return done


def clone_into(chroot: Chroot) -> str:
    """The checkout's HEAD, cloned as a player clones it (what is committed, nothing else)."""
    target = chroot.root / "root" / "garage"
    host("git", "clone", "--quiet", "--no-hardlinks", ROOT, target)
    return "/root/garage"


def check_self_test(output: str, where: str) -> None:
    lines = output.strip().splitlines()
    if not lines or lines[-1] != "self-test: passed":
        raise CheckFailed(f"{where}: the self-test did not pass:\n{output[-3000:]}")


def part_run() -> None:
    with Chroot("run") as chroot:
        checkout = clone_into(chroot)
        example = f"{checkout}/resources/examples/purple-haze.car.json"
        run = f"cd {checkout} && scripts/run --db /root/club.sqlite --self-test /root/printed.pdf {example}"
        env = {"QT_QPA_PLATFORM": "offscreen"}
        with timed("scripts/run, the first time, interrupted (Ctrl+C) as pip installs the packages"):
            first = subprocess.Popen(chroot.command(run, env), stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                     text=True, start_new_session=True)
            seen, installing = [], False
            assert first.stdout is not None
            for line in first.stdout:
                seen.append(line)
                installing = installing or line.startswith("setup: installing Garage")
                if installing and "Installing collected packages" in line:
                    os.killpg(first.pid, signal.SIGINT)
                    break
            first.stdout.close()
            try:
                first.wait(timeout=120)
            except subprocess.TimeoutExpired:
                os.killpg(first.pid, signal.SIGKILL)
                first.wait()
            said = "".join(seen)
            if "Installing collected packages" not in said:
                raise CheckFailed(f"scripts/run never reached pip's install:\n{said[-3000:]}")
            for step in ("python3.11-venv", "making the virtual environment", "installing Garage"):
                if step not in said:
                    raise CheckFailed(f"scripts/run did not say `{step}`:\n{said[-3000:]}")
            if "xvfb" in said or "openbox" in said or "postgresql" in said:
                raise CheckFailed(f"scripts/run installed test tools:\n{said[-3000:]}")
        with timed("scripts/run again: .venv repaired, the window up (offscreen self-test)"):
            again = chroot.run(run, env)  # setup's progress is on stderr, the app's own output on stdout
            if "setup: repairing .venv" not in again.stderr:
                raise CheckFailed(f"the second scripts/run did not repair .venv:\n{again.stderr[-3000:]}")
            check_self_test(again.stdout, "scripts/run")
            say("  " + next(line for line in again.stderr.splitlines() if line.startswith("setup: repairing")))
        with timed("the wheel of the checkout (pip wheel), pip-installed into a new venv"):
            chroot.run(f"cd {checkout} && .venv/bin/python -m pip wheel -q --no-deps -w /root/wheels .")
            chroot.run("python3 -m venv /opt/player && /opt/player/bin/pip install -q /root/wheels/*.whl")
        with timed("the pip install's commands and `garage-cli desktop install`"):
            env = {"QT_QPA_PLATFORM": "offscreen", "XDG_DATA_HOME": "/root/xdg"}
            listed = chroot.run("cd /root && /opt/player/bin/garage-cli list", env)
            if "Purple Haze" not in listed.stdout:
                raise CheckFailed(f"garage-cli list of a first run lists no example cars:\n{listed.stdout}")
            desktop = chroot.run("/opt/player/bin/garage-cli desktop install", env).stdout
            entry = (chroot.root / "root/xdg/applications/io.github.garage.garage.desktop").read_text()
            if "Exec=/opt/player/bin/garage %F" not in entry.splitlines():
                raise CheckFailed(f"the desktop entry does not start /opt/player/bin/garage:\n{entry}")
            for placed in ("icons/hicolor/scalable/apps/io.github.garage.garage.svg", "mime/packages/garage.xml"):
                if not (chroot.root / "root/xdg" / placed).is_file():
                    raise CheckFailed(f"desktop install did not put {placed} in place:\n{desktop}")
            shown = chroot.run(f"/opt/player/bin/garage --db /root/pip.sqlite --self-test /root/pip.pdf {example}", env)
            check_self_test(shown.stdout, "the pip-installed garage")


def bundle_packages() -> list[str]:
    """The Debian packages packaging/README.md says the bundle needs (its marked block)."""
    text = (ROOT / "packaging" / "README.md").read_text(encoding="utf-8")
    found = re.search(r"<!-- bundle-needs -->\s*```sh\s*apt-get install (.*?)```", text, re.S)
    if not found:
        raise CheckFailed("packaging/README.md has no <!-- bundle-needs --> block of packages")
    return found[1].replace("\\\n", " ").split()


def built_bundle(given: str | None) -> Path:
    if given:
        return Path(given).resolve()
    sys.path.insert(0, str(ROOT))
    from tests.packaging import bundle_cache

    with timed("the bundle (tests/packaging/bundle_cache.py: built, or taken from its cache)"):
        built, dist, log = bundle_cache.build()
    if not built:
        raise CheckFailed(f"the bundle did not build:\n{log}")
    return dist / "garage"


def part_bundle(given: str | None) -> None:
    bundle = built_bundle(given)
    packages = bundle_packages()
    with Chroot("bundle") as chroot:
        with timed(f"apt-get install of packaging/README.md's {len(packages)} packages: {' '.join(packages)}"):
            chroot.run("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "
                       f"--no-install-recommends {' '.join(packages)} >/dev/null")
        host("cp", "-a", bundle, chroot.root / "opt" / "garage")
        examples = "/opt/garage/_internal/garage/resources/examples"
        env = {"QT_QPA_PLATFORM": "offscreen"}
        with timed("the bundle's garage-cli and GUI self-test in that chroot"):
            listed = chroot.run("cd /root && /opt/garage/garage-cli list", env)
            if "Purple Haze" not in listed.stdout:
                raise CheckFailed(f"the bundle's garage-cli lists no example cars:\n{listed.stdout}")
            shown = chroot.run(f"cd /root && /opt/garage/garage --db /root/b.sqlite --self-test /root/b.pdf "
                               f"{examples}/purple-haze.car.json", env)
            check_self_test(shown.stdout, "the bundle")
            labels = [line for line in shown.stdout.splitlines() if line.startswith("self-test: labels in")]
            say(f"  self-test passed ({labels[0] if labels else 'no font line'}; the chroot has no fonts)")
        with timed("the bundle's ./install and ./install --uninstall"):
            launcher = "/root/.local/share/applications/io.github.garage.garage.desktop"
            chroot.run(f"/opt/garage/install && test -x /root/.local/bin/garage && "
                       f"grep -qx 'Exec=/opt/garage/garage %F' {launcher} && "
                       "/opt/garage/install --uninstall && test ! -e /root/.local/bin/garage")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bundle", help="test this bundle folder (dist/garage) instead of the tests' cached build")
    parser.add_argument("--only", action="append", choices=["run", "pip", "bundle"],
                        help="only this part (again for more); pip is part of run (it uses run's chroot)")
    args = parser.parse_args()
    if os.geteuid() != 0:
        print("check: needs root (chroot, mount)", file=sys.stderr)
        return 2
    parts = set(args.only or ["run", "bundle"])
    try:
        base_system()
        if parts & {"run", "pip"}:
            part_run()
        if "bundle" in parts:
            part_bundle(args.bundle)
    except (CheckFailed, subprocess.CalledProcessError, subprocess.TimeoutExpired) as exc:
        say(f"FAILED: {exc}")
        return 1
    say(f"passed in {time.monotonic() - STARTED:.0f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
