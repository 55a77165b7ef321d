# delegate for Punch's Ruby runtime: Ruby 3.1's Delegator, SimpleDelegator
# and DelegateClass, written for rlib. A Delegator is a BasicObject with
# Kernel's methods, except the ones that describe a value (to_s, inspect,
# ===, <=>, hash, =~, !~): those, and every method Kernel lacks, go to the
# object delegated to through method_missing.
class Delegator < BasicObject
  include ::Kernel
  # Ruby undefines these in its Kernel copy so that method_missing passes
  # them on; Punch's Array#inspect and error messages do not go through
  # method_missing, so they are defined here to pass the call on.
  [:to_s, :inspect, :=~, :!~, :===, :<=>, :hash].each do |m|
    define_method(m) { |*args, &blk| __getobj__.__send__(m, *args, &blk) }
  end

  def self.const_missing(n)
    ::Object.const_get(n)
  end

  def initialize(obj)
    __setobj__(obj)
  end

  def method_missing(m, *args, &block)
    has_target = true
    target = __getobj__ { has_target = false }
    if has_target && target.respond_to?(m)
      target.__send__(m, *args, &block)
    elsif ::Kernel.method_defined?(m) || ::Kernel.private_method_defined?(m)
      ::Kernel.instance_method(m).bind_call(self, *args, &block)
    else
      super(m, *args, &block)
    end
  end

  def respond_to_missing?(m, include_private)
    has_target = true
    target = __getobj__ { has_target = false }
    has_target && target.respond_to?(m, include_private)
  end

  def ==(obj)
    return true if obj.equal?(self)
    __getobj__ == obj
  end

  def !=(obj)
    return false if obj.equal?(self)
    __getobj__ != obj
  end

  def eql?(obj)
    return true if obj.equal?(self)
    obj.eql?(__getobj__)
  end

  # (def ! is not parsed by Punch's Ruby yet)
  define_method(:!) { !__getobj__ }

  def methods(all = true)
    __getobj__.methods(all) | super
  end

  def public_methods(all = true)
    __getobj__.public_methods(all) | super
  end

  def protected_methods(all = true)
    __getobj__.protected_methods(all) | super
  end

  def __getobj__
    raise ::NotImplementedError, "need to define `__getobj__'"
  end

  def __setobj__(obj)
    raise ::NotImplementedError, "need to define `__setobj__'"
  end

  def marshal_dump
    ivars = instance_variables.reject { |v| v == :@delegate_sd_obj || v == :@delegate_dc_obj }
    [:__v2__, ivars, ivars.map { |v| instance_variable_get(v) }, __getobj__]
  end

  def marshal_load(data)
    _version, names, vals, obj = data
    names.each_with_index { |n, i| instance_variable_set(n, vals[i]) }
    __setobj__(obj)
  end

  def initialize_clone(obj, freeze: nil)
    __setobj__(obj.__getobj__.clone(freeze: freeze))
  end

  def initialize_dup(obj)
    __setobj__(obj.__getobj__.dup)
  end

  def freeze
    unless frozen?
      __getobj__.freeze if __getobj__.respond_to?(:freeze)
      super
    end
    self
  end

  # The methods a class made by DelegateClass keeps as the Delegator's own.
  def self.public_api
    @public_api ||= public_instance_methods
  end
end

class SimpleDelegator < Delegator
  def __getobj__
    unless defined?(@delegate_sd_obj)
      return yield if block_given?
      ::Kernel.raise ::ArgumentError, 'not delegated'
    end
    @delegate_sd_obj
  end

  def __setobj__(obj)
    ::Kernel.raise ::ArgumentError, 'cannot delegate to self' if equal?(obj)
    @delegate_sd_obj = obj
  end
end

# DelegateClass(Hash) is a Delegator class with a method for each public
# and protected method of the given class, each passing the call on.
def DelegateClass(superclass, &block)
  klass = Class.new(Delegator)
  ignored = [*Delegator.public_api, :to_s, :inspect, :=~, :!~, :===]
  protected_ms = superclass.protected_instance_methods - ignored
  public_ms = superclass.public_instance_methods - ignored
  klass.module_eval do
    def __getobj__
      unless defined?(@delegate_dc_obj)
        return yield if block_given?
        ::Kernel.raise ::ArgumentError, 'not delegated'
      end
      @delegate_dc_obj
    end

    def __setobj__(obj)
      ::Kernel.raise ::ArgumentError, 'cannot delegate to self' if equal?(obj)
      @delegate_dc_obj = obj
    end

    protected_ms.each do |name|
      define_method(name) { |*args, &blk| __getobj__.__send__(name, *args, &blk) }
      protected name
    end
    public_ms.each do |name|
      define_method(name) { |*args, &blk| __getobj__.__send__(name, *args, &blk) }
    end
  end
  klass.define_singleton_method(:public_instance_methods) { |all = true| super(all) | superclass.public_instance_methods }
  klass.define_singleton_method(:protected_instance_methods) { |all = true| super(all) | superclass.protected_instance_methods }
  klass.define_singleton_method(:instance_methods) { |all = true| super(all) | superclass.instance_methods }
  klass.define_singleton_method(:public_instance_method) do |name|
    super(name)
  rescue NameError
    raise unless public_ms.include?(name)
    superclass.public_instance_method(name)
  end
  klass.define_singleton_method(:instance_method) do |name|
    super(name)
  rescue NameError
    raise unless public_ms.include?(name) || protected_ms.include?(name)
    superclass.instance_method(name)
  end
  klass.module_eval(&block) if block
  klass
end
