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
