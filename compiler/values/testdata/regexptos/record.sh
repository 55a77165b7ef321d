#!/bin/sh
# Records Ruby 3.1's Regexp#to_s for each case of cases.rb into expected.json (TestRegexpToS).
cd "$(dirname "$0")"
ruby -rjson -e 'load "cases.rb"; puts "[", CASES.map { |s, o| JSON.generate([s, o, Regexp.new(s, o).to_s]) }.join(",\n"), "]"' > expected.json
