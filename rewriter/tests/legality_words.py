#!/usr/bin/env python3
"""Checks that legality holds no English: the sources of legality/ (its
tests aside) return typed values, and rewriter/findings/ words them
(docs/design/architecture.md). A string literal of legality that reads
as a phrase, three words or more ("the target code", "may touch cells
of "), is reported; so are literals that start or end a phrase around a
name (" writes '", "', and ").

    legality_words.py REPO      check the repository's legality sources
                                (exit 1 on a phrase, each printed as
                                file:line)
    legality_words.py --self-test
                                check that a phrase is found and that
                                what legality may spell is not

What legality may spell: isl text ("{ S[i] -> a[i] }", " and "), names
of its vocabularies ("firstprivate lastprivate", "signed char"), paths
of includes, and the messages of the exceptions it throws (inside a
`throw` statement): those are internal diagnostics, like LLVM's assertion
messages. They reach a user only as the subject of an `internal` unknown
reason, which findings/ words ("internal error in the analysis: ...").
"""
import argparse
import os
import re
import sys
import tempfile

STRING = re.compile(r'"((?:[^"\\\n]|\\.)*)"')
THROW = re.compile(r'\bthrow\b[^;]*;', re.S)
# The words of isl's notation, which legality builds isl text with.
ISL_WORDS = {'and', 'or', 'mod', 'exists', 'floor', 'ceil', 'min', 'max',
             'not', 'implies', 'xor'}
# A word of a phrase: letters, perhaps quoted or followed by punctuation.
WORD = re.compile(r"^['(]*[A-Za-z]+[',:;.)]*$")


def code_only(source):
    """\\p source with its comments blanked (lines kept), its strings and
    characters as they are."""
    out, i, n = [], 0, len(source)
    while i < n:
        if source.startswith('//', i):
            j = source.find('\n', i)
            j = n if j < 0 else j
        elif source.startswith('/*', i):
            j = source.find('*/', i + 2)
            j = n if j < 0 else j + 2
        elif source[i] in '"\'':
            j = i + 1
            while j < n and source[j] != source[i] and source[j] != '\n':
                j += 2 if source[j] == '\\' else 1
            out.append(source[i:j + 1])
            i = j + 1
            continue
        else:
            out.append(source[i])
            i += 1
            continue
        out.append(re.sub(r'[^\n]', ' ', source[i:j]))
        i = j
    return ''.join(out)


def is_phrase(text):
    """Whether a literal's text reads as English: three words or more, or
    words that join a quoted name to a sentence (" writes '")."""
    if '{' in text or '}' in text or '->' in text:
        return False  # isl text
    tokens = [t for t in text.split() if re.search(r'[A-Za-z0-9]', t)]
    words = [t for t in tokens if WORD.match(t)]
    if len(words) >= 3 and len(words) * 2 > len(tokens):
        return True
    # A sentence around a quoted name: " writes '" or "', and ".
    if re.search(r"[A-Za-z]+ '$|^',? [A-Za-z]+ ", text):
        return True
    # Words joined to a name or number: "another ", ", phase ", but not
    # isl's " and ".
    return (text != text.strip() and len(words) == len(tokens) and
            any(len(w) >= 3 for w in words) and
            not any(w.strip(",:;.()") in ISL_WORDS for w in words))


def phrases(path):
    """The (line, text) of every phrase of \\p path outside `throw`."""
    with open(path, encoding='utf-8', errors='replace') as f:
        code = code_only(f.read())
    thrown = [m.span() for m in THROW.finditer(code)]
    found = []
    for m in STRING.finditer(code):
        if any(a <= m.start() < b for a, b in thrown):
            continue
        if is_phrase(m.group(1)):
            found.append((code.count('\n', 0, m.start()) + 1, m.group(1)))
    return found


def check(repo):
    bad = []
    legality = os.path.join(repo, 'legality')
    for folder, dirs, files in os.walk(legality):
        dirs[:] = sorted(d for d in dirs if d != 'tests')
        for name in sorted(files):
            if name.endswith(('.cpp', '.h')):
                path = os.path.join(folder, name)
                rel = os.path.relpath(path, repo)
                bad += ['%s:%d: "%s"' % (rel, line, text)
                        for line, text in phrases(path)]
    return bad


def self_test():
    worded = '''
        // A comment may say "what it likes to say".
        std::string Host = "host code before its 'taskwait' (line ";
        W.Text = Name + " writes '" + Var + "'";
        W.Other = "another " + Unit + ", phase " + std::to_string(P);
        throw std::logic_error("a message of an internal error");
        isl::map M = readMap(Ctx, "{ S[i] -> a[i] : i >= 0 and i < n }");
        Fixed += (I ? " and " : "") + Name + " = " + std::to_string(V);
        const char *Names = "firstprivate lastprivate";
        bool Char = T == "signed char" || T == "unsigned char";
        #include "maps/FunctionMaps.h"
    '''
    with tempfile.TemporaryDirectory() as repo:
        os.makedirs(os.path.join(repo, 'legality', 'loop'))
        os.makedirs(os.path.join(repo, 'legality', 'tests'))
        for rel in ('legality/loop/Worded.cpp', 'legality/tests/Test.cpp'):
            with open(os.path.join(repo, rel), 'w') as f:
                f.write(worded)
        found = check(repo)
    expected = ['legality/loop/Worded.cpp:3: "host code before its '
                '\'taskwait\' (line "',
                'legality/loop/Worded.cpp:4: " writes \'"',
                'legality/loop/Worded.cpp:5: "another "',
                'legality/loop/Worded.cpp:5: ", phase "']
    if found != expected:
        print('self-test failed: found', found, 'expected', expected)
        return 1
    print('a phrase of legality is found; isl text, names, includes and '
          'exception messages are not')
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('repo', nargs='?')
    parser.add_argument('--self-test', action='store_true')
    args = parser.parse_args()
    if args.self_test:
        return self_test()
    bad = check(args.repo or '.')
    for line in bad:
        print(line)
    if bad:
        print('legality holds English: type it, and word it in '
              'rewriter/findings/')
        return 1
    print('legality holds no English (exception messages aside)')
    return 0


if __name__ == '__main__':
    sys.exit(main())
