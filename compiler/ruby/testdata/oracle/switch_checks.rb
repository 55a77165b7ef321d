# The argument counts and frozen receivers that String, Array, Hash,
# Range, Enumerator and Enumerable methods check before they run
# (arity_gen.go, switchMutators): Ruby's error texts, and which comes
# first when both are wrong.
def try(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue StandardError => e
  puts "#{label}: #{e.class}: #{e.message}"
end

fa = [1, 2, 3].freeze
try('Array#[]=') { fa[0] = 5 }
try('Array#<<') { fa << 4 }
try('Array#push') { fa.push(4) }
try('Array#push none') { fa.push }
try('Array#append') { fa.append(4) }
try('Array#unshift') { fa.unshift(0) }
try('Array#prepend') { fa.prepend(0) }
try('Array#insert') { fa.insert(1, 9) }
try('Array#concat') { fa.concat([4]) }
try('Array#pop') { fa.pop }
try('Array#shift') { fa.shift }
try('Array#reverse!') { fa.reverse! }
try('Array#delete') { fa.delete(2) }
try('Array#delete_at') { fa.delete_at(1) }
try('Array#delete_if') { fa.delete_if { |x| x > 1 } }
try('Array#reject!') { fa.reject! { |x| x > 1 } }
try('Array#select!') { fa.select! { |x| x > 1 } }
try('Array#keep_if') { fa.keep_if { |x| x > 1 } }
try('Array#filter!') { fa.filter! { |x| x > 1 } }
try('Array#map!') { fa.map! { |x| x + 1 } }
try('Array#collect!') { fa.collect! { |x| x + 1 } }
try('Array#uniq!') { [1, 1].freeze.uniq! }
try('Array#sort!') { [2, 1].freeze.sort! }
try('Array#sort_by!') { fa.sort_by! { |x| -x } }
try('Array#shuffle!') { fa.shuffle! }
try('Array#clear') { fa.clear }
try('Array#replace') { fa.replace([9]) }
try('Array#<< two') { fa.send(:<<, 1, 2) }
try('Array#insert none') { fa.insert }
try('Array#replace none') { fa.replace }
try('Array#delete_at none') { fa.delete_at }
class Array
  alias_method :add_one, :push
end
try('Array alias of push') { fa.add_one(1) }
try('Array#add_one') { [1].add_one(2) }

a = [1, 2, 3]
try('Array#length 1') { a.length(1) }
try('Array#empty? 1') { a.empty?(1) }
try('Array#inspect 1') { a.inspect(1) }
try('Array#join 2') { a.join(',', ',') }
try('Array#first 2') { a.first(1, 2) }
try('Array#fetch none') { a.fetch }
try('Array#fetch 3') { a.fetch(1, 2, 3) }
try('Array#dig none') { a.dig }
try('Array#+ none') { a.send(:+) }
try('Array#intersect? none') { a.intersect? }
try('Array#& none') { a.send(:&) }
try('Array#* none') { a.send(:*) }
try('Array#== none') { a.send(:==) }
try('Array#eql? 2') { a.eql?(1, 2) }
try('Array#<=> none') { a.send(:<=>) }
try('Array#delete none') { a.delete }
try('Array#assoc none') { a.assoc }
try('Array#each_slice none') { a.each_slice }
try('Array#each_cons 2') { a.each_cons(1, 2) }
try('Array#include? none') { a.include? }
try('Array#grep none') { a.grep }
try('Array#take none') { a.take }
try('Array#drop 2') { a.drop(1, 2) }
try('Array#each_with_object none') { a.each_with_object }

fh = { 'a' => 1 }.freeze
try('Hash#[]=') { fh['b'] = 2 }
try('Hash#store') { fh.store('b', 2) }
try('Hash#update') { fh.update('b' => 2) }
try('Hash#merge!') { fh.merge!('b' => 2) }
try('Hash#merge! none') { fh.merge! }
try('Hash#merge') { fh.merge('b' => 2) }
try('Hash#delete') { fh.delete('a') }
try('Hash#default_proc=') { fh.default_proc = nil }
try('Hash#default=') { fh.default = 1 }
try('Hash#clear') { fh.clear }
try('Hash#replace') { fh.replace({}) }
try('Hash#shift') { fh.shift }
try('Hash#store one') { fh.store('b') }
try('Hash#delete none') { fh.delete }
h = { 'a' => 1 }
try('Hash#[] none') { h.send(:[]) }
try('Hash#store 3') { h.store(1, 2, 3) }
try('Hash#fetch none') { h.fetch }
try('Hash#key? none') { h.key? }
try('Hash#value? 2') { h.value?(1, 2) }
try('Hash#key none') { h.key }
try('Hash#dig none') { h.dig }
try('Hash#default 2') { h.default(1, 2) }
try('Hash#== none') { h.send(:==) }
try('Hash#replace none') { h.replace }
try('Hash#each_slice none') { h.each_slice }

fs = 'abc'.freeze
try('String#<<') { fs << 'd' }
try('String#concat') { fs.concat('d') }
try('String#concat none') { fs.concat }
try('String#prepend') { fs.prepend('d') }
try('String#replace') { fs.replace('d') }
try('String#[]=') { fs[0] = 'd' }
try('String#insert') { fs.insert(0, 'd') }
try('String#insert one') { fs.insert(0) }
try('String#<< none') { fs.send(:<<) }
s = +'abc'
try('String#to_s 1') { s.to_s(1) }
try('String#inspect 1') { s.inspect(1) }
try('String#dump 1') { s.dump(1) }
try('String#length 1') { s.length(1) }
try('String#bytesize 1') { s.bytesize(1) }
try('String#empty? 1') { s.empty?(1) }
try('String#== none') { s.send(:==) }
try('String#<=> none') { s.send(:<=>) }
try('String#< 2') { s.send(:<, 'a', 'b') }
try('String#+ none') { s.send(:+) }
try('String#* none') { s.send(:*) }
try('String#% none') { s.send(:%) }
try('String#=~ none') { s.send(:=~) }
try('String#match none') { s.match }
try('String#match? 3') { s.match?(/a/, 0, 1) }
try('String#scan none') { s.scan }
try('String#split 3') { s.split(',', 1, 2) }
try('String#include? none') { s.include? }
try('String#index none') { s.index }
try('String#tr one') { s.tr('a') }
try('String#delete none') { s.delete }
try('String#count none') { s.count }
try('String#to_f 1') { s.to_f(1) }
try('String#to_sym 1') { s.to_sym(1) }
try('String#chr 1') { s.chr(1) }
try('String#casecmp none') { s.casecmp }
try('String#casecmp? none') { s.casecmp? }
try('String#between? one') { s.between?('a') }
try('String#delete_prefix none') { s.delete_prefix }
try('Symbol#=~ none') { :abc.send(:=~) }
try('Symbol#match none') { :abc.match }
try('Symbol#length 1') { :abc.length(1) }

r = (1..3)
try('Range#include? none') { r.include? }
try('Range#cover? 2') { r.cover?(1, 2) }
try('Range#== none') { r.send(:==) }
try('Range#each_slice none') { r.each_slice }
e = [1, 2].each
try('Enumerator#each_with_object none') { e.each_with_object }
try('Enumerator#with_object none') { e.with_object }
try('Enumerator#next 1') { e.next(1) }
try('Enumerator#each_slice none') { e.each_slice }

class Pair
  include Enumerable
  def each
    yield 1
    yield 2
  end
end
pr = Pair.new
try('Enumerable#each_slice none') { pr.each_slice }
try('Enumerable#each_cons 2') { pr.each_cons(1, 2) }
try('Enumerable#include? none') { pr.include? }
try('Enumerable#member? none') { pr.member? }
try('Enumerable#grep none') { pr.grep }
try('Enumerable#grep_v none') { pr.grep_v }
try('Enumerable#take none') { pr.take }
try('Enumerable#drop none') { pr.drop }
try('Enumerable#each_with_object none') { pr.each_with_object }
try('Enumerable#each_slice') { pr.each_slice(1).to_a }
try('Enumerable#map 1') { pr.map(1) { |x| x } }
try('Enumerable#first 2') { pr.first(1, 2) }
try('Enumerable#inject 3') { pr.inject(1, :+, 3) }
try('Enumerable#to_a') { pr.to_a }

try('Integer#quo none') { 1.quo }
try('Integer#upto none') { 1.upto }
try('Integer#downto 2') { 1.downto(1, 2) }
try('Integer#digits 2') { 10.digits(10, 2) }
try('Integer#gcd none') { 4.gcd }
try('Integer#lcm 2') { 4.lcm(1, 2) }
try('Integer#+ none') { 1.send(:+) }
try('Integer#pow 3') { 2.pow(1, 2, 3) }
try('Integer#pow 2') { 2.pow(10, 7) }
try('Float#quo none') { 1.5.quo }
try('Float#rationalize 2') { 1.5.rationalize(1, 2) }
try('Float#+ none') { 1.5.send(:+) }
try('Symbol#<=> none') { :a.send(:<=>) }
try('Regexp#match none') { /a/.match }
try('Regexp#=~ 2') { /a/.send(:=~, 'a', 'b') }
try('Regexp#match? 3') { /a/.match?('a', 0, 1) }
md = 'abc'.match(/(b)/)
try('MatchData#[] none') { md[] }
try('MatchData#[] 3') { md[0, 1, 2] }
try('MatchData#begin none') { md.begin }
try('MatchData#offset 2') { md.offset(0, 1) }
