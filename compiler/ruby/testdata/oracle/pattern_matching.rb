# Ruby 3 pattern matching (case/in, =>, in), as Ruby 3.1 runs it.
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue NoMatchingPatternKeyError => e
  puts "#{label}: #{e.class}: #{e.message} key=#{e.key.inspect} matchee=#{e.matchee.inspect}"
rescue StandardError => e
  puts "#{label}: #{e.class}: #{e.message}"
end

def kind(v)
  case v
  in Integer | Float => n if n > 100 then "big #{n}"
  in Integer then "int"
  in Float then "float"
  in String => s unless s.empty? then "str #{s}"
  in "" then "empty"
  in nil then "nil"
  in :sym | true | false then "lit #{v}"
  in 1.. then "never"
  in [] then "empty array"
  in [x] then "one #{x.inspect}"
  in [Integer => a, Integer => b] then "two ints #{a} #{b}"
  in [first, *rest] if rest.size > 2 then "long #{first} #{rest}"
  in [_, _, *] then "array 2+"
  in {name: String => name, age: Integer => age} then "person #{name} #{age}"
  in {type: :circle, r:} then "circle #{r}"
  in {} then "empty hash"
  in Hash then "other hash #{v.size}"
  else "other #{v.class}"
  end
end

[150, 3, 2.5, 1000.5, "abc", "", nil, :sym, true, false, [], [7], [1, 2], [1, "x"],
 [1, 2, 3, 4], [1, 2, 3], {name: "Ann", age: 3}, {type: :circle, r: 2, extra: 1},
 {}, {a: 1}, 1..2].each { |v| puts "#{v.inspect} -> #{kind(v)}" }

# value patterns: ranges, regexps, lambdas, constants
t("range") { case 5; in ..3 then :low; in 4...6 then :mid; end }
t("endless") { case 7; in 6.. then :high; end }
t("regexp") { case "host01"; in /\Ahost(\d+)/ then $1; end }
t("lambda") { case 12; in ->(x) { x.even? } then :even; end }
t("neg") { case -3; in -5..-1 then :neg; end }
t("string range") { case "b"; in "a".."c" then :in; end }

# pins
x = 5
t("pin") { case 5; in ^x then :pinned; end }
t("pin miss") { case 6; in ^x then :pinned; else :no; end }
@iv = [1, 2]
t("pin ivar") { case [1, 2]; in ^@iv then :ivar; end }
t("pin expr") { case 6; in ^(x + 1) then :wrong; in ^(x * 2 - 4) then :expr; end }
t("pin in array") { case [5, 5]; in [a, ^a] then "same #{a}"; end }
t("pin hash") { case {v: 5}; in {v: ^x} then :hash_pin; end }

# array patterns, splats, nesting
t("rest") { case [1, 2, 3, 4]; in [a, *b, c] then [a, b, c]; end }
t("anon rest") { case [1, 2, 3]; in [1, *, 3] then :ok; end }
t("braceless") { case [1, [2, 3]]; in a, [b, c] then a + b + c; end }
t("braceless rest") { case [1, 2, 3]; in Integer, *tail then tail; end }
t("trailing comma") { case [1, 2, 3]; in [a, ] then a; end }
t("braceless trailing") { case [9, 8]; in a, then a; end }
t("nested") { case [1, [2, [3, 4]]]; in [_, [_, [_, d]]] then d; end }
t("deep hash") { case {a: {b: [1, {c: 42}]}}; in {a: {b: [_, {c:}]}} then c; end }

# find patterns
t("find") { case [1, "x", :y, 42, "z"]; in [*pre, Symbol => s, Integer => i, *post] then [pre, s, i, post]; end }
t("find anon") { case %w[a b c]; in [*, "b", *] then :found; end }
t("find none") { case [1, 2]; in [*, 3, *] then :found; else :none; end }

# hash patterns
t("hash rest") { case {a: 1, b: 2, c: 3}; in {a: Integer, **rest} then rest; end }
t("hash nil rest") { case {a: 1}; in {a: 1, **nil} then :exact; end }
t("hash nil rest miss") { case {a: 1, b: 2}; in {a: 1, **nil} then :exact; else :more; end }
t("braceless hash") { case {status: "ok", code: 200}; in status: "ok", code: then code; end }
t("string key") { case {name: 1}; in {"name": Integer => n} then n; end }
t("string keys do not match") { case {"name" => 1}; in {name:} then name; else :no_symbol_key; end }
t("empty hash only") { case({a: 1}); in {} then :empty; else :not_empty; end }

# alternatives, binding
t("alt") { case :b; in :a | :b | :c then :abc; end }
t("alt arrays") { case [2]; in [1] | [2] then :one_or_two; end }
t("as") { case [1, [2, 3]]; in [Integer => a, [_, _] => pair] then [a, pair]; end }
t("underscore alt") { case [1, 2]; in [_a, 2] | [2, _a] then :us; end }

# guards
t("guard if") { case [3, 4]; in [a, b] if a + b == 7 then :seven; end }
t("guard unless") { case 3; in Integer => n unless n.odd? then :even; else :odd; end }

# deconstruct / deconstruct_keys on Struct and user classes
Point = Struct.new(:x, :y)
t("struct array") { case Point.new(1, 2); in [x, y] then x + y; end }
t("struct hash") { case Point.new(1, 2); in {x:, y:} then [x, y]; end }
t("struct const") { case Point.new(1, 2); in Point(x:, y: 2) then x; end }
t("struct const arr") { case Point.new(1, 2); in Point[a, b] then [a, b]; end }
t("struct wrong const") { case Point.new(1, 2); in Array(a, b) then :arr; else :not_array; end }
t("struct keys") { Point.new(1, 2).deconstruct_keys([:x]) }
t("struct keys nil") { Point.new(1, 2).deconstruct_keys(nil) }
t("struct keys missing") { Point.new(1, 2).deconstruct_keys([:y, :z, :x]) }
t("struct keys too many") { Point.new(1, 2).deconstruct_keys([:x, :y, :z]) }
t("struct deconstruct") { Point.new(1, 2).deconstruct }

class Vec
  attr_reader :calls
  def initialize(*a) = (@a = a; @calls = [])
  def deconstruct = (@calls << :deconstruct; @a)
  def deconstruct_keys(keys) = (@calls << [:keys, keys]; {len: @a.size, first: @a.first})
end
v = Vec.new(1, 2, 3)
t("user deconstruct") { case v; in [a, *] then a; end }
t("user keys") { case v; in {len: 3, first:} then first; end }
t("user keys rest") { case v; in {len:, **r} then r; end }
t("user keys empty") { case v; in {} then :empty; else :not_empty; end }
t("user calls") { v.calls }
class Bad
  def deconstruct = 1
  def deconstruct_keys(_) = [1]
end
t("bad deconstruct") { case Bad.new; in [a] then a; end }
t("bad deconstruct_keys") { case Bad.new; in {a:} then a; end }
t("no deconstruct") { case Object.new; in [] then 1; else :else; end }

# one-line forms
t("in true") { 1 in Integer }
t("in false") { ("x" in Integer) }
t("in binds") { [1, 2] in [a, b]; a + b }
t("=> binds") { {k: [1, 2]} => {k: [_, second]}; second }
t("=> returns") { (5 => Integer) }
t("if in") { if {role: "db"} in {role: "db" | "cache"} then :infra else :app end }

# errors (Ruby 3.1's messages for a single pattern; plain inspect for several)
t("e1") { case 1; in String; end }
t("e2") { case 1; in String; in Float; end }
t("e3") { case 1; in String | Float; end }
t("e4") { 1 => String }
t("e5") { {a: 1} => {b:} }
t("e6") { case {a: 1}; in {b:}; in {c:}; end }
t("e7") { [1, [2]] => [a] }
t("e8") { [1, 2] => [a, b, c, *] }
t("e9") { [1] => [*, 2, *] }
t("e10") { [] => [*, 2, *] }
t("e11") { {a: 1, c: 2} => {a: 1, **nil} }
t("e12") { {a: 1} => {} }
t("e13") { {} => {a: 1} }
t("e14") { [1, "a"] => [Integer, Integer] }
t("e15") { nil => {a:} }
t("e16") { nil => [a] }
t("e17") { 1 => ^(1 + 1) }
t("e18") { case 1; in Integer if false; end }
t("e19") { "x" => /y/ }
t("e20") { {a: 1} => {a: 2, b: 2} }
t("e21") { {x: {y: 1}} => {x: {z:}} }
t("e22") { Point.new(1, 2) => {x:, z:} }
t("e23") { 5 => 1..3 }
t("e24") { [1, 2] => [1, *r, 3] }
t("e25") { Point.new(1, 2) => Array(x, y) }
t("e26") { case [1, 2]; in [a, b] unless a < b; end }
t("e27") { {a: [1, {b: 2}]} => {a: [_, {b: String}]} }
t("e28") { "str" => Integer | Float | nil }
t("error class") { NoMatchingPatternKeyError.ancestors.take(4) }
