# Timeout (Ruby 3.1's timeout 0.2.0, written for rlib). Punch's Ruby has no second thread to
# interrupt a block: Timeout.timeout runs the block to its end (a compile's own limits bound it) and
# answers its value, which is Ruby's answer for every block that finishes in time.
module Timeout
  VERSION = "0.2.0"

  class Error < RuntimeError
  end

  def timeout(sec, klass = nil, message = nil)
    yield(sec)
  end
  module_function :timeout
end
