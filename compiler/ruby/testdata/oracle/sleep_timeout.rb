# Kernel#sleep and Timeout.timeout in module Ruby: the block is ended at its deadline as Ruby's timer thread ends it
def t
  p yield
rescue Exception => e
  puts "#{e.class}: #{e.message}"
end
t { sleep(-1) }; t { sleep("1") }; t { sleep(nil) }; t { sleep(1r/100).class }; t { sleep(0.01).class }; t { sleep(1, 2) }; t { sleep(Float::NAN) }; t { sleep(Object.new) }; t { sleep(2**70) }
t { sleep(0).class }
t { Kernel.sleep(0.001).class }
require "timeout"
t { Timeout.timeout(0.05) { sleep 1 } }
t { Timeout.timeout(0.05) { |s| s } }
t { Timeout.timeout(0.05, ArgumentError) { sleep 1 } }
t { Timeout.timeout(0.05, ArgumentError, "boom") { sleep 1 } }
t { Timeout.timeout(0.05, ArgumentError, "boom") { begin; sleep 1; rescue ArgumentError => e; "rescued #{e.message}"; end } }
t { Timeout.timeout(0.05) { begin; sleep 1; rescue Timeout::Error => e; "rescued"; end } }
t { Timeout.timeout(0.05) { begin; sleep 1; rescue Exception => e; "rescued #{e.class}"; end } }
t { r = []; (Timeout.timeout(0.05) { begin; sleep 1; ensure; r << :ensure; end } rescue r << $!.class); r }
t { Timeout.timeout(nil) { 1 } }
t { Timeout.timeout(0) { 2 } }
t { Timeout.timeout(0.05) { loop { } } }
t { Timeout.timeout(1) { Timeout.timeout(0.05) { sleep 1 } } }
t { Timeout.timeout(0.05) { Timeout.timeout(1) { sleep 1 } } }
t { Timeout.timeout(0.05) { (Timeout.timeout(1) { sleep 1 } rescue :inner) } }
t { Timeout.timeout(0.05) { x = 0; x += 1 while x < 100_000_000 } }
t { Timeout::Error.ancestors.take(3) }
t { Timeout.timeout(0.05) { Timeout::Error.new("x").message } }
t { Timeout.timeout(5) { 21 * 2 } }
t { [(Timeout.timeout(0.05) { sleep 1 } rescue $!.class.to_s), sleep(0).class] }
t { Timeout.timeout(5) { sleep 0.01; :done } }
t { Timeout.timeout(0.02) { }; sleep 0.05; :after }
