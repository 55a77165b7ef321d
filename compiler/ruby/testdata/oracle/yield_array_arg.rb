# `yield [a, b]` and `super [x]` pass an Array (Ruby's EXPR_ARG after the
# keyword and a space); without the space it indexes the result.
def y1; yield [3, 4]; end
y1 { |*a| p a }
y1 { |a| p a }
y1 { |a, b| p [a, b] }
def y2; yield([1, 2]); end
y2 { |*a| p a }
def y3; r = yield; p r; end
def y4; (yield)[1]; end
p y4 { [5, 6] }
def y5; yield[0]; end
p y5 { [7, 8] }
class YA; def m(x = 0); x; end; end
class YB < YA; def m; super [1, 2]; end; end
p YB.new.m
def each_pair_like; { a: 1, b: 2 }.each { |k, v| yield [k, v] }; end
each_pair_like { |pair| p pair }
