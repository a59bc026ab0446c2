"""packaging/cli_docs.py: the man pages and the bash/zsh/fish completions written from the two
commands' parsers name every subcommand and every option, and the completions complete them in
the real shells (each shell skipped where it is not installed)."""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.packaging import load_script

cli_docs = load_script("cli_docs")

PROGRAMS = ("garage-cli", "garage")
# The completions are for Unix shells; a Windows runner's bash (Git's, or WSL's) is not one.
unix_shell = pytest.mark.skipif(sys.platform == "win32", reason="bash, zsh and fish completions are for Unix")


def have(shell: str) -> bool:
    return sys.platform != "win32" and shutil.which(shell) is not None


@pytest.fixture(scope="module")
def out(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("cli-docs")
    cli_docs.write(folder)
    return folder


def everything(prog: str) -> tuple[list[str], list[str]]:
    """Every subcommand path and every option string of a program, read from its parser."""
    root = cli_docs.command_tree(cli_docs.parsers()[prog])
    commands, options = [], []
    for command in cli_docs.walk(root):
        commands.append(command.key)
        options += [name for action in command.options for name in action.option_strings]
    return commands, sorted(set(options))


def test_the_tree_reaches_every_subcommand_of_the_parser():
    commands, options = everything("garage-cli")
    assert {"garage-cli validate", "garage-cli campaign new", "garage-cli play act", "garage-cli rules attack",
            "garage-cli drivers rename", "garage-cli sheet"} <= set(commands)
    assert {"--db", "--debug", "--version", "--json"} <= set(options)
    app_commands, app_options = everything("garage")
    assert app_commands == ["garage"]
    assert app_options == ["--db", "--debug", "--help", "--version", "-h"]  # --self-test is hidden


@pytest.mark.parametrize("prog", PROGRAMS)
def test_the_man_page_names_every_subcommand_and_option(out, prog):
    page = (out / "man" / "man1" / f"{prog}.1").read_text(encoding="utf-8")
    commands, options = everything(prog)
    for command in commands[1:]:
        assert f'.SS "{command.replace("-", chr(92) + "-")}"' in page, command
    for option in options:
        assert option.replace("-", "\\-") in page, option
    assert "self\\-test" not in page
    if have("man"):
        shown = subprocess.run(["man", "--warnings", "-l", str(out / "man" / "man1" / f"{prog}.1")],
                               capture_output=True, text=True, timeout=60, env={"MANWIDTH": "100", "LANG": "C.UTF-8",
                                                                                "PATH": "/usr/bin:/bin"})
        assert shown.returncode == 0, shown.stderr
        assert shown.stderr == ""
        assert "--debug" in shown.stdout


@pytest.mark.parametrize("prog", PROGRAMS)
@pytest.mark.parametrize("shell", ["bash", "zsh", "fish"])
def test_every_completion_file_names_every_subcommand_and_option(out, prog, shell):
    name = {"bash": prog, "zsh": f"_{prog}", "fish": f"{prog}.fish"}[shell]
    text = (out / "completions" / shell / name).read_text(encoding="utf-8")
    commands, options = everything(prog)
    for command in commands[1:]:
        assert command.split()[-1] in text, command
    for option in options:
        assert option in text or (shell == "fish" and option.lstrip("-") in text), option
    if have(shell):
        check = subprocess.run([shell, "-n", str(out / "completions" / shell / name)], capture_output=True,
                               text=True, timeout=60)
        assert check.returncode == 0, check.stderr


def bash_complete(out: Path, *words: str) -> list[str]:
    script = (f"source {out / 'completions' / 'bash' / 'garage-cli'}; COMP_WORDS=({' '.join(map(repr, words))});"
              f" COMP_CWORD={len(words) - 1}; _garage_cli; printf '%s\\n' \"${{COMPREPLY[@]}}\"")
    done = subprocess.run(["bash", "-c", script], capture_output=True, text=True, timeout=60, cwd=out)
    assert done.stderr == ""
    return done.stdout.split()


@unix_shell
def test_bash_completes_subcommands_options_and_choices(out):
    assert bash_complete(out, "garage-cli", "camp") == ["campaign"]
    assert "new" in bash_complete(out, "garage-cli", "--db", "x.sqlite", "campaign", "")
    assert "--target-speed" in bash_complete(out, "garage-cli", "rules", "attack", "--")
    assert bash_complete(out, "garage-cli", "rules", "attack", "--class", "h") == ["heavy"]


@pytest.mark.skipif(not have("fish"), reason="fish is not installed")
def test_fish_completes_subcommands_and_options(out):
    script = (f"source {out / 'completions' / 'fish' / 'garage-cli.fish'}; complete -C 'garage-cli --db x camp';"
              " complete -C 'garage-cli campaign new --'")
    done = subprocess.run(["fish", "--no-config", "-c", script], capture_output=True, text=True, timeout=60)
    assert done.stderr == ""
    first = [line.split("\t")[0] for line in done.stdout.splitlines()]
    assert first[0] == "campaign"
    assert "--db" in first and "--help" in first


@pytest.mark.skipif(not have("zsh"), reason="zsh is not installed")
def test_zsh_completes_subcommands_and_options(out):
    # compadd and _files stand in for the completion system's: they print what they were given.
    completion = out / "completions" / "zsh" / "_garage-cli"
    script = ("compadd() { shift; print -l -- \"$@\" }; _files() { print FILES };"
              f" words=(garage-cli campaign ''); CURRENT=3; PREFIX=''; source {completion};"
              " print -- ---; words=(garage-cli rules attack --class ''); CURRENT=5; _garage_cli")
    done = subprocess.run(["zsh", "-f", "-c", script], capture_output=True, text=True, timeout=60)
    assert done.stderr == ""
    subcommands, classes = done.stdout.split("---\n")
    assert "new" in subcommands.split() and "standings" in subcommands.split()
    assert set(classes.split()) == {"light", "medium", "heavy", "flamethrower"}


def test_an_option_with_choices_offers_them():
    parser = argparse.ArgumentParser(prog="demo")
    parser.add_argument("--colour", choices=["red", "blue"])
    root = cli_docs.command_tree(parser)
    assert '["demo --colour"]="red blue"' in cli_docs.bash_completion(root)
    assert "\\fB\\-\\-colour\\fR \\fI{red,blue}\\fR" in cli_docs.man_page(root, "1")
