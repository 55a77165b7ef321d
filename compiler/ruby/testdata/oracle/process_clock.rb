# Process.clock_gettime / clock_getres as module code times calls (the
# readings themselves differ run to run: only their kinds and order).
def try
  yield
rescue StandardError => e
  "#{e.class}: #{e.message}"
end
p Process.constants.grep(/\ACLOCK_/).sort.map { |c| [c, Process.const_get(c)] }
t0 = Process.clock_gettime(Process::CLOCK_MONOTONIC)
t1 = Process.clock_gettime(Process::CLOCK_MONOTONIC)
p [t0.class, t1 >= t0, (t1 - t0) < 5]
r = Process.clock_gettime(Process::CLOCK_REALTIME)
p [r.class, (r - Time.now.to_f).abs < 5]
%i[float_second float_millisecond float_microsecond second millisecond microsecond nanosecond].each do |u|
  p [u, Process.clock_gettime(Process::CLOCK_MONOTONIC, u).class, Process.clock_gettime(0, u).class]
end
p (Process.clock_gettime(0, :second) - Time.now.to_i).abs < 5
p (Process.clock_gettime(0, :millisecond) / 1000 - Time.now.to_i).abs < 5
p (Process.clock_gettime(0, :nanosecond) / 10**9 - Time.now.to_i).abs < 5
p Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID) >= 0
p Process.clock_gettime(1.9).class
p Process.clock_gettime(:GETTIMEOFDAY_BASED_CLOCK_REALTIME).class
p Process.clock_gettime(:TIME_BASED_CLOCK_REALTIME) % 1
p Process.clock_getres(Process::CLOCK_MONOTONIC)
p Process.clock_getres(Process::CLOCK_REALTIME, :nanosecond)
p Process.clock_getres(:TIME_BASED_CLOCK_REALTIME)
p Process.clock_getres(:GETTIMEOFDAY_BASED_CLOCK_REALTIME, :microsecond)
p try { Process.clock_gettime(99) }
p try { Process.clock_getres(99) }
p try { Process.clock_gettime(:nope) }
p try { Process.clock_gettime(1, :minute) }
p try { Process.clock_gettime(1, 'second') }
p try { Process.clock_gettime('1') }
p try { Process.clock_gettime(nil) }
p try { Process.clock_gettime(2**40) }
p try { Process.clock_gettime }
