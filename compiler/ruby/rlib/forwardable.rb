# Forwardable and SingleForwardable (Ruby 3.1's forwardable 1.3.2, written for rlib): methods that
# pass their arguments, keywords and block on to what an accessor names: an instance variable
# (:@items), a class variable, a method (:items) or an expression ("@a.b").
module Forwardable
  VERSION = "1.3.2"
  FORWARDABLE_VERSION = VERSION

  # _target is a Proc that, run in the receiver (instance_exec), answers
  # the object the accessor names.
  def self._target(accessor)
    a = accessor.to_s
    case a
    when /\A@@\w+\z/ then proc { (is_a?(Module) ? self : self.class).class_variable_get(a) }
    when /\A@\w+\z/ then proc { instance_variable_get(a) }
    when /\A[A-Za-z_]\w*[?!]?\z/ then proc { __send__(a) }
    else proc { instance_eval(a) }
    end
  end

  def instance_delegate(hash)
    hash.each do |methods, accessor|
      Array(methods).each { |m| def_instance_delegator(accessor, m) }
    end
  end

  def def_instance_delegators(accessor, *methods)
    methods.each do |m|
      next if m.to_s == "__send__" || m.to_s == "__id__"
      def_instance_delegator(accessor, m)
    end
  end

  def def_instance_delegator(accessor, method, ali = method)
    target = Forwardable._target(accessor)
    method = method.to_sym
    ali = ali.to_sym
    define_method(ali) do |*args, **kw, &block|
      instance_exec(&target).__send__(method, *args, **kw, &block)
    end
    ali
  end

  alias delegate instance_delegate
  alias def_delegators def_instance_delegators
  alias def_delegator def_instance_delegator
end

module SingleForwardable
  def single_delegate(hash)
    hash.each do |methods, accessor|
      Array(methods).each { |m| def_single_delegator(accessor, m) }
    end
  end

  def def_single_delegators(accessor, *methods)
    methods.each do |m|
      next if m.to_s == "__send__" || m.to_s == "__id__"
      def_single_delegator(accessor, m)
    end
  end

  def def_single_delegator(accessor, method, ali = method)
    target = Forwardable._target(accessor)
    method = method.to_sym
    ali = ali.to_sym
    define_singleton_method(ali) do |*args, **kw, &block|
      instance_exec(&target).__send__(method, *args, **kw, &block)
    end
    ali
  end

  alias delegate single_delegate
  alias def_delegators def_single_delegators
  alias def_delegator def_single_delegator
end
