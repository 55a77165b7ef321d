# A PuppetX-style collection class that only defines #each and includes Enumerable, with
# Comparable members (version-like objects), as config/inventory helpers write them: each call's
# result or its error.
require 'set'
module PuppetXEnum
  class Ver
    include Comparable
    attr_reader :parts
    def initialize(s)
      @parts = s.split('.').map(&:to_i)
    end

    def <=>(other)
      parts <=> other.parts
    end

    def to_s
      parts.join('.')
    end
  end

  class Bag
    include Enumerable
    def initialize(*items)
      @items = items
    end

    def each
      return enum_for(:each) unless block_given?
      @items.each { |i| yield i }
      self
    end
  end
end
Puppet::Functions.create_function(:'probe::enum') do
  def enum
    vs = PuppetXEnum::Bag.new(*%w[1.10.0 1.2.0 1.9.3 2.0.0 1.2.0].map { |s| PuppetXEnum::Ver.new(s) })
    ns = PuppetXEnum::Bag.new(3, 1, 4, 1, 5, 9, 2, 6)
    probes = {
      'sort' => -> { vs.sort.map(&:to_s) },
      'min_max' => -> { [vs.min.to_s, vs.max.to_s, vs.minmax.map(&:to_s), vs.max(2).map(&:to_s)] },
      'sort_by' => -> { vs.sort_by { |v| [-v.parts[0], v.parts[1]] }.map(&:to_s) },
      'uniq' => -> { vs.map(&:to_s).uniq },
      'between' => -> { vs.select { |v| v.between?(PuppetXEnum::Ver.new('1.5'), PuppetXEnum::Ver.new('2.0')) }.map(&:to_s) },
      'inject' => -> { [ns.inject(:+), ns.sum, ns.reduce(1) { |a, b| a * b }, ns.sum(0.0) / ns.count] },
      'each_slice' => -> { ns.each_slice(3).to_a },
      'each_with_index' => -> { ns.each_with_index.select { |x, i| i.even? }.map(&:first) },
      'chunk' => -> { ns.chunk(&:odd?).map { |odd, xs| [odd, xs.size] } },
      'slice_when' => -> { ns.slice_when { |a, b| b < a }.to_a },
      'lazy' => -> { ns.lazy.select(&:even?).map { |x| x * 10 }.first(2) },
      'first_include' => -> { [ns.first, ns.first(3), ns.include?(9), ns.member?(7)] },
      'zip' => -> { ns.first(3).zip(vs.first(3).map(&:to_s)) },
      'group_partition' => -> { [ns.group_by(&:odd?).transform_values(&:size), ns.partition { |x| x > 3 }] },
      'to_set_h' => -> { [ns.to_set.size, ns.each_with_index.to_h { |x, i| [i, x] }.size, ns.to_a.size] },
      'enum_for' => -> { e = ns.each; [e.next, e.next, e.class.name] },
      'reverse_each' => -> { ns.reverse_each.first(2) },
      'find_index' => -> { [ns.find_index(4), ns.find { |x| x > 4 }, ns.count(1), ns.tally.max_by { |_, c| c }] },
      'min_by_max_by' => -> { [vs.min_by(&:parts).to_s, vs.max_by { |v| v.parts.sum }.to_s] },
      'sort_mixed_error' => -> { [PuppetXEnum::Ver.new('1'), 3].sort },
      'clamp_ver' => -> { PuppetXEnum::Ver.new('3.0').clamp(PuppetXEnum::Ver.new('1.0'), PuppetXEnum::Ver.new('2.0')).to_s },
    }
    probes.each_with_object({}) do |(name, l), out|
      out[name] = begin
                    v = l.call
                    [String, Integer, Float, TrueClass, FalseClass, NilClass, Array, Hash].any? { |k| v.is_a?(k) } ? v : v.inspect
                  rescue StandardError => e
                    "#{e.class}: #{e.message.gsub(/0x\h+/, 'ADDR')}"
                  end
    end
  end
end
