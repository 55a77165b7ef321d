# Written for this case: standard libraries Puppet itself loads, as module Ruby uses them (delegation helpers,
# a singleton registry, a timeout around a check, a user's home, timing).
require 'forwardable'
require 'singleton'
require 'timeout'
require 'etc'
require 'benchmark'
require 'English'
require 'ostruct'

class ProbeList
  extend Forwardable
  def_delegators :@items, :size, :first, :each
  def_delegator :@items, :join, :joined
  include Enumerable
  def initialize(items); @items = items; end
end

class ProbeOne
  include Singleton
  attr_accessor :n
end

Puppet::Functions.create_function(:'probe::lib') do
  dispatch :run do
    param 'String', :what
  end

  def run(what)
    case what
    when 'forwardable' then l = ProbeList.new(%w[b a c]); [l.size, l.first, l.joined('-'), l.sort, l.map(&:upcase)]
    when 'singleton' then ProbeOne.instance.n = 3; [ProbeOne.instance.n, ProbeOne.instance.equal?(ProbeOne.instance), (ProbeOne.new rescue $!.class.to_s)]
    when 'timeout' then Timeout.timeout(5) { 'in time' }
    when 'etc' then [Etc.getpwnam('root').dir, Etc.getpwuid(0).name, Etc.getgrnam('root').gid]
    when 'benchmark' then Benchmark.realtime { 1 + 1 }.is_a?(Float)
    when 'english' then [$PROGRAM_NAME.class.to_s, $ERROR_INFO.inspect]
    when 'ostruct' then o = OpenStruct.new(a: 1); o.b = 2; [o.a, o.b, o.to_h, o.respond_to?(:a)]
    end
  end
end
