# Which Regexps are frozen in Ruby 3.1: literals (also interpolated ones)
# are, Regexp.new, Regexp.union and dup are not; clone keeps the state.
x = 1
p(/x/.frozen?, /a#{x}/.frozen?, Regexp.new("x").frozen?, Regexp.new(/x/).frozen?)
p(Regexp.union("a").frozen?, Regexp.union.frozen?, Regexp.union(/x/, "b").frozen?)
p(/x/.dup.frozen?, /x/.clone.frozen?, Regexp.new("x").clone.frozen?, /x/.clone(freeze: false).frozen?)
r = Regexp.new("x")
r.freeze
p r.frozen?
