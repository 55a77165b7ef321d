#!/bin/sh
# Records Ruby 3.1's syntax error for each line of cases.txt (one program per line) into
# expected.txt: "LINE<TAB>message" with the "file:line: " prefix removed. TestSyntaxErrorsRecorded
# parses the same programs (a program Ruby runs prints its first error line: a runtime error) and compares Punch's SyntaxError message.
set -e
cd "$(dirname "$0")"
ruby -e 'exit(RUBY_VERSION.start_with?("3.1.") ? 0 : 1)' || { echo "needs Ruby 3.1" >&2; exit 1; }
: > expected.txt
while IFS= read -r prog; do
	msg=$(printf '%s\n' "$prog" | ruby 2>&1 | head -1 | sed 's/^-:[0-9]*: //')
	printf '%s\t%s\n' "$prog" "$msg" >> expected.txt
done < cases.txt
