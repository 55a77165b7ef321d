#!/bin/sh
# Records Ruby 3.1's first match of each case of cases.rb into expected.json
# (TestMultiCharFold compares values' regexps with it).
cd "$(dirname "$0")"
ruby -rjson -e 'load "cases.rb"; puts "[", CASES.map { |s, p| m = Regexp.new(p).match(s); JSON.generate([s, p, m && [m[0], m.begin(0)]]) }.join(",\n"), "]"' > expected.json
