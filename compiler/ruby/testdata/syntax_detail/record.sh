#!/bin/sh
# Records Ruby 3.1's syntax error for the common mistakes of cases.txt (one program per line,
# "\n" for a newline) into expected.txt: "PROGRAM<TAB>LINE<TAB>message" (Ruby's first error
# line, its "-:LINE: " prefix taken apart). TestSyntaxErrorDetail parses the same programs with
# Punch's parser and compares the message and line (and needs a column).
set -e
cd "$(dirname "$0")"
ruby -e 'exit(RUBY_VERSION.start_with?("3.1.") ? 0 : 1)' || { echo "needs Ruby 3.1" >&2; exit 1; }
: > expected.txt
while IFS= read -r prog; do
	first=$(printf '%b\n' "$prog" | ruby -c 2>&1 | head -1)
	line=$(printf '%s' "$first" | sed -n 's/^-:\([0-9]*\): .*/\1/p')
	msg=$(printf '%s' "$first" | sed 's/^-:[0-9]*: //')
	printf '%s\t%s\t%s\n' "$prog" "$line" "$msg" >> expected.txt
done < cases.txt
