# Ruby 3.1 libraries Puppet has loaded, as module Ruby uses them (QA-FORGE-13 M15): Forwardable and
# SingleForwardable delegation, Singleton, Timeout.timeout around a check, Etc's user and group
# database (the host's), Benchmark.realtime.
require 'forwardable'
require 'singleton'
require 'timeout'
require 'etc'
require 'benchmark'

class List
  extend Forwardable
  include Enumerable
  def_delegators :@items, :size, :first, :each, :<<, :[]
  def_delegator :@items, :join, :joined
  def_delegator :items, :last
  def_delegator '@items.first', :upcase, :first_up
  delegate [:empty?, :include?] => :@items
  instance_delegate %i[min max] => :items
  def_delegator :@opts, :fetch
  def initialize(items)
    @items = items
    @opts = { a: 1 }
  end

  private

  def items
    @items
  end
end

module Registry
  extend SingleForwardable
  @store = { 'x' => 1 }
  def_delegators :@store, :keys, :fetch
  def_delegator :@store, :size, :count
end

class One
  include Singleton
  attr_accessor :n
end

class Two < One; end

l = List.new(%w[b a c])
show('delegators') { [l.size, l.first, l.first(2), l.joined('-'), l.last, l.first_up, l.empty?, l.include?('a')] }
show('min max') { [l.min, l.max] }
show('enumerable') { [l.sort, l.map(&:upcase), l.select { |x| x > 'a' }] }
show('block and index') { [l.each { |x| x }.size, l[1], (l << 'd').size] }
show('keyword through') { l.fetch(:b) { |k| "no #{k}" } }
show('delegator value') { Class.new { extend Forwardable; break def_delegator(:@x, :size, :count) } }
show('single') { [Registry.keys, Registry.fetch('x'), Registry.count] }
show('singleton') { One.instance.n = 3; [One.instance.n, One.instance.equal?(One.instance)] }
show('singleton new') { One.new }
show('singleton allocate') { One.allocate }
show('singleton dup') { One.instance.dup }
show('singleton clone') { One.instance.clone }
show('singleton subclass') { [Two.instance.class, Two.instance.equal?(One.instance), Two.instance.n] }
show('timeout') { Timeout.timeout(5) { |s| "in time #{s}" } }
show('timeout nil') { Timeout.timeout(nil) { 42 } }
show('timeout error class') { [Timeout::Error.superclass, Timeout::Error.new('x').message] }
show('timeout rescue') { begin; Timeout.timeout(1) { raise Timeout::Error, 'late' }; rescue Timeout::Error => e; "rescued #{e.message}"; end }
show('etc passwd') { pw = Etc.getpwnam('root'); [pw.name, pw.uid, pw.gid, pw.dir, pw.class] }
show('etc uid') { Etc.getpwuid(0).name }
show('etc group') { g = Etc.getgrnam('root'); [g.name, g.gid, g.class] }
show('etc gid') { Etc.getgrgid(0).name }
show('etc missing user') { Etc.getpwnam('no-such-user-punch') }
show('etc missing uid') { Etc.getpwuid(987_654) }
show('etc missing group') { Etc.getgrnam('no-such-group-punch') }
show('etc missing gid') { Etc.getgrgid(987_654) }
show('benchmark') { Benchmark.realtime { 1 + 1 }.class }
show('versions') { [Forwardable::VERSION, Singleton::VERSION, Timeout::VERSION, Etc::VERSION] }
