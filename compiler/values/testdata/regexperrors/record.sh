#!/bin/sh
# Records Ruby 3.1's RegexpError message (or "ok") for each pattern of patterns.txt
# into expected.txt: TestRegexpErrorTexts compares values' (and through it
# compiler/ruby's) texts with them.
cd "$(dirname "$0")"
ruby -W0 -e 'File.readlines("patterns.txt", chomp: true).each { |s| begin; Regexp.new(s); puts "ok"; rescue RegexpError => e; puts e.message; end }' > expected.txt
