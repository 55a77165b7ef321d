# Singleton (Ruby 3.1's singleton, written for rlib): a class that includes it has one instance,
# made by its first `instance`; `new` and `allocate` are private, dup and clone refused.
module Singleton
  VERSION = "0.1.1"

  def clone
    raise TypeError, "can't clone instance of singleton #{self.class}"
  end

  def dup
    raise TypeError, "can't dup instance of singleton #{self.class}"
  end

  def _dump(depth = -1)
    ""
  end

  module SingletonClassMethods
    def clone
      Singleton.__init__(super)
    end

    def _load(str)
      instance
    end

    def instance
      @singleton__instance__ ||= new
    end

    private

    def inherited(sub_klass)
      super
      Singleton.__init__(sub_klass)
    end
  end

  def self.__init__(klass)
    klass.instance_variable_set(:@singleton__instance__, nil)
    klass
  end

  def self.included(klass)
    super
    klass.private_class_method :new, :allocate
    klass.extend SingletonClassMethods
    Singleton.__init__(klass)
  end
end
