#!/bin/sh
# Records which look-behind patterns Ruby 3.1 (Onigmo) refuses:
# patterns.txt -> expected.txt ("ok" or Onigmo's message, one line each).
# TestLookBehindRules compares values.NewRegexp's verdicts.
cd "$(dirname "$0")"
ruby -e 'File.readlines("patterns.txt", chomp: true).each { |s| begin; Regexp.new(s); puts "ok"; rescue RegexpError => e; puts e.message; end }' > expected.txt
