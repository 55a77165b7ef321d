# Thread::Mutex and Thread.current (Ruby 3.1 core, written for rlib). A compile runs module Ruby in
# one thread, so a Mutex is only ever locked by that thread (Ruby's ThreadErrors for a recursive
# lock and an unlock of a free Mutex), and Thread.current is one object with its fiber-local ([])
# and thread-local (thread_variable_get) values. Starting a thread is not supported.
module Thread
  class Mutex
    def initialize
      @locked = false
    end

    def lock
      raise ThreadError, "deadlock; recursive locking" if @locked
      @locked = true
      self
    end

    def try_lock
      return false if @locked
      @locked = true
    end

    def unlock
      raise ThreadError, "Attempt to unlock a mutex which is not locked" unless @locked
      @locked = false
      self
    end

    def locked?
      @locked
    end

    def owned?
      @locked
    end

    def inspect
      format("#<%s:0x%016x>", self.class, object_id)
    end

    def synchronize
      lock
      begin
        yield
      ensure
        unlock
      end
    end
  end

  class Current
    def initialize
      @locals = {}
      @vars = {}
    end

    def [](key)
      @locals[key.to_sym]
    end

    def []=(key, value)
      @locals[key.to_sym] = value
    end

    def key?(key)
      @locals.key?(key.to_sym)
    end

    def keys
      @locals.keys
    end

    def thread_variable_get(key)
      @vars[key.to_sym]
    end

    def thread_variable_set(key, value)
      @vars[key.to_sym] = value
    end

    def thread_variable?(key)
      @vars.key?(key.to_sym)
    end

    def alive?
      true
    end
  end

  def self.current
    @current ||= Current.new
  end

  def self.main
    current
  end
end
Mutex = Thread::Mutex
