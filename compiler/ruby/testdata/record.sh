#!/bin/sh
# Records what Ruby 3.1 (/usr/bin/ruby, Debian 12) prints for each oracle
# script: testdata/oracle/NAME.rb -> testdata/oracle/NAME.out (stdout, then
# "ERROR: Class: message" if an exception escapes). TestOracle runs the same
# scripts in Punch's runtime and compares. did_you_mean and error_highlight
# are off unless the script's first line names them ("# with: error_highlight
# did_you_mean"): the other scripts' texts stay free of them.
# Usage: testdata/record.sh [NAME...]
set -e
cd "$(dirname "$0")/oracle"
ruby -e 'exit(RUBY_VERSION.start_with?("3.1.") ? 0 : 1)' || { echo "needs Ruby 3.1" >&2; exit 1; }
if [ $# -eq 0 ]; then set -- $(ls *.rb | sed 's/\.rb$//'); fi
for n in "$@"; do
	with=$(sed -n '1s/^# with: //p' "$n.rb")
	off=
	for f in did_you_mean error_highlight; do
		case " $with " in *" $f "*) ;; *) off="$off${off:+,}$f" ;; esac
	done
	ruby ${off:+--disable=$off} -e '
		$stdout.sync = true
		begin
			load ARGV[0]
		rescue SyntaxError => e
			puts "ERROR: SyntaxError"
		rescue Exception => e
			puts "ERROR: #{e.class}: #{e.message}"
		end' "$n.rb" > "$n.out" 2>/dev/null || true
done
