# Kernel#JSON, j, jj, and JSON.parse's object_class / array_class (json 2.6.3)
require 'json'
require 'ostruct'
show(:kernel_json) { [JSON('{"a":1}'), JSON([1, 2]), JSON('[1]', symbolize_names: true), JSON(nil), JSON(1), JSON(:sym), JSON({ 'a' => 1 }, { space: ' ' })] }
show(:kernel_json_to_str) { s = Object.new; def s.to_str = '{"x":2}'; JSON(s) }
show(:kernel_json_bad) { JSON('{') }
show(:kernel_json_opts) { JSON('{"a":{"b":1}}', symbolize_names: true) }
show(:kernel_private) { [Kernel.private_method_defined?(:JSON), Kernel.private_method_defined?(:j), Kernel.private_method_defined?(:jj), Object.new.respond_to?(:JSON)] }
show(:kernel_public_call) { 1.JSON('[1]') }
j({ 'a' => [1, 2] }, [Float::NAN])
jj({ 'a' => [1, 2] })
show(:j_ret) { j(1) }
show(:object_class) { JSON.parse('{"b":2,"a":1}', object_class: Hash).keys }
show(:ostruct) { JSON.parse('{"b":{"c":[1]},"a":1}', object_class: OpenStruct).b.c }
show(:ostruct_sym) { JSON.parse('{"a":[1,{"b":2}]}', object_class: OpenStruct, array_class: Array, symbolize_names: true).a[1].b }
class Bag
  attr_reader :items
  def initialize = @items = []
  def <<(x) = (@items << (x.is_a?(Integer) ? x * 2 : x); self)
end
class Dict
  attr_reader :pairs
  def initialize = @pairs = []
  def []=(k, v); @pairs << [k.to_s.upcase, v]; end
end
show(:bag) { r = JSON.parse('[1,[2],{"a":3}]', array_class: Bag); [r.items[0], r.items[1].items, r.items[2]] }
show(:dict) { r = JSON.parse('{"a":{"b":1},"c":[{"d":2}]}', object_class: Dict); [r.pairs[0][0], r.pairs[0][1].pairs, r.pairs[1][1][0].pairs] }
show(:nil_classes) { JSON.parse('{"a":[1]}', object_class: nil, array_class: nil) }
show(:order_plain) { log = []; o = Class.new { define_method(:initialize) { log << :obj }; define_method(:[]=) { |k, v| log << [k, v.class.name] } }; a = Class.new { define_method(:initialize) { log << :ary }; define_method(:<<) { |x| log << x.class.name } }; JSON.parse('{"x":[1,{"y":2}],"z":3}', object_class: o, array_class: a); log.map(&:to_s) }
show(:bad_module) { JSON.parse('{}', object_class: Kernel) }
show(:bad_unused) { [JSON.parse('1', object_class: 5), JSON.parse('[]', object_class: 5), JSON.parse('{}', array_class: 'x')] }
show(:bad_class) { JSON.parse('{"a":1}', object_class: 5) }
show(:parse_bang) { JSON.parse!('[1,[2]]', array_class: Bag).items[1].class }
