"""Man pages and bash/zsh/fish completions, written from the argparse parsers of `garage-cli`
(garage.cli.main.build_parser) and `garage` (garage.ui.app._parser) at build time, so they can
never drift from the options the commands take. Standard library only (besides garage itself).

    python packaging/cli_docs.py OUT     # OUT/man/man1/*.1, OUT/completions/{bash,zsh,fish}/...

Where each file is installed (the wheel's data files, the bundle's share/): INSTALLED_AS.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


@dataclass
class Command:
    """One parser: the words that reach it (`garage-cli campaign new`), its options and its
    subcommands."""

    path: tuple[str, ...]
    parser: argparse.ArgumentParser
    help: str = ""
    options: list[argparse.Action] = field(default_factory=list)
    positionals: list[argparse.Action] = field(default_factory=list)
    subcommands: list[Command] = field(default_factory=list)

    @property
    def key(self) -> str:
        return " ".join(self.path)


def command_tree(parser: argparse.ArgumentParser, path: tuple[str, ...] | None = None, help: str = "") -> Command:
    command = Command(path or (parser.prog,), parser, help)
    for action in parser._actions:
        if action.help == argparse.SUPPRESS:
            continue
        if isinstance(action, argparse._SubParsersAction):
            helps = {choice.dest: choice.help or "" for choice in action._choices_actions}
            seen: set[int] = set()
            for name, sub in action.choices.items():
                if id(sub) in seen:  # an alias: the same parser again
                    continue
                seen.add(id(sub))
                command.subcommands.append(command_tree(sub, (*command.path, name), helps.get(name, "")))
        elif action.option_strings:
            command.options.append(action)
        else:
            command.positionals.append(action)
    return command


def walk(command: Command) -> Iterator[Command]:
    yield command
    for sub in command.subcommands:
        yield from walk(sub)


def takes_value(action: argparse.Action) -> bool:
    return action.nargs != 0


def parsers() -> dict[str, argparse.ArgumentParser]:
    """The two commands' parsers, by program name."""
    sys.path.insert(0, str(ROOT))
    from garage.cli.main import build_parser
    from garage.ui.app import _parser

    return {"garage-cli": build_parser(), "garage": _parser()}


# --- man pages -----------------------------------------------------------------------------

def _roff(text: str) -> str:
    text = text.replace("\\", "\\e").replace("-", "\\-")
    lines = [("\\&" + line) if line.startswith((".", "'")) else line for line in text.splitlines()]
    return "\n".join(lines)


def _option_label(action: argparse.Action) -> str:
    names = ", ".join(f"\\fB{_roff(name)}\\fR" for name in action.option_strings)
    if takes_value(action):
        metavar = action.metavar or (("{" + ",".join(map(str, action.choices)) + "}") if action.choices
                                     else action.dest.upper())
        names += f" \\fI{_roff(str(metavar))}\\fR"
    return names


def _help(action: argparse.Action, parser: argparse.ArgumentParser) -> str:
    text = action.help or ""
    if "%(" in text:
        params = dict(vars(action), prog=parser.prog)
        params = {k: (getattr(v, "__name__", v)) for k, v in params.items()}
        with contextlib.suppress(KeyError, TypeError, ValueError):
            text = text % params
    return text


def _usage(parser: argparse.ArgumentParser) -> str:
    return " ".join(parser.format_usage().removeprefix("usage:").split())


def man_page(command: Command, version: str) -> str:
    """One page for a program: its options, then each subcommand with its own."""
    name = command.path[0]
    parser = command.parser
    out = [f'.TH "{name.upper()}" "1" "" "{name} {version}" "User Commands"',
           ".SH NAME", f"{_roff(name)} \\- {_roff(parser.description or '')}",
           ".SH SYNOPSIS", ".nf", _roff(_usage(parser)), ".fi"]
    if parser.description:
        out += [".SH DESCRIPTION", _roff(parser.description)]
    if parser.epilog:
        out += [".PP", _roff(parser.epilog)]

    def options(cmd: Command) -> list[str]:
        lines: list[str] = []
        for action in cmd.positionals:
            if isinstance(action, argparse._SubParsersAction):
                continue
            lines += [".TP", f"\\fI{_roff(str(action.metavar or action.dest))}\\fR",
                      _roff(_help(action, cmd.parser))]
        for action in cmd.options:
            lines += [".TP", _option_label(action), _roff(_help(action, cmd.parser))]
        return lines

    out += [".SH OPTIONS", *options(command)]
    subs = list(walk(command))[1:]
    if subs:
        out.append(".SH COMMANDS")
        for sub in subs:
            out += [f'.SS "{_roff(sub.key)}"']
            if sub.help:
                out.append(_roff(sub.help))
            out += [".PP", ".nf", _roff(_usage(sub.parser)), ".fi", *options(sub)]
    if name == "garage-cli":
        out += [".SH EXIT STATUS", ".TP", "0", "success; every car checked is legal", ".TP", "1",
                "a car checked is illegal", ".TP", "2", "bad input or usage (one line naming the file and field)",
                ".TP", "3", "an internal error (please report it with the log)"]
    out += [".SH SEE ALSO", "\\fBgarage\\fR(1), \\fBgarage\\-cli\\fR(1)"]
    return "\n".join(out) + "\n"


# --- completions ---------------------------------------------------------------------------
# Each shell gets the same tables: for each command path, its subcommands and its options, the
# options that take a value, and an option's choices. The word under the cursor is completed
# from the table of the deepest subcommand already typed.

def _tables(root: Command) -> tuple[dict[str, list[str]], dict[str, list[str]], dict[str, list[str]],
                                    dict[str, list[str]]]:
    subs, opts, valued, choices = {}, {}, {}, {}
    for cmd in walk(root):
        subs[cmd.key] = [sub.path[-1] for sub in cmd.subcommands]
        opts[cmd.key] = [name for action in cmd.options for name in action.option_strings]
        valued[cmd.key] = [name for action in cmd.options if takes_value(action) for name in action.option_strings]
        for action in cmd.options:
            if action.choices and takes_value(action):
                for name in action.option_strings:
                    choices[f"{cmd.key} {name}"] = [str(c) for c in action.choices]
    return subs, opts, valued, choices


def _function_name(prog: str) -> str:
    return "_" + prog.replace("-", "_")


def _bash_assoc(name: str, table: dict[str, list[str]]) -> list[str]:
    lines = [f"    local -A {name}=("]
    lines += [f'        ["{key}"]="{" ".join(words)}"' for key, words in table.items()]
    return [*lines, "    )"]


def bash_completion(root: Command) -> str:
    prog, func = root.path[0], _function_name(root.path[0])
    subs, opts, valued, choices = _tables(root)
    body = [f"# bash completion for {prog}, generated from its parser by packaging/cli_docs.py",
            f"{func}() {{",
            '    local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"',
            f'    local key="{prog}" word i skip=""',
            *_bash_assoc("subs", subs), *_bash_assoc("opts", opts), *_bash_assoc("valued", valued),
            *(_bash_assoc("choices", choices) if choices else ["    local -A choices=()"]),
            "    for ((i = 1; i < COMP_CWORD; i++)); do",
            '        word="${COMP_WORDS[i]}"',
            '        if [[ -n "$skip" ]]; then skip=""; continue; fi',
            '        if [[ " ${valued[$key]} " == *" $word "* ]]; then skip=1; continue; fi',
            '        if [[ " ${subs[$key]} " == *" $word "* ]]; then key="$key $word"; fi',
            "    done",
            '    if [[ -n "${choices[$key $prev]+set}" ]]; then',
            '        COMPREPLY=($(compgen -W "${choices[$key $prev]}" -- "$cur")); return',
            "    fi",
            '    if [[ " ${valued[$key]} " == *" $prev "* ]]; then COMPREPLY=($(compgen -f -- "$cur")); return; fi',
            '    if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W "${opts[$key]}" -- "$cur")); return; fi',
            '    COMPREPLY=($(compgen -W "${subs[$key]}" -- "$cur"))',
            '    if [[ ${#COMPREPLY[@]} == 0 ]]; then COMPREPLY=($(compgen -f -- "$cur")); fi',
            "}",
            f"complete -o filenames -F {func} {prog}"]
    return "\n".join(body) + "\n"


def _zsh_assoc(name: str, table: dict[str, list[str]]) -> list[str]:
    lines = [f"    local -A {name}", f"    {name}=("]
    lines += [f"        '{key}' '{' '.join(words)}'" for key, words in table.items()]
    return [*lines, "    )"]


def zsh_completion(root: Command) -> str:
    prog, func = root.path[0], _function_name(root.path[0])
    subs, opts, valued, choices = _tables(root)
    body = [f"#compdef {prog}",
            f"# zsh completion for {prog}, generated from its parser by packaging/cli_docs.py",
            f"{func}() {{",
            f'    local key="{prog}" word i skip=""',
            *_zsh_assoc("subs", subs), *_zsh_assoc("opts", opts), *_zsh_assoc("valued", valued),
            *(_zsh_assoc("choices", choices) if choices else ["    local -A choices"]),
            "    for ((i = 2; i < CURRENT; i++)); do",
            '        word="${words[i]}"',
            '        if [[ -n "$skip" ]]; then skip=""; continue; fi',
            '        if [[ " ${valued[$key]} " == *" $word "* ]]; then skip=1; continue; fi',
            '        if [[ " ${subs[$key]} " == *" $word "* ]]; then key="$key $word"; fi',
            "    done",
            '    local prev="${words[CURRENT-1]}"',
            '    if (( ${+choices[$key $prev]} )); then compadd -- ${=choices[$key $prev]}; return; fi',
            '    if [[ " ${valued[$key]} " == *" $prev "* ]]; then _files; return; fi',
            '    if [[ "$PREFIX" == -* ]]; then compadd -- ${=opts[$key]}; return; fi',
            '    if [[ -n "${subs[$key]}" ]]; then compadd -- ${=subs[$key]}; else _files; fi',
            "}",
            f'{func} "$@"']
    return "\n".join(body) + "\n"


def _fish_quote(text: str) -> str:
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"


def _fish_lines(words: list[str]) -> str:
    """A fish function's body that prints the words one a line (fish splits on lines)."""
    return f"            printf '%s\\n' {' '.join(words)}" if words else "            true"


def fish_completion(root: Command) -> str:
    prog, func = root.path[0], _function_name(root.path[0]).lstrip("_").replace("_", "-")
    subs, _, valued, _ = _tables(root)
    at = f"__{func}_at"
    lines = [f"# fish completion for {prog}, generated from its parser by packaging/cli_docs.py",
             f"function __{func}_subs", "    switch $argv[1]"]
    for key, words in subs.items():
        lines += [f"        case {_fish_quote(key)}", _fish_lines(words)]
    lines += ["    end", "end", f"function __{func}_valued", "    switch $argv[1]"]
    for key, words in valued.items():
        lines += [f"        case {_fish_quote(key)}", _fish_lines(words)]
    lines += ["    end", "end",
              f"# The command path typed so far (`{prog} campaign`) is the one asked for.",
              f"function {at}",
              f"    set -l key {prog}",
              "    set -l skip 0",
              "    for word in (commandline -opc)[2..-1]",
              "        if test $skip = 1; set skip 0; continue; end",
              f"        if contains -- $word (__{func}_valued $key); set skip 1; continue; end",
              f"        if contains -- $word (__{func}_subs $key); set key \"$key $word\"; end",
              "    end",
              '    test "$key" = "$argv[1]"',
              "end",
              f"complete -c {prog} -f"]
    for cmd in walk(root):
        cond = f"{at} {_fish_quote(cmd.key)}"
        for sub in cmd.subcommands:
            lines.append(f"complete -c {prog} -n {_fish_quote(cond)} -a {sub.path[-1]}"
                         + (f" -d {_fish_quote(sub.help)}" if sub.help else ""))
        for action in cmd.options:
            flags = []
            for name in action.option_strings:
                flags.append(f"-l {name[2:]}" if name.startswith("--") else f"-s {name[1:]}")
            extra = ""
            if takes_value(action):
                extra = f" -x -a {_fish_quote(' '.join(map(str, action.choices)))}" if action.choices else " -r -F"
            helptext = _help(action, cmd.parser)
            lines.append(f"complete -c {prog} -n {_fish_quote(cond)} {' '.join(flags)}{extra}"
                         + (f" -d {_fish_quote(helptext)}" if helptext else ""))
        if not cmd.subcommands and cmd.positionals:
            lines.append(f"complete -c {prog} -n {_fish_quote(cond)} -F")
    return "\n".join(lines) + "\n"


# Where each generated file goes, relative to the generator's output folder, and where it is
# installed, relative to the install prefix (the wheel's data files; the bundle's share/).
def outputs(prog: str) -> dict[str, str]:
    return {f"man/man1/{prog}.1": f"share/man/man1/{prog}.1",
            f"completions/bash/{prog}": f"share/bash-completion/completions/{prog}",
            f"completions/zsh/_{prog}": f"share/zsh/site-functions/_{prog}",
            f"completions/fish/{prog}.fish": f"share/fish/vendor_completions.d/{prog}.fish"}


def write(out: Path) -> dict[Path, str]:
    """Every page and completion into `out`; returns {file written: where it is installed}."""
    from garage import __version__

    written: dict[Path, str] = {}
    for prog, parser in parsers().items():
        root = command_tree(parser)
        texts = [man_page(root, __version__), bash_completion(root), zsh_completion(root), fish_completion(root)]
        for (relative, installed), text in zip(outputs(prog).items(), texts):
            path = out / relative
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8", newline="\n")
            written[path] = installed
    return written


if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    for path, installed in write(Path(sys.argv[1])).items():
        print(f"{path} -> {installed}")
