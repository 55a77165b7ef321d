# Set for Punch's Ruby runtime: Ruby 3.1's Set, written for rlib (its
# members are the keys of @hash, as in Ruby, so that to_yaml and inspect
# show what Ruby shows).
class Set
  include Enumerable

  def self.[](*members)
    new(members)
  end

  def initialize(members = nil, &block)
    @hash = Hash.new(false)
    return if members.nil?
    unless members.respond_to?(:each_entry) || members.respond_to?(:each)
      raise ArgumentError, 'value must be enumerable'
    end
    if block
      members.each { |m| add(block.call(m)) }
    else
      merge(members)
    end
  end

  def initialize_copy(original)
    @hash = original.instance_variable_get(:@hash).dup
  end

  def freeze
    @hash.freeze
    super
  end

  def size
    @hash.size
  end
  alias length size

  def empty?
    @hash.empty?
  end

  def clear
    @hash.clear
    self
  end

  def replace(members)
    members = Set.new(members) unless members.is_a?(Set)
    @hash.replace(members.instance_variable_get(:@hash))
    self
  end

  def to_set(klass = Set, *args, &block)
    return self if instance_of?(Set) && klass == Set && block.nil? && args.empty?
    klass.new(self, *args, &block)
  end

  def to_a
    @hash.keys
  end

  def include?(member)
    @hash[member]
  end
  alias member? include?
  alias_method :===, :include?

  def superset?(other)
    raise ArgumentError, 'value must be a set' unless other.is_a?(Set)
    size >= other.size && other.all? { |m| @hash.include?(m) }
  end
  alias_method :>=, :superset?

  def proper_superset?(other)
    raise ArgumentError, 'value must be a set' unless other.is_a?(Set)
    size > other.size && other.all? { |m| @hash.include?(m) }
  end
  alias_method :>, :proper_superset?

  def subset?(other)
    raise ArgumentError, 'value must be a set' unless other.is_a?(Set)
    size <= other.size && all? { |m| other.include?(m) }
  end
  alias_method :<=, :subset?

  def proper_subset?(other)
    raise ArgumentError, 'value must be a set' unless other.is_a?(Set)
    size < other.size && all? { |m| other.include?(m) }
  end
  alias_method :<, :proper_subset?

  def <=>(other)
    return unless other.is_a?(Set)
    return 0 if self == other
    return -1 if proper_subset?(other)
    return 1 if proper_superset?(other)
    nil
  end

  def intersect?(other)
    raise ArgumentError, 'value must be a set' unless other.is_a?(Set)
    size < other.size ? any? { |m| other.include?(m) } : other.any? { |m| @hash.include?(m) }
  end

  def disjoint?(other)
    !intersect?(other)
  end

  def each(&block)
    return enum_for(:each) { size } unless block
    @hash.each_key(&block)
    self
  end

  def add(member)
    @hash[member] = true
    self
  end
  alias_method :<<, :add

  def add?(member)
    return nil if include?(member)
    add(member)
  end

  def delete(member)
    @hash.delete(member)
    self
  end

  def delete?(member)
    return nil unless include?(member)
    delete(member)
  end

  def delete_if
    return enum_for(:delete_if) { size } unless block_given?
    select { |m| yield m }.each { |m| @hash.delete(m) }
    self
  end

  def keep_if
    return enum_for(:keep_if) { size } unless block_given?
    reject { |m| yield m }.each { |m| @hash.delete(m) }
    self
  end

  def collect!
    return enum_for(:collect!) { size } unless block_given?
    replace(Set.new(map { |m| yield m }))
  end
  alias map! collect!

  def reject!(&block)
    return enum_for(:reject!) { size } unless block
    n = size
    delete_if(&block)
    n == size ? nil : self
  end

  def select!(&block)
    return enum_for(:select!) { size } unless block
    n = size
    keep_if(&block)
    n == size ? nil : self
  end
  alias filter! select!

  def merge(*lists)
    lists.each do |list|
      if list.is_a?(Set)
        @hash.update(list.instance_variable_get(:@hash))
      else
        list.each { |m| add(m) }
      end
    end
    self
  end

  def subtract(list)
    list.each { |m| delete(m) }
    self
  end

  def |(other)
    dup.merge(other)
  end
  alias_method :+, :|
  alias_method :union, :|

  def -(other)
    dup.subtract(other)
  end
  alias_method :difference, :-

  # as Ruby 3.1's: the smaller Set is walked, so the result has its order
  def &(other)
    result = self.class.new
    if other.is_a?(Set)
      if other.size > size
        each { |m| result.add(m) if other.include?(m) }
      else
        other.each { |m| result.add(m) if include?(m) }
      end
    else
      raise ArgumentError, 'value must be enumerable' unless other.respond_to?(:each)
      other.each { |m| result.add(m) if include?(m) }
    end
    result
  end
  alias_method :intersection, :&

  def ^(other)
    result = Set.new(other)
    each { |m| result.include?(m) ? result.delete(m) : result.add(m) }
    result
  end

  def ==(other)
    return true if equal?(other)
    other.is_a?(Set) && size == other.size && other.all? { |m| @hash.include?(m) }
  end

  def hash
    @hash.hash
  end

  def eql?(other)
    other.is_a?(Set) && @hash.eql?(other.instance_variable_get(:@hash))
  end

  def classify
    return enum_for(:classify) { size } unless block_given?
    groups = {}
    each { |m| (groups[yield(m)] ||= self.class.new).add(m) }
    groups
  end

  def join(separator = nil)
    to_a.join(separator)
  end

  def inspect
    "#<#{self.class}: {#{to_a.inspect[1..-2]}}>"
  end
  alias to_s inspect

  def pretty_print(q)
    q.text(inspect)
  end
end

module Enumerable
  def to_set(klass = Set, *args, &block)
    klass.new(self, *args, &block)
  end
end

class Array
  def to_set(klass = Set, *args, &block)
    klass.new(self, *args, &block)
  end
end
