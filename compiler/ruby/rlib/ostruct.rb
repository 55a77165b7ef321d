# OpenStruct for Punch's Ruby runtime: Ruby 3.1's OpenStruct (ostruct
# 0.5.2), written for rlib. The fields live in @table (Symbol keys, as in
# Ruby, so marshal_dump, to_h and instance_variables show what Ruby
# shows); each field gets a reader and a writer singleton method unless
# the object's class (below OpenStruct) defines a method of that name.
class OpenStruct
  VERSION = '0.5.2'

  def initialize(hash = nil)
    @table = {}
    return unless hash

    hash.each_pair { |k, v| self[k] = v }
  end

  def initialize_copy(orig)
    super
    @table = @table.dup
  end

  def initialize_clone(orig, freeze: nil)
    super
    @table = @table.dup unless frozen?
  end

  def to_h(&block)
    block ? @table.to_h(&block) : @table.dup
  end

  def each_pair
    return to_enum(:each_pair) { @table.size } unless block_given?

    @table.each_pair { |p| yield p }
    self
  end

  def marshal_dump
    @table
  end

  def marshal_load(hash)
    @table = {}
    hash.each_pair { |k, v| self[k] = v }
  end

  def [](name)
    @table[name.to_sym]
  end

  def []=(name, value)
    name = name.to_sym
    new_ostruct_member!(name)
    @table[name] = value
  end

  def dig(name, *names)
    begin
      name = name.to_sym
    rescue NoMethodError
      raise TypeError, "#{name.inspect} is not a symbol nor a string"
    end
    @table.dig(name, *names)
  end

  def delete_field(name)
    sym = name.to_sym
    begin
      singleton_class.remove_method(sym, "#{sym}=")
    rescue NameError
      nil
    end
    @table.delete(sym) do
      return yield if block_given?

      raise NameError.new("no field `#{sym}' in #{self}", sym)
    end
  end

  def respond_to_missing?(mid, include_private = false)
    mname = mid.to_s.chomp('=').to_sym
    @table&.key?(mname) || super
  end

  def method_missing(mid, *args)
    len = args.length
    name = mid.to_s
    if name.end_with?('=')
      raise ArgumentError, "wrong number of arguments (given #{len}, expected 1)" if len != 1

      self[name.chomp('=')] = args[0]
    elsif len.zero?
      @table[mid]
    else
      super
    end
  end

  def freeze
    @table.freeze
    super
  end

  def inspect
    # the objects being inspected (Ruby keeps them per thread; an
    # Interp runs on one goroutine at a time)
    ids = (OpenStruct.instance_variable_get(:@inspecting) || OpenStruct.instance_variable_set(:@inspecting, []))
    return "#<#{self.class} ...>" if ids.include?(object_id)

    ids << object_id
    begin
      fields = @table.map { |k, v| " #{k}=#{v.inspect}" }
      "#<#{self.class}#{fields.join(',')}>"
    ensure
      ids.pop
    end
  end
  alias to_s inspect

  def ==(other)
    return false unless other.is_a?(OpenStruct)

    @table == other.instance_variable_get(:@table)
  end

  def eql?(other)
    return false unless other.is_a?(OpenStruct)

    @table.eql?(other.instance_variable_get(:@table))
  end

  def hash
    @table.hash
  end

  # A single field named table gets a second entry, so that loading does
  # not take the map for the old format's table (Ruby 3.1's ostruct).
  def encode_with(coder)
    @table.each_pair { |k, v| coder[k.to_s] = v }
    coder['legacy_support!'] = true if @table.size == 1 && @table.key?(:table)
  end

  def init_with(coder)
    @table = {}
    map = coder.map
    map = map['table'] if map.size == 1 && map.key?('table')
    map.each_pair { |k, v| self[k] = v }
  end

  private

  # A field gets its accessors as singleton methods, except where a
  # class below OpenStruct (or a module it includes) defines the name.
  def new_ostruct_member!(name)
    return if @table.key?(name) || ostruct_method_protected?(name)

    define_singleton_method(name) { @table[name] }
    define_singleton_method("#{name}=") { |v| @table[name] = v }
  end

  def ostruct_method_protected?(name)
    return false unless respond_to?(name, true)
    return true if name.end_with?('!')

    owner = method(name).owner
    return owner < OpenStruct if owner.instance_of?(Class)

    self.class.ancestors.each do |mod|
      return false if mod == OpenStruct
      return true if mod == owner
    end
    false
  end
end
