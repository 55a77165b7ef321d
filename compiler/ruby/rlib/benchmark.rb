# Benchmark.realtime (Ruby 3.1's benchmark, written for rlib): the seconds a block took, a Float.
# Its reports (bm, bmbm, measure) are not modelled.
module Benchmark
  def realtime
    t0 = Time.now
    yield
    Time.now - t0
  end
  module_function :realtime
end
