#!/bin/sh
# Regenerates parser/internal/gen from grammar/*.g4 (see docs/grammar.md).
# Uses the ANTLR 4.13 tool jar shipped in the npm package antlr4ng-cli
# (installed into a cache directory on first use) and java 17+.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
cache=${ANTLR_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/punch-antlr}
version=2.0.0
jar=$cache/node_modules/antlr4ng-cli/antlr4-4.13.2-SNAPSHOT-complete.jar
if [ ! -f "$jar" ]; then
	mkdir -p "$cache"
	(cd "$cache" && npm install --no-save --no-audit --no-fund "antlr4ng-cli@$version" >/dev/null)
fi
out=$root/parser/internal/gen
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$here"
java -jar "$jar" -Dlanguage=Go -package gen -no-listener -no-visitor -o "$tmp" PuppetLexer.g4 PuppetParser.g4
mkdir -p "$out"
rm -f "$out"/puppet_*.go "$out"/*.interp "$out"/*.tokens
# Route the parser's adaptive predictions through PuppetParser.predict
# (parser/internal/gen/hooks.go), which decides the decisions that continue
# an expression or a resource on the next token alone, as Puppet's LALR
# parser does.
sed -i 's/p\.GetInterpreter()\.AdaptivePredict(p\.BaseParser, p\.GetTokenStream(), \([0-9]*\), p\.GetParserRuleContext())/p.predict(\1)/' "$tmp"/puppet_parser.go
grep -q 'p.predict(' "$tmp"/puppet_parser.go
cp "$tmp"/*.go "$out"/
gofmt -w "$out"/*.go
