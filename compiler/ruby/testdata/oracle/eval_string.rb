# Kernel#eval, instance_eval, module_eval/class_eval, Binding#eval with a
# String: the caller's locals, self, def targets, constants, file and line,
# backtraces and syntax errors (RUBY-12, QA-FORGE-8 F6).
def caller_locals
  x = 5
  y = nil
  p eval("x * 2")
  p eval("[x, y, later]")
  eval("w = 3; p w")
  p((eval("w") rescue $!.class))
  eval("x = 7")
  p x
  p eval("local_variables")
  p local_variables
  later = 1
  q = 10
  p [1, 2].map { |i| eval("i + q") }
  p [3].map { |j| local_variables }
  p eval("[__FILE__, __LINE__]")
  p eval("[__FILE__, __LINE__]", nil, "q.rb", 7)
  p eval("\n\n[__FILE__, __LINE__]", nil, "q.rb", 7)
  p eval("return 42; 0")
  99
end
p caller_locals

def ie_backtrace
  instance_eval("z = 1\nraise 'boom' if z == 1", "m.rb", 10)
rescue => e
  p e.message, e.backtrace[0, 3]
end
ie_backtrace

def nested_def_backtrace
  Object.new.instance_eval("def g; raise 'x'; end; g", "e.rb")
rescue => e
  p e.backtrace[0, 4]
end
nested_def_backtrace

class Holder
  def initialize
    code = ['def added(x)', '  "added #{x} at #{__FILE__}:#{__LINE__}"', 'end'].join("\n")
    instance_eval(code, 'mapper.rb', 10)
  end
end
h = Holder.new
p h.added(1)
p h.singleton_methods
p Holder.instance_methods(false)

o = Object.new
o.instance_eval('@v = 42')
p o.instance_variable_get(:@v)
p 'abc'.instance_eval('size + 1')
p 5.instance_eval('self + 1')
p nil.instance_eval('self')
p o.instance_eval('self').equal?(o)

module EvalHelpers; end
EvalHelpers.module_eval("def self.twice(v)\n  v * 2\nend", 'helpers.rb', 1)
p EvalHelpers.twice(21)
String.class_eval('def eval_shout; upcase + "!"; end')
p 'ab'.eval_shout
EvalHelpers.module_eval('LIMIT = 3')
p EvalHelpers::LIMIT
p EvalHelpers.module_eval('LIMIT + 1')
p EvalHelpers.class_eval('self')
class EvalTarget
  ATTRS = %w[a b]
  ATTRS.each do |a|
    class_eval <<-RUBY, __FILE__, __LINE__ + 1
      def #{a}_attr
        "#{a}:" + __LINE__.to_s
      end
    RUBY
  end
end
p EvalTarget.new.a_attr, EvalTarget.new.b_attr

def with_binding
  a = 1
  b = binding
  p b.local_variable_get(:a)
  b.local_variable_set(:a, 2)
  p a
  b.local_variable_set(:fresh, 3)
  p b.local_variable_get(:fresh)
  p b.local_variable_defined?(:fresh), b.local_variable_defined?(:nope)
  p b.eval("a + fresh")
  b.eval("made = 9")
  p b.eval("made")
  p b.local_variables
  p b.receiver
  p((b.local_variable_get(:nope) rescue [$!.class, $!.message.sub(/0x\h+/, "X")]))
  p((b.local_variable_get(:Nope) rescue [$!.class]))
  p eval("a * 100", b)
  p b.source_location[1]
  p((eval("1", 5) rescue [$!.class, $!.message]))
end
with_binding

def pr
  v = 11
  proc { |x| x }
end
p pr.binding.local_variable_get(:v)

# syntax errors as Ruby 3.1 reports them for an eval's string
["1 +", "foo(", "x = (1 + 2", "def f\n  1\n", "1 +\n foo(", "[1, 2 3]",
 "x = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33]",
 "[1, 2 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25]",
 "[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25 26]",
 "\tfoo(1, 2 3)", "x = é + (1 2)", "foo(1, 2 bar)", "[1, 2 3]\n", "  x = (1 + 2\n\n", "class A\n  def f(a, 1)\n  end\nend"].each do |s|
  begin
    eval(s, nil, "q.rb", 7)
  rescue SyntaxError => e
    p [e.message, e.backtrace[0]]
  end
end
begin
  instance_eval("1 + end")
rescue SyntaxError => e
  p e.message
end
begin
  String.class_eval("foo(1, 2 3)", "zz.rb", 3)
rescue ScriptError => e
  p [e.class, e.message]
end
p((instance_eval(1) rescue [$!.class, $!.message]))
p((instance_eval("1", 2) rescue [$!.class, $!.message]))
p((instance_eval("1", "f", "x") rescue [$!.class, $!.message]))
p((instance_eval("1") { 2 } rescue [$!.class, $!.message]))
p((String.class_eval("1", "f", 1, 2) rescue [$!.class, $!.message]))
p((eval() rescue [$!.class, $!.message]))
m = "abc".match(/b/)
eval("'xyz' =~ /y/")
p $~[0]
