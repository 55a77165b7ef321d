# Thread::Mutex and Thread.current as module Ruby uses them (a cache guarded by a Mutex, values kept
# in Thread.current), in the one thread a compile runs.
m = Mutex.new
show('synchronize') { m.synchronize { 42 } }
show('locked after') { m.locked? }
show('lock') { [m.lock.equal?(m), m.locked?, m.owned?] }
show('recursive lock') { m.lock }
show('unlock') { m.unlock.equal?(m) }
show('unlock free') { m.unlock }
show('try_lock') { [m.try_lock, m.try_lock, m.unlock.class] }
show('nested synchronize') { m.synchronize { m.synchronize { 1 } } }
show('released after raise') { m.locked? }
show('same class') { [Thread::Mutex.equal?(Mutex), Mutex.name] }
show('inspect') { Mutex.new.inspect.sub(/0x\h+/, '0x0') }
show('cache') { cache = {}; lock = Mutex.new; 3.times.map { |i| lock.synchronize { cache[i % 2] ||= i } } }
show('thread locals') { Thread.current[:a] = 1; [Thread.current[:a], Thread.current['a'], Thread.current.key?(:a), Thread.current[:b]] }
show('same thread') { Thread.current.equal?(Thread.current) }
show('thread variables') { Thread.current.thread_variable_set(:x, 2); [Thread.current.thread_variable_get(:x), Thread.current.thread_variable_get(:y)] }
