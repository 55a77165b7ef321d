# Core methods RUBY-21 added (m_inventory21.go): Regexp#named_captures, Module#autoload?.
p(/(?<first>\w+) (?<second>\w+)/.named_captures)
p(/(a)(b)/.named_captures)
p(/(?<x>a)|b/.named_captures)
module Lib
  autoload :Later, 'lib_later_never_loaded'
  X = 1
end
p Lib.autoload?(:Later)
p Lib.autoload?('Later')
p Lib.autoload?(:X)
p Lib.autoload?(:Missing)
p Lib.constants.sort
begin
  Lib::Later
rescue LoadError => e
  p e.message
end
# String#casecmp? folds with Unicode's full case folding
p 'ß'.casecmp?('SS'), 'ẞ'.casecmp?('ss'), 'Straße'.casecmp?('STRASSE'), 'ﬀ'.casecmp?('FF'), 'ς'.casecmp?('Σ')
p 'abc'.casecmp?('ABC'), 'é'.casecmp?('É'), 'ß'.casecmp?('s'), 'a'.casecmp?('b')
# String#undump (str_undump)
def ud(s)
  r = s.undump
  p [r, r.encoding.to_s]
rescue => e
  p [e.class, e.message]
end
ud "\u00E9\n\"".dump
ud "a\tb\\c\#{x}\e\a\x01\x7f".dump
ud "\xff\xfe".b.dump
ud "\u{1F600}z".dump
ud '"\u{41 42}"'
ud '"abc'
ud 'abc'
ud '"a\qb"'
ud '"é"'
ud '"\xE3\x81\x82".force_encoding("UTF-8")'
ud '"\xff".dup.force_encoding("ASCII-8BIT")'
ud '"\u00e9\xff"'
ud '"a" "b"'
ud '"\u12"'
ud '"\x4"'
ud '"#$x"'
ud '"\#$x\#@y"'
p "\xff".b.dump.encoding, "a".force_encoding("US-ASCII").dump.encoding, "é".dump.encoding
