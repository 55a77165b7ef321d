# PP and PrettyPrint (pp 0.3.0, prettyprint 0.1.1): the layout of values at several widths,
# pretty_inspect, PP.pp's and Kernel#pp's results, cycles, objects' instance variables,
# Structs, multi-line Strings, PrettyPrint.format with its own groups.
require 'pp'
require 'stringio'

def noaddr(s)
  s.gsub(/0x\h+/, '0xX')
end

values = [
  { 'name' => 'web2', 'prio' => '2', 'tags' => %w[web prod] },
  [[1, 2, 3], { 'a' => { 'b' => 'cccccccccccc' } }],
  { a: 1, b: [1, 2, { c: :d }], 'e' => nil, 3 => 4.5, [1] => { x: true } },
  (1..10).to_a,
  (1..40).map { |i| "item#{i}" },
  { 'k' => (1..30).to_a, 'nested' => { 'deeper' => { 'deepest' => %w[aaaaaaaa bbbbbbbb cccccccc] } } },
  "line one\nline two\nline three",
  ["x\ny", 'z'],
  [1..5, 'a'...'e', (3..), :sym, nil, true, 1.5, 2**70],
  [],
  {},
  [[], {}, [[]], { a: {} }],
]
[4, 10, 20, 40, 79].each do |w|
  values.each do |v|
    out = StringIO.new
    r = PP.pp(v, out, w)
    puts "w=#{w} #{r.equal?(out)}"
    puts out.string
  end
end
values.each { |v| puts v.pretty_inspect }

S = Struct.new(:name, :list)
puts S.new('n', [1, 2]).pretty_inspect
puts PP.pp(S.new('a very long name indeed', (1..20).to_a), ''.dup, 30)

class Thing
  def initialize
    @b = [1, 2, 3]
    @a = { 'k' => 'v' }
  end
end
puts noaddr(Thing.new.pretty_inspect)
puts noaddr(PP.pp(Thing.new, ''.dup, 20))

class Own
  def inspect
    'OWN!'
  end
end
puts [Own.new, Own.new].pretty_inspect

a = [1, 2]
a << a
puts a.pretty_inspect
h = { 'x' => 1 }
h['self'] = h
puts h.pretty_inspect
shared = [1]
puts [shared, shared].pretty_inspect

m = /(?<first>\w+) (\w+)?/.match('hello world')
puts m.pretty_inspect

r = pp({ 'a' => 1 })
p r
r = pp(1, 2)
p r
r = pp
p r

s = PrettyPrint.format(''.dup, 10) do |q|
  q.group(2, '(', ')') do
    q.text 'alpha'
    q.breakable
    q.text 'beta'
    q.breakable
    q.group(1, '[', ']') do
      q.text 'gamma'
      q.breakable
      q.text 'delta'
    end
  end
end
puts s
puts PrettyPrint.singleline_format(''.dup) { |q| q.group(1, '<', '>') { q.text 'a'; q.breakable; q.text 'b' } }
puts PP.singleline_pp({ 'a' => [1, 2] }, ''.dup)
puts 1.pretty_inspect
puts :s.pretty_inspect
puts nil.pretty_inspect
