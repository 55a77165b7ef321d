# QA-FORGE-6: Regexp/MatchData, Time and Integer bit operations as module functions use them: named captures, $~ $1
# $` $', lookbehind, \p{L}, anchors vs multiline, Regexp.union/escape/options, gsub with blocks/hashes/backrefs,
# scan to_h, Time.utc/at/parse/iso8601 and strftime directives, shifts/xor/big integers/gcd. Divergent ones:
# forge6_ruby_matchdata_time_integer.
probe::re().each |$l| { notice($l) }
